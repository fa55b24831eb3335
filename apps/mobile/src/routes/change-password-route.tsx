import { ChangePasswordPage } from '../features/account/change-password-page';

/** /m/changePsw */
export function ChangePasswordRoute() {
  return <ChangePasswordPage />;
}
