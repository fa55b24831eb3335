import { useGetMerchantWalletQuery, useGetProtectionStatusQuery } from '@lobby/api-client';
import { isTrial } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { LimitPrompt } from '../../components/protection/limit-prompt';
import { LimitsReview } from '../../components/protection/limits-review';
import { useModuleOn } from '../../hooks/use-module';
import { useAppSelector } from '../../stores/hooks';
import { DepositOutcome, ProviderDepositForm } from './provider-deposit';
import { ProviderWithdrawForm, WithdrawalList } from './provider-withdraw';
import { WithdrawOnlyNotice } from './withdraw-only-notice';
import '../../components/page-blocks.css';

/**
 * /m/voucherCenter (spec section 2, deposit): deposits by the brand's methods at its payment
 * provider (back from its page with `?reference=`, the deposit's outcome), and withdrawals paid by
 * it once the brand approves them; both move money through the ledger, once per request id.
 * Trial accounts play with play money and have neither; a withdraw-only session (issue 23) has
 * the withdrawal alone, under a notice that says so.
 */
export function DepositPage() {
  const { t } = useTranslation(['play', 'translation']);
  const session = useAppSelector((s) => s.session.current);
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const { data: wallet, error, isLoading, refetch } = useGetMerchantWalletQuery();
  const { data: protection, isLoading: protectionLoading } = useGetProtectionStatusQuery(undefined, {
    skip: !session || isTrial(session.type),
  });
  const withdrawOnly = session?.withdrawOnly === true;
  // Deposits and withdrawals are the FUNDTRANS3 module's (the server refuses them when it is off).
  const fundTransfers = useModuleOn('FUNDTRANS3');
  if (!session) return <Navigate to="/login" replace />;
  if (!fundTransfers) return <EmptyState message={t('gate.contactService')} />;
  if (isTrial(session.type)) return <EmptyState message={t('deposit.trial')} />;
  if (isLoading || protectionLoading) return <SkeletonGrid count={2} label={t('app.loading')} />;
  if (error || !wallet) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  // A site without a payment provider, or a brand without methods, takes no money here.
  const deposits = wallet.deposit.methods.length > 0;
  const withdrawals = wallet.withdraw.methods.length > 0;
  if (!deposits && !withdrawals) return <EmptyState message={t('gate.contactService')} />;
  // Before a first deposit, setting a limit comes first (going on without one is one tap); the
  // form follows once the member has answered.
  const prompted = !withdrawOnly && deposits && protection?.review.depositPrompt === true;
  return (
    <>
      {withdrawOnly && <WithdrawOnlyNotice exclusion={protection?.exclusion} />}
      {!withdrawOnly && protection?.review.reviewDue && <LimitsReview />}
      {prompted && <LimitPrompt />}
      {!withdrawOnly && reference && <DepositOutcome reference={reference} />}
      {!withdrawOnly && !reference && deposits && !prompted && <ProviderDepositForm wallet={wallet} />}
      {withdrawals && <ProviderWithdrawForm wallet={wallet} />}
      {withdrawals && <WithdrawalList />}
    </>
  );
}
