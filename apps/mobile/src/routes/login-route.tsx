import { LoginPage } from '../features/account/login-page';

/** /m/login */
export function LoginRoute() {
  return <LoginPage />;
}
