import { ForgotPage } from '../features/account/forgot-page';

/** /m/forget */
export function ForgotRoute() {
  return <ForgotPage />;
}
