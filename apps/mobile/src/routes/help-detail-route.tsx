import { HelpDetailPage } from '../features/content/help-detail-page';

/** /m/helpDetail */
export function HelpDetailRoute() {
  return <HelpDetailPage />;
}
