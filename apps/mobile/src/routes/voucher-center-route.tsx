import { DepositPage } from '../features/wallet/deposit-page';

/** /m/voucherCenter */
export function VoucherCenterRoute() {
  return <DepositPage />;
}
