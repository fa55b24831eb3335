import { RewardCenterPage } from '../features/wallet/reward-center-page';

/** /m/rewardCenter */
export function RewardCenterRoute() {
  return <RewardCenterPage />;
}
