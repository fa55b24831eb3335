import { useGetAffiliateInfoQuery, useGetTeamKpiQuery } from '@lobby/api-client';
import { KPI_PERIODS, type KpiPeriod } from '@lobby/contract/constants';
import { isAgent } from '@lobby/domain';
import { errorMessageKey } from '@lobby/i18n';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { useModuleOn } from '../../hooks/use-module';
import { useMoney } from '../../hooks/use-money';
import { useAppSelector } from '../../stores/hooks';
import { TeamPanel } from './team-panel';
import '../../components/page-blocks.css';
import './agent.css';
import '../../components/form.css';

/**
 * /m/agent and /m/agent/home: the agent's team over a period (members, active players, bets,
 * payouts and the players' net, from the real ledger), the invitation code and link to copy, the
 * team list with contract offers, rebate rates and the agent's own contracts.
 * Non-agents are told 'Non-agents cannot log in' (spec section 6); visitors go to login.
 */
export function AgentHomePage() {
  const { t } = useTranslation(['play', 'translation']);
  const session = useAppSelector((s) => s.session.current);
  if (!session) return <Navigate to="/login" replace />;
  if (!isAgent(session.type)) return <EmptyState tone="error" message={t(errorMessageKey('agent.only'))} />;
  return <AgentHome />;
}

function AgentHome() {
  const { t } = useTranslation(['play', 'translation']);
  // The team's figures are the AGEINFO3 module's (spec section 7): a brand may switch them off.
  const teamInfo = useModuleOn('AGEINFO3');
  const [copied, setCopied] = useState(false);
  const { data: info } = useGetAffiliateInfoQuery();
  const link = info?.affiliateCode
    ? `${window.location.origin}/m/register?affiliateCode=${encodeURIComponent(info.affiliateCode)}`
    : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard permission: the link stays selectable.
    }
  };
  return (
    <section className="play-page" data-testid="agent-home">
      {teamInfo && <TeamKpi />}
      {/* The Agent content type (spec section 6): notices for agents only, in the notice list. */}
      <Link to="/notice?feed=AG" className="button button--ghost button--wide" data-testid="agent-notices">
        {t('agentHome.notices')}
      </Link>
      <h2>{t('agentHome.invite')}</h2>
      <ul className="profile-list">
        <li>
          <div>
            <span>{t('agentHome.code')}</span>
            <strong data-testid="affiliate-code">{info?.affiliateCode ?? ''}</strong>
          </div>
        </li>
      </ul>
      <label className="form-field">
        <span>{t('agentHome.link')}</span>
        <input readOnly value={link} data-testid="agent-invite-link" onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" className="button button--wide" disabled={!link} onClick={() => void copy()}>
        {copied ? t('agentHome.copied') : t('agentHome.copy')}
      </button>
      <TeamPanel />
    </section>
  );
}

/** The team's members, active players, bets, payouts and net over a chosen period. */
function TeamKpi() {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const [period, setPeriod] = useState<KpiPeriod>('7d');
  const kpi = useGetTeamKpiQuery(period);
  const rows: [string, string][] = kpi.data
    ? [
        [t('agentHome.members'), String(kpi.data.members)],
        [t('agentHome.active'), String(kpi.data.activePlayers)],
        [t('agentHome.bets'), money(kpi.data.betsMinor)],
        [t('agentHome.payouts'), money(kpi.data.payoutsMinor)],
        [t('agentHome.net'), money(kpi.data.netMinor)],
      ]
    : [];
  return (
    <>
      <h2>{t('agentHome.team')}</h2>
      <div className="form-choices" role="group" aria-label={t('agentHome.team')}>
        {KPI_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className="button button--ghost"
            aria-pressed={period === p}
            onClick={() => setPeriod(p)}
          >
            {t(`agentHome.periods.${p}`)}
          </button>
        ))}
      </div>
      {kpi.isLoading ? (
        <SkeletonGrid count={2} label={t('app.loading')} />
      ) : kpi.error ? (
        <ApiErrorState error={kpi.error} onRetry={() => void kpi.refetch()} />
      ) : (
        <ul className="profile-list" data-testid="team-kpi">
          {rows.map(([label, value]) => (
            <li key={label}>
              <div>
                <span>{label}</span>
                <strong>{value}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
