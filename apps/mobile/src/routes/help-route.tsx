import { HelpPage } from '../features/content/help-page';

/** /m/help */
export function HelpRoute() {
  return <HelpPage />;
}
