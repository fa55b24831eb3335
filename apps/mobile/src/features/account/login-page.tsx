import type { LoginValue } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';

/** What the registration leaves for the login screen. */
export interface RegisteredState {
  registeredUserName?: string;
}

/**
 * /m/login (spec section 2). After a registration it says so and has the new name filled in; a
 * login with a temporary password goes straight to the forced password change. Free play sits
 * below the form: the visitor's header has no room for a third button in Burmese.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registered = (useLocation().state as RegisteredState | null)?.registeredUserName;
  const done = (value: LoginValue) => navigate(value.mustChangePassword ? '/changePsw' : '/home', { replace: true });
  return (
    <>
      {registered && (
        <p className="form-success" role="status">
          {t('account.registered')}
        </p>
      )}
      <LoginForm username={registered} onLoggedIn={done} />
      <FreePlayButton />
    </>
  );
}
