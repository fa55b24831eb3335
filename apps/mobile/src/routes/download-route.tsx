import { DownloadPage } from '../features/promo/download-page';

/** /m/download */
export function DownloadRoute() {
  return <DownloadPage />;
}
