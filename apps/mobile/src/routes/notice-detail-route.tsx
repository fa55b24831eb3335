import { NoticeDetailPage } from '../features/content/notice-detail-page';

/** /m/noticeDetail?id= */
export function NoticeDetailRoute() {
  return <NoticeDetailPage />;
}
