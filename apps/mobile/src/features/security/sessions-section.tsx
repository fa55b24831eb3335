import { useGetActiveSessionsQuery, useRevokeOtherSessionsMutation, useRevokeSessionMutation } from '@lobby/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorState, useApiErrorText } from '../../components/api-error-state';
import { useDateFormat } from '../../hooks/use-date-format';
import { deviceName } from './device-name';
import styles from './security-page.module.css';

/** The member's live sessions, this device first; any other can be logged out, or all of them at once. */
export function SessionsSection() {
  const { t } = useTranslation(['security', 'translation']);
  const errorText = useApiErrorText();
  const { data: sessions, error, refetch } = useGetActiveSessionsQuery();
  const [revoke, revoking] = useRevokeSessionMutation();
  const [revokeOthers, revokingOthers] = useRevokeOtherSessionsMutation();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const date = useDateFormat();
  const others = sessions?.filter((s) => !s.current) ?? [];

  const endOne = async (id: string) => {
    const result = await revoke(id);
    setMessage('error' in result ? { text: errorText(result.error), error: true } : null);
  };
  const endOthers = async () => {
    const result = await revokeOthers();
    setMessage(
      'error' in result
        ? { text: errorText(result.error), error: true }
        : { text: t('security.sessions.loggedOutOthers', { n: result.data.revoked }), error: false },
    );
  };

  return (
    <>
      <h2 className="section__title">{t('security.sessions.title')}</h2>
      {error && <ApiErrorState error={error} onRetry={() => void refetch()} />}
      <ul className="profile-list" data-testid="active-sessions">
        {sessions?.map((session) => {
          const name = deviceName(session.device, t);
          return (
            <li key={session.id} data-testid="active-session" aria-current={session.current ? 'true' : undefined}>
              <div>
                <span className={styles.rowText}>
                  <strong>
                    {t(`security.sessions.types.${session.device.type}`)} · {name}
                  </strong>
                  <span className="form-note">
                    {session.place.maskedIp} · {t('security.sessions.lastUsed', { time: date(session.lastUsedAt) })}
                  </span>
                  <span className="form-note">
                    {t('security.sessions.started', { time: date(session.createdAt) })}
                    {session.twoFactor ? ` · ${t('security.sessions.twoFactor')}` : ''}
                  </span>
                </span>
                {session.current ? (
                  <span className={styles.badge}>{t('security.sessions.current')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('security.sessions.logOutLabel', { device: name })}
                    disabled={revoking.isLoading}
                    onClick={() => void endOne(session.id)}
                  >
                    {t('security.sessions.logOut')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {sessions && others.length === 0 && <p className="form-note">{t('security.sessions.none')}</p>}
      {others.length > 0 && (
        <button
          type="button"
          className="button button--wide"
          disabled={revokingOthers.isLoading}
          onClick={() => void endOthers()}
        >
          {t('security.sessions.logOutOthers')}
        </button>
      )}
      {message && (
        <div className={message.error ? 'form-error' : 'form-success'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </div>
      )}
      <p className="form-note">{t('security.sessions.placeNote')}</p>
    </>
  );
}
