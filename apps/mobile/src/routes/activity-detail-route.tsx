import { PromotionDetailPage } from '../features/content/promotion-detail-page';

/** /m/activityDetail */
export function PromotionDetailRoute() {
  return <PromotionDetailPage />;
}
