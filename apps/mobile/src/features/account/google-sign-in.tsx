import { useGetSiteSettingsQuery, useLoginMutation } from '@lobby/api-client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { useAppDispatch } from '../../stores/hooks';
import { loggedIn } from '../../stores/session';
import { useAccountFlow } from './account-flow';
import { googleIdToken, isCancelledSignIn, prepareGoogleSignIn } from './google-id-token';
import '../../components/form.css';

/**
 * Google sign-in (spec section 2): only when the brand's social-login setting is on and the
 * server has a Firebase project; the first sign-in creates the member. Success closes the dialog.
 */
export function GoogleSignIn() {
  const { t } = useTranslation(['account', 'translation']);
  const dispatch = useAppDispatch();
  const flow = useAccountFlow();
  const errorText = useApiErrorText();
  const { data: site } = useGetSiteSettingsQuery();
  const [login] = useLoginMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const firebaseConfig = site?.whitelabel.socialLogin ? site.firebase : null;
  useEffect(() => {
    if (firebaseConfig) prepareGoogleSignIn(firebaseConfig).catch(() => undefined);
  }, [firebaseConfig]);
  if (!site?.whitelabel.socialLogin || !site.firebase) return null;
  const firebase = site.firebase;

  const signIn = async () => {
    setFailure('');
    setBusy(true);
    try {
      const idToken = await googleIdToken(firebase);
      const result = await login({
        payload: { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken },
        encryption: site.encryption,
      });
      if ('data' in result && result.data) {
        dispatch(loggedIn(result.data));
        flow.finish();
      } else setFailure(errorText(result.error));
    } catch (error) {
      if (!isCancelledSignIn(error)) setFailure(t('account.googleFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <button type="button" className="button button--ghost button--wide" disabled={busy} onClick={() => void signIn()}>
        {busy ? t('account.pleaseWait') : t('account.google')}
      </button>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
