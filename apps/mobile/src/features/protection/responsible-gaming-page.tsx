import { useGetProtectionStatusQuery } from '@lobby/api-client';
import { isTrial } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { useDateFormat } from '../../hooks/use-date-format';
import { useLogOut } from '../../hooks/use-log-out';
import { useAppSelector } from '../../stores/hooks';
import { ExclusionPanel } from './exclusion-panel';
import { LimitsForm } from './limits-form';
import { PendingChanges } from './pending-changes';
import { RealityCheckSettings } from './reality-check-settings';
import '../../components/buttons.css';
import '../../components/page-blocks.css';

/**
 * /m/member/protection (issue 23): the member's limits and the changes waiting to loosen them,
 * the reality-check interval, and breaks and self-exclusion. Under an exclusion it only says
 * until when, and leads to the withdrawal.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('protection');
  const date = useDateFormat();
  const session = useAppSelector((s) => s.session.current);
  const skip = !session || isTrial(session.type);
  const { data: status, error, isLoading, refetch } = useGetProtectionStatusQuery(undefined, { skip });
  const [logOut] = useLogOut();
  if (!session) return <Navigate to="/login" replace />;
  if (isTrial(session.type)) return <EmptyState message={t('intro')} />;
  if (isLoading) return <SkeletonGrid count={3} label={t('title')} />;
  if (error || !status) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  const until = status.exclusion ? date(status.exclusion.until) : '';
  return (
    <section className="play-page" data-testid="responsible-gaming">
      {status.exclusion ? (
        <div className="form-stack" data-testid="exclusion-active">
          <p role="status">{t('exclusion.active', { until })}</p>
          <Link className="button button--wide" to="/voucherCenter">
            {t('exclusion.withdraw')}
          </Link>
          <button type="button" className="button button--ghost button--wide" onClick={() => void logOut()}>
            {t('exclusion.logout')}
          </button>
        </div>
      ) : (
        <>
          <p className="form-note">{t('intro')}</p>
          <PendingChanges limits={status.limits} />
          <LimitsForm key={JSON.stringify(status.limits.map((l) => l.value))} limits={status.limits} />
          <RealityCheckSettings minutes={status.realityCheckMinutes} />
          <ExclusionPanel />
        </>
      )}
    </section>
  );
}
