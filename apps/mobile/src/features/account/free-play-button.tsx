import { useFreePlayLoginMutation, useGetSiteSettingsQuery } from '@lobby/api-client';
import { HeaderIconButton, Toast } from '@lobby/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiErrorText } from '../../components/api-error-state';
import { useAppDispatch } from '../../stores/hooks';
import { loggedIn } from '../../stores/session';
import './free-play-button.css';

/**
 * Free play for visitors (spec sections 2 and 4): a wait message, a trial session, then /m/home
 * in place of the current page. Shown only when the brand has trial mode on. The header's is an
 * icon (the visitor header has no room for a third label in Burmese); the login dialog's is wide.
 */
export function FreePlayButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const errorText = useApiErrorText();
  const { data: settings } = useGetSiteSettingsQuery();
  const [start, { isLoading }] = useFreePlayLoginMutation();
  const [failed, setFailed] = useState('');
  const clearFailure = useCallback(() => setFailed(''), []);
  if (!settings?.whitelabel.trialMode) return null;

  const play = async () => {
    const result = await start();
    if ('data' in result && result.data) {
      dispatch(loggedIn(result.data));
      void navigate('/home', { replace: true });
    } else setFailed(errorText(result.error));
  };

  // A refusal (free_reject for a non-member session, spec section 4) is a 2-second toast.
  const toast = (
    <Toast
      message={failed || (compact && isLoading ? t('account.pleaseWait') : '')}
      tone={failed ? 'error' : 'info'}
      onDone={clearFailure}
    />
  );
  if (compact) {
    return (
      <>
        <HeaderIconButton
          icon="freePlay"
          size={20}
          label={t('account.freePlay')}
          title={t('account.freePlay')}
          disabled={isLoading}
          onClick={() => void play()}
          data-testid="header-free-play"
        />
        {toast}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--wide free-play"
        disabled={isLoading}
        onClick={() => void play()}
      >
        {isLoading ? t('account.pleaseWait') : t('account.freePlay')}
      </button>
      {toast}
    </>
  );
}
