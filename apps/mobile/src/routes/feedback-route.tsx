import { FeedbackPage } from '../features/account/feedback-page';

/** /m/feedback */
export function FeedbackRoute() {
  return <FeedbackPage />;
}
