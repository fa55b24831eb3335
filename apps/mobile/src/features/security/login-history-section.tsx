import { useGetLoginHistoryQuery } from '@lobby/api-client';
import { useTranslation } from 'react-i18next';
import { ApiErrorState } from '../../components/api-error-state';
import { useDateFormat } from '../../hooks/use-date-format';
import { deviceName } from './device-name';
import styles from './security-page.module.css';

/** The member's latest logins, right or wrong: when, how, from which device and place, and whether two-factor was asked. */
export function LoginHistorySection() {
  const { t } = useTranslation(['security', 'translation']);
  const { data: history, error, refetch } = useGetLoginHistoryQuery();
  const date = useDateFormat();
  return (
    <>
      <h2 className="section__title">{t('security.history.title')}</h2>
      {error && <ApiErrorState error={error} onRetry={() => void refetch()} />}
      {history && history.length === 0 && <p className="form-note">{t('security.history.none')}</p>}
      <ul className="profile-list" data-testid="login-history">
        {history?.map((entry) => (
          <li key={entry.id} data-testid="login-history-entry">
            <div>
              <span className={styles.rowText}>
                <strong className={entry.success ? undefined : styles.failed}>
                  {entry.success ? t('security.history.success') : t('security.history.failure')}
                  {entry.failure ? ` · ${t(`security.history.failures.${entry.failure}`)}` : ''}
                </strong>
                <span className="form-note">
                  {t(`security.history.methods.${entry.method}`)}
                  {entry.twoFactor ? ` · ${t('security.history.withTwoFactor')}` : ''}
                </span>
                <span className="form-note">
                  {deviceName(entry.device, t)} · {entry.place.maskedIp}
                </span>
              </span>
              <time className="form-note" dateTime={entry.at}>
                {date(entry.at)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
