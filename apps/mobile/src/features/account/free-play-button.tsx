import { useFreePlayLoginMutation, useGetSiteSettingsQuery } from '@lobby/api-client';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiErrorText } from '../../app/api-error-state';
import { useAppDispatch } from '../../app/hooks';
import { loggedIn } from '../../app/session';

/**
 * Free play for visitors (spec sections 2 and 4): a wait message, a trial session, then
 * /m/home in place of the current page. Shown only when the brand has trial mode on.
 */
export function FreePlayButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const errorText = useApiErrorText();
  const { data: settings } = useGetSiteSettingsQuery();
  const [start, { isLoading, error }] = useFreePlayLoginMutation();
  if (!settings?.whitelabel.trialMode) return null;

  const play = async () => {
    const result = await start();
    if ('data' in result && result.data) {
      dispatch(loggedIn(result.data));
      navigate('/home', { replace: true });
    }
  };

  return (
    <>
      <button type="button" className="button button--ghost button--wide free-play" disabled={isLoading} onClick={() => void play()}>
        {isLoading ? t('account.pleaseWait') : t('account.freePlay')}
      </button>
      {error && !isLoading && (
        <p className="form-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </>
  );
}
