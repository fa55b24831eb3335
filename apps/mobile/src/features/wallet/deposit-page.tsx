import { useDemoDepositMutation, useGetMerchantWalletQuery } from '@lobby/api-client';
import { isTrial, parseAmount } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiErrorState, useApiErrorText } from '../../app/api-error-state';
import { useAppSelector } from '../../app/hooks';
import { newRequestId } from '../play/request-id';
import { useMoney } from '../play/use-money';
import '../play/play.css';

const QUICK_AMOUNTS = ['50', '100', '500', '1000'];

/**
 * /m/voucherCenter (spec section 2, deposit): the demo deposit channel, labelled as a demo. It
 * credits the wallet through the ledger like a real channel, once per request id.
 */
export function DepositPage() {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const errorText = useApiErrorText();
  const session = useAppSelector((s) => s.session.current);
  const { data: wallet, error, isLoading, refetch } = useGetMerchantWalletQuery();
  const [deposit, depositing] = useDemoDepositMutation();
  const [amount, setAmount] = useState('100');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const pendingId = useRef<string | null>(null);
  if (!session) return <Navigate to="/login" replace />;
  if (isTrial(session.type)) return <EmptyState message={t('deposit.trial')} />;
  if (isLoading) return <SkeletonGrid count={2} label={t('app.loading')} />;
  if (error || !wallet) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  const limits = { min: money(wallet.deposit.minMinor), max: money(wallet.deposit.maxMinor) };

  const submit = async () => {
    const minor = parseAmount(amount);
    if (minor === null || minor < wallet.deposit.minMinor || minor > wallet.deposit.maxMinor) return setMessage({ text: t('deposit.invalid', limits), error: true });
    pendingId.current ??= newRequestId();
    const result = await deposit({ viewer: session.token, amount, requestId: pendingId.current });
    if ('error' in result) {
      if (result.error && typeof result.error === 'object' && 'code' in result.error) pendingId.current = null;
      return setMessage({ text: errorText(result.error), error: true });
    }
    pendingId.current = null;
    setMessage({ text: t('deposit.done', { amount: money(minor), balance: money(result.data.balanceMinor) }), error: false });
  };

  return (
    <section className="play-page" data-testid="deposit">
      <span className="demo-badge">{t('deposit.badge')}</span>
      <h2>{t('deposit.title')}</h2>
      <p className="hi-lo__rules">{t('deposit.body')}</p>
      <form
        className="hi-lo__bet"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="hi-lo__field">
          <span>
            {t('deposit.amount')} ({wallet.currency})
          </span>
          <input name="amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} aria-describedby="deposit-limits" />
        </label>
        <p id="deposit-limits" className="hi-lo__hint">
          {t('deposit.limits', limits)}
        </p>
        <div className="hi-lo__chips">
          {QUICK_AMOUNTS.map((quick) => (
            <button key={quick} type="button" className="button button--ghost" aria-pressed={amount === quick} onClick={() => setAmount(quick)}>
              {quick}
            </button>
          ))}
        </div>
        <button type="submit" className="button button--wide" disabled={depositing.isLoading}>
          {depositing.isLoading ? t('app.loading') : t('deposit.submit')}
        </button>
      </form>
      {message && (
        <p className={message.error ? 'form-error' : 'hi-lo__status'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
