import { PromotionsPage } from '../features/content/promotions-page';

/** /m/activity */
export function PromotionsRoute() {
  return <PromotionsPage />;
}
