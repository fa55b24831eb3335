import { HiLoPage } from '../features/play/hi-lo-page';

/** /m/play */
export function PlayRoute() {
  return <HiLoPage />;
}
