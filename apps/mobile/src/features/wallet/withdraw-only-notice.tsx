import type { Exclusion } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../hooks/use-date-format';
import { useLogOut } from '../../hooks/use-log-out';
import '../../components/buttons.css';
import '../../components/form.css';

/**
 * Above the withdrawal of a withdraw-only session (issue 23): says the session only withdraws and,
 * under a break or self-exclusion, when it ends; the way out is the logout.
 */
export function WithdrawOnlyNotice({ exclusion }: { exclusion: Exclusion | null | undefined }) {
  const { t } = useTranslation('protection');
  const date = useDateFormat();
  const [logOut, leaving] = useLogOut();
  const until = exclusion ? date(exclusion.until) : '';
  const text = !exclusion
    ? t('withdrawOnly.plain')
    : exclusion.kind.startsWith('break')
      ? t('withdrawOnly.break', { until })
      : t('withdrawOnly.exclusion', { until });
  return (
    <section className="play-page form-stack" data-testid="withdraw-only-notice">
      <p role="status">{text}</p>
      <button
        type="button"
        className="button button--ghost button--wide"
        disabled={leaving}
        onClick={() => void logOut()}
      >
        {t('exclusion.logout')}
      </button>
    </section>
  );
}
