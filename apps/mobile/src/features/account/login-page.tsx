import type { LoginValue } from '@lobby/contract';
import { errorMessageKey } from '@lobby/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { forcedOutSeen } from '../../stores/session';
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
  const forced = useForcedOutReason();
  // Free play is a visitor's: a member would lose their session to a trial one unasked, and a
  // trial account has one already (the header offers it to visitors only too).
  const visitor = useAppSelector((s) => s.session.current === null);
  // A withdraw-only session (a member on a break or self-excluded) goes straight to the withdrawal.
  const done = (value: LoginValue) =>
    flow.finish(value.mustChangePassword ? '/changePsw' : value.withdrawOnly ? '/voucherCenter' : undefined);
  return (
    <>
      {forced && (
        <p className="form-error" role="alert">
          {t(errorMessageKey('session.expired'))}
        </p>
      )}
      {registered && (
        <p className="form-success" role="status">
          {t('account.registered')}
        </p>
      )}
      <LoginForm username={registered} onLoggedIn={done} />
      <GoogleSignIn />
      {visitor && <FreePlayButton />}
    </>
  );
}

/**
 * Whether the server has just ended the session (another device logged it out, a break began, the
 * password changed) and a member page sent the member here: the form then says why, in place of
 * the forced-logout popup, which waits on no account screen. Said once: it counts as seen.
 */
function useForcedOutReason(): boolean {
  const dispatch = useAppDispatch();
  const forcedOut = useAppSelector((s) => s.session.forcedOut);
  const [forced] = useState(forcedOut);
  useEffect(() => {
    if (forced) dispatch(forcedOutSeen());
  }, [forced, dispatch]);
  return forced;
}
