import { BettingRecordsPage } from '../features/play/betting-records-page';

/** /m/betting-records */
export function BettingRecordsRoute() {
  return <BettingRecordsPage />;
}
