import { RegisterPage } from '../features/account/register-page';

/** /m/register */
export function RegisterRoute() {
  return <RegisterPage />;
}
