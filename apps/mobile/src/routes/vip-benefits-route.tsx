import { VipBenefitsPage } from '../features/wallet/vip-benefits-page';

/** /m/member/benefits */
export function VipBenefitsRoute() {
  return <VipBenefitsPage />;
}
