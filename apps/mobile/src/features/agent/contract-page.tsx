import { useAnswerContractMutation, useGetContractQuery } from '@lobby/api-client';
import type { Contract, ContractKind, ContractView } from '@lobby/contract';
import { getsContractPrompts, isAgent, isTrial, topRate } from '@lobby/domain';
import { errorMessageKey } from '@lobby/i18n';
import { ConfirmDialog, EmptyState, SkeletonGrid, TermsTable } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { FormMessage, type FormMessageValue } from '../../components/money/form-message';
import { useDateFormat } from '../../hooks/use-date-format';
import { useMoney } from '../../hooks/use-money';
import { useAppSelector } from '../../stores/hooks';
import { ContractTerms } from './contract-terms';
import '../../components/page-blocks.css';
import './agent.css';

/**
 * The contract pages (spec section 2: getSalaryContract, getDevidendContract, getHourContract):
 * per kind the offer awaiting the member's answer with Accept and Reject, the contract in force,
 * its settlements and the earlier offers. Visitors go to login; trial accounts, members who are not
 * agents ('Non-agents cannot log in') and exempt types are told why they have none.
 */
export function ContractPage({ kinds }: { kinds: ContractKind[] }) {
  const { t } = useTranslation(['play', 'translation']);
  const session = useAppSelector((s) => s.session.current);
  if (!session) return <Navigate to="/login" replace />;
  if (isTrial(session.type)) return <EmptyState tone="error" message={t(errorMessageKey('freeplay.rejected'))} />;
  if (!isAgent(session.type)) return <EmptyState tone="error" message={t(errorMessageKey('agent.only'))} />;
  if (!getsContractPrompts(session.type))
    return <EmptyState tone="error" message={t(errorMessageKey('feature.unavailable'))} />;
  return (
    <section className="play-page" data-testid="contract-page">
      {kinds.map((kind) => (
        <ContractKindView key={kind} kind={kind} />
      ))}
    </section>
  );
}

function ContractKindView({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['play', 'translation']);
  const view = useGetContractQuery(kind);
  return (
    <div className="contract" data-testid={`contract-${kind}`}>
      <h2>{t(`contracts.kinds.${kind}`)}</h2>
      {kind !== 'dividend' && <p className="contract__note">{t(`contracts.salaryPeriods.${kind}`)}</p>}
      {view.isLoading ? (
        <SkeletonGrid count={2} label={t('app.loading')} />
      ) : view.error || !view.data ? (
        <ApiErrorState error={view.error} onRetry={() => void view.refetch()} />
      ) : (
        <ContractDetails view={view.data} />
      )}
    </div>
  );
}

function ContractDetails({ view }: { view: ContractView }) {
  const { offer } = view;
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const date = useDateFormat();
  const day = (iso: string) => date(iso, 'date');
  const [answer, { isLoading }] = useAnswerContractMutation();
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  // An answer binds the agent (or ends the offer): it is asked once more before it goes.
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const respond = async (offer: Contract, action: 'accept' | 'reject') => {
    const result = await answer({ kind: view.kind, contractId: offer.id, action });
    setAsking(null);
    setMessage(
      'error' in result
        ? { failure: result.error }
        : { text: t(action === 'accept' ? 'contracts.accepted' : 'contracts.rejected'), error: false },
    );
  };
  const settlementRows = view.settlements.map((s) => [
    // A period ends where the next begins: its last second is the one before.
    `${date(s.periodStart, 'isoDate')} – ${date(
      Date.parse(s.periodEnd) - 1000,
      view.kind === 'dailySalary' || view.kind === 'dividend' ? 'isoDate' : 'isoMinute',
    )}`,
    money(s.betsMinor),
    money(s.amountMinor),
  ]);
  return (
    <>
      {offer && (
        <article className="surface-card contract__card--offer" data-testid="contract-offer">
          <h3>{t('contracts.offer')}</h3>
          <p className="contract__note">
            {t('contracts.offeredBy', { upline: offer.upline, date: day(offer.offeredAt) })}
          </p>
          <ContractTerms terms={offer.terms} />
          <div className="dialog-actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={isLoading}
              aria-haspopup="dialog"
              onClick={() => setAsking('reject')}
            >
              {t('contracts.reject')}
            </button>
            <button
              type="button"
              className="button"
              disabled={isLoading}
              aria-haspopup="dialog"
              onClick={() => setAsking('accept')}
            >
              {t('contracts.accept')}
            </button>
          </div>
          <ConfirmDialog
            open={asking !== null}
            labels={{
              title: t(asking === 'reject' ? 'contracts.reject' : 'contracts.accept'),
              cancel: t('contracts.prompt.cancel'),
              confirm: t(asking === 'reject' ? 'contracts.reject' : 'contracts.accept'),
              busy: t('app.loading'),
              close: t('shell.close'),
            }}
            message={t(asking === 'reject' ? 'contracts.confirmReject' : 'contracts.confirmAccept')}
            busy={isLoading}
            onCancel={() => setAsking(null)}
            onConfirm={() => asking && void respond(offer, asking)}
          />
        </article>
      )}
      <FormMessage message={message} />
      {view.active ? (
        <article className="surface-card" data-testid="contract-active">
          <h3>{t('contracts.status.accepted')}</h3>
          <p className="contract__note">
            {t('contracts.active', { date: day(view.active.answeredAt ?? view.active.offeredAt) })}
          </p>
          <ContractTerms terms={view.active.terms} />
        </article>
      ) : (
        !view.offer && <p className="contract__note">{t('contracts.none')}</p>
      )}
      <TermsTable
        caption={t('contracts.settlements')}
        columns={[t('contracts.period'), t('agentHome.bets'), t('contracts.paid')]}
        rows={settlementRows}
        emptyText={t('contracts.settlementsEmpty')}
      />
      <h3>{t('contracts.history')}</h3>
      {view.history.length === 0 ? (
        <p className="contract__note">{t('contracts.historyEmpty')}</p>
      ) : (
        <ul className="profile-list" data-testid="contract-history">
          {view.history.map((c) => (
            <li key={c.id}>
              <div>
                <span>
                  {day(c.offeredAt)} · {c.upline}
                </span>
                <strong>
                  {t(`contracts.status.${c.status}`)} ·{' '}
                  {t('contracts.topRate', {
                    rate: 'period' in c.terms ? `${topRate(c.terms)}%` : `${topRate(c.terms)}‰`,
                  })}
                </strong>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
