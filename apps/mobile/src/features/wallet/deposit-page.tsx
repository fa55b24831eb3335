import {
  useDemoDepositMutation,
  useDemoWithdrawMutation,
  useGetMerchantWalletQuery,
  useGetProtectionStatusQuery,
} from '@lobby/api-client';
import { isTrial, parseAmount } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { LimitOffer } from '../../components/protection/limit-offer';
import { useModuleOn } from '../../hooks/use-module';
import { useMoney } from '../../hooks/use-money';
import { useAppSelector } from '../../stores/hooks';
import { MoneyForm } from './money-form';
import { DepositOutcome, ProviderDepositForm } from './provider-deposit';
import { ProviderWithdrawForm, WithdrawalList } from './provider-withdraw';
import { WithdrawOnlyNotice } from './withdraw-only-notice';
import '../../components/page-blocks.css';

/**
 * /m/voucherCenter (spec section 2, deposit): deposits by the brand's methods at its payment
 * provider (back from its page with `?reference=`, the deposit's outcome), or on a site without
 * one the demo deposit channel; and a demo withdrawal. Demos are labelled, and every channel moves
 * money through the ledger, once per request id.
 * Trial accounts play with play money and have neither; a withdraw-only session (issue 23) has
 * the withdrawal alone, under a notice that says so.
 */
export function DepositPage() {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const session = useAppSelector((s) => s.session.current);
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const { data: wallet, error, isLoading, refetch } = useGetMerchantWalletQuery();
  const [deposit] = useDemoDepositMutation();
  const [withdraw] = useDemoWithdrawMutation();
  const { data: protection } = useGetProtectionStatusQuery(undefined, { skip: !session || isTrial(session.type) });
  // Before a first deposit limit, the way to set one is offered above the form.
  const withdrawOnly = session?.withdrawOnly === true;
  const offerLimits =
    !withdrawOnly && (protection?.limits.every((l) => !l.kind.startsWith('deposit') || l.value === null) ?? false);
  // Deposits and withdrawals are the FUNDTRANS3 module's (the server refuses them when it is off).
  const fundTransfers = useModuleOn('FUNDTRANS3');
  if (!session) return <Navigate to="/login" replace />;
  if (!fundTransfers) return <EmptyState message={t('gate.contactService')} />;
  if (isTrial(session.type)) return <EmptyState message={t('deposit.trial')} />;
  if (isLoading) return <SkeletonGrid count={2} label={t('app.loading')} />;
  if (error || !wallet) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  const limits = { minMinor: wallet.deposit.minMinor, maxMinor: wallet.deposit.maxMinor };
  const shown = { min: money(limits.minMinor), max: money(limits.maxMinor) };
  const common = {
    amountLabel: `${t('deposit.amount')} (${wallet.currency})`,
    limitsText: t('deposit.limits', shown),
    invalidText: t('deposit.invalid', shown),
    busyLabel: t('app.loading'),
    limits,
  };
  return (
    <>
      {withdrawOnly && <WithdrawOnlyNotice exclusion={protection?.exclusion} />}
      {offerLimits && <LimitOffer />}
      {!withdrawOnly && reference && <DepositOutcome reference={reference} />}
      {!withdrawOnly && !reference && !wallet.deposit.demo && <ProviderDepositForm wallet={wallet} />}
      {!withdrawOnly && wallet.deposit.demo && (
        <MoneyForm
          {...common}
          testId="deposit"
          badge={t('deposit.badge')}
          title={t('deposit.title')}
          body={t('deposit.body')}
          submitLabel={t('deposit.submit')}
          quickAmounts={['50', '100', '500', '1000']}
          send={async (amount, requestId) => {
            const result = await deposit({ amount, requestId });
            return 'error' in result
              ? { error: result.error }
              : {
                  ok: t('deposit.done', {
                    amount: money(parseAmount(amount) ?? 0),
                    balance: money(result.data.balanceMinor),
                  }),
                };
          }}
        />
      )}
      {wallet.withdraw.methods.length > 0 && <ProviderWithdrawForm wallet={wallet} />}
      {wallet.withdraw.methods.length > 0 && <WithdrawalList />}
      {wallet.withdraw.methods.length === 0 && (
        <MoneyForm
          {...common}
          testId="withdraw"
          badge={t('withdraw.badge')}
          title={t('withdraw.title')}
          body={t('withdraw.body')}
          submitLabel={t('withdraw.submit')}
          quickAmounts={['10', '50', '100', '500']}
          send={async (amount, requestId) => {
            const result = await withdraw({ amount, requestId });
            return 'error' in result
              ? { error: result.error }
              : {
                  ok: t('withdraw.done', {
                    amount: money(parseAmount(amount) ?? 0),
                    balance: money(result.data.balanceMinor),
                  }),
                };
          }}
        />
      )}
    </>
  );
}
