import { NoticeListPage } from '../features/content/notice-list-page';

/** /m/notice */
export function NoticeRoute() {
  return <NoticeListPage />;
}
