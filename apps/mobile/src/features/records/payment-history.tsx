import { useGetDepositsQuery, useGetWithdrawalsQuery } from '@lobby/api-client';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../hooks/use-date-format';
import { useMoney } from '../../hooks/use-money';
import styles from './records.module.css';

interface Entry {
  reference: string;
  kind: 'deposit' | 'withdrawal';
  amountMinor: number;
  feeMinor: number;
  state: string;
  createdAt: string;
}

/**
 * The member's deposits and withdrawals at the payment provider, latest first, each with its
 * state (pending, paid, failed, cancelled ...) and reference: what the ledger's movements do not say.
 */
export function PaymentHistory() {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const date = useDateFormat();
  const { data: deposits } = useGetDepositsQuery();
  const { data: withdrawals } = useGetWithdrawalsQuery();
  if (!deposits || !withdrawals) return null;
  const entries: Entry[] = [
    ...deposits.map((d) => ({ ...d, kind: 'deposit' as const })),
    ...withdrawals.map((w) => ({ ...w, kind: 'withdrawal' as const })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section className="play-page" data-testid="payment-history" aria-labelledby="payment-history-title">
      <h2 id="payment-history-title">{t('history.title')}</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>{t('history.none')}</p>
      ) : (
        <ul className={styles.rows}>
          {entries.map((e) => (
            <li key={e.reference} className={styles.row} data-testid="payment-row" data-state={e.state}>
              <strong>{t(`history.${e.kind}`)}</strong>
              <strong className={e.kind === 'deposit' ? styles.plus : undefined}>{money(e.amountMinor)}</strong>
              <span className={styles.muted}>
                {e.kind === 'deposit'
                  ? t(`history.depositStates.${e.state as 'pending' | 'paid' | 'failed' | 'expired'}`)
                  : t(
                      `withdraw.states.${e.state as 'pending' | 'approved' | 'paid' | 'failed' | 'rejected' | 'cancelled'}`,
                    )}
              </span>
              <span className={styles.muted}>{date(e.createdAt, 'isoSecond')}</span>
              <span className={styles.muted}>{t('deposit.reference', { reference: e.reference })}</span>
              {e.feeMinor > 0 && <span className={styles.muted}>{t('history.fee', { fee: money(e.feeMinor) })}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
