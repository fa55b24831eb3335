import { PromoCodePage } from '../features/wallet/promo-code-page';

/** /m/promoCode */
export function PromoCodeRoute() {
  return <PromoCodePage />;
}
