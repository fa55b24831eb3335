import type { LoginValue } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { useAccountFlow } from './account-flow';
import { FreePlayButton } from './free-play-button';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import '../../components/form.css';

/**
 * Login (spec section 2). After a registration it says so and has the new name filled in; success
 * closes the dialog (spec section 4), a temporary password leads to the forced change and a
 * withdraw-only login to the withdrawal.
 */
export function LoginPage() {
  const { t } = useTranslation(['account', 'translation']);
  const flow = useAccountFlow();
  const registered = flow.registeredUserName;
  // A withdraw-only session (a member on a break or self-excluded) goes straight to the withdrawal.
  const done = (value: LoginValue) =>
    flow.finish(value.mustChangePassword ? '/changePsw' : value.withdrawOnly ? '/voucherCenter' : undefined);
  return (
    <>
      {registered && (
        <p className="form-success" role="status">
          {t('account.registered')}
        </p>
      )}
      <LoginForm username={registered} onLoggedIn={done} />
      <GoogleSignIn />
      <FreePlayButton />
    </>
  );
}
