import { useGetRebateSettingsQuery, useGetTeamMembersQuery } from '@lobby/api-client';
import { isAgent, takesContracts } from '@lobby/domain';
import { Modal, SkeletonGrid, TermsTable } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { useDateFormat } from '../../hooks/use-date-format';
import { useModuleOn } from '../../hooks/use-module';
import { OfferContractForm } from './offer-contract-form';
import { OpenAccountForm } from './open-account-form';

/**
 * The agent's team list (who joined with the code or was given an account, member or agent,
 * contracts offered or in force) with an offer per agent, opening an account, the brand's rebate
 * rates, and the agent's own contract pages.
 */
export function TeamPanel() {
  const { t } = useTranslation(['play', 'translation']);
  // Managing the downline is AGEDOWNMAN3's, the rebate rates AGEINFO3's (spec section 7).
  const downline = useModuleOn('AGEDOWNMAN3');
  const teamInfo = useModuleOn('AGEINFO3');
  return (
    <>
      {downline && <DownlineList />}
      {teamInfo && <RebateRates />}
      <h2>{t('agentTeam.myContracts')}</h2>
      <ul className="profile-list">
        <li>
          <Link to="/member/agent/getSalaryContract">
            {t('contracts.kinds.dailySalary')} · {t('contracts.kinds.realTimeSalary')}
          </Link>
        </li>
        <li>
          <Link to="/member/agent/getDevidendContract">{t('contracts.kinds.dividend')}</Link>
        </li>
        <li>
          <Link to="/member/agent/getHourContract">{t('contracts.kinds.hourSalary')}</Link>
        </li>
      </ul>
    </>
  );
}

/** The team with an offer per agent of it, and opening an account for a new member. */
function DownlineList() {
  const { t } = useTranslation(['play', 'translation']);
  const { t: tp } = useTranslation('protection');
  const date = useDateFormat();
  const team = useGetTeamMembersQuery();
  const [offeringTo, setOfferingTo] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  return (
    <>
      <h2>{t('agentTeam.list')}</h2>
      <button
        type="button"
        className="button button--wide button--ghost"
        onClick={() => setOpening(true)}
        aria-haspopup="dialog"
      >
        {t('agentTeam.openAccount')}
      </button>
      <Modal
        open={opening}
        onClose={() => setOpening(false)}
        title={t('agentTeam.openAccount')}
        closeLabel={t('shell.close')}
        placement="bottom"
      >
        {opening && <OpenAccountForm onDone={() => setOpening(false)} />}
      </Modal>
      {team.isLoading ? (
        <SkeletonGrid count={2} label={t('app.loading')} />
      ) : team.error || !team.data ? (
        <ApiErrorState error={team.error} onRetry={() => void team.refetch()} />
      ) : team.data.length === 0 ? (
        <p className="contract__note">{t('agentTeam.empty')}</p>
      ) : (
        <ul className="profile-list" data-testid="team-list">
          {team.data.map((member) => (
            <li key={member.username} data-testid={`team-member-${member.username}`}>
              <div>
                <span>
                  <strong>{member.username}</strong> ·{' '}
                  {t(isAgent(member.type) ? 'agentTeam.agent' : 'agentTeam.member')}
                  <br />
                  <small>
                    {t('agentTeam.joined', { date: date(member.joinedAt, 'date') })}
                    {member.contracts
                      .map((c) => ` · ${t(`contracts.kinds.${c.kind}`)}: ${t(`contracts.status.${c.status}`)}`)
                      .join('')}
                    {/* Player protection: the member's play counts for no contract meanwhile. */}
                    {member.excludedUntil && (
                      <>
                        <br />
                        {tp('team.excluded', { until: date(member.excludedUntil, 'date') })}
                      </>
                    )}
                  </small>
                </span>
                {/* Contracts are between agents: only an agent of the team is offered one. */}
                {takesContracts(member.type) && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setOfferingTo(member.username)}
                    aria-label={t('agentTeam.offerTo', { name: member.username })}
                  >
                    {t('agentTeam.offer')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={offeringTo !== null}
        onClose={() => setOfferingTo(null)}
        title={t('agentTeam.offerTo', { name: offeringTo ?? '' })}
        closeLabel={t('shell.close')}
        placement="bottom"
      >
        {offeringTo && <OfferContractForm key={offeringTo} downline={offeringTo} onDone={() => setOfferingTo(null)} />}
      </Modal>
    </>
  );
}

/** The brand's rebate rate per product. */
function RebateRates() {
  const { t } = useTranslation(['play', 'translation']);
  const { data: rebates } = useGetRebateSettingsQuery();
  return (
    <TermsTable
      caption={t('agentTeam.rebates')}
      columns={[t('agentTeam.product'), t('agentTeam.rate')]}
      rows={(rebates ?? []).map((r) => [t(`agentTeam.products.${r.productType}`), `${r.ratePermille}‰`])}
      emptyText={t('contracts.historyEmpty')}
    />
  );
}
