import { useGetAccountRecordsQuery } from '@lobby/api-client';
import type { AccountRecord, AccountRecords, AccountRecordsQuery } from '@lobby/contract';
import { ACCOUNT_RECORD_KINDS, type AccountRecordKind } from '@lobby/contract/constants';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../hooks/use-date-format';
import { useMoney } from '../../hooks/use-money';
import { PaymentHistory } from './payment-history';
import { RecordsScreen } from './records-screen';
import styles from './records.module.css';

const PAGE_SIZE = '20';

/**
 * /m/account-records (issue 23; MEMTRANS3): every money movement of the member with the balance
 * after it, latest first, by type and dates.
 */
export function AccountRecordsPage() {
  const { t } = useTranslation(['records', 'translation']);
  const money = useMoney();
  const date = useDateFormat();
  return (
    <>
      <RecordsScreen<AccountRecordKind, AccountRecordsQuery, AccountRecords, AccountRecord>
        name="account"
        module="MEMTRANS3"
        typeLabel={t('accountRecords.type')}
        allTypes={t('accountRecords.kind.all')}
        types={ACCOUNT_RECORD_KINDS}
        typeName={(kind) => t(`accountRecords.kind.${kind}`)}
        filterOf={(kind, dates) => ({ pageSize: PAGE_SIZE, ...(kind ? { kind } : {}), ...(dates ?? {}) })}
        useRecords={useGetAccountRecordsQuery}
        totals={({ totals }) =>
          totals.count > 0 && (
            <dl className={styles.totals} data-testid="account-totals">
              <div>
                <dt>{t('accountRecords.count')}</dt>
                <dd>{totals.count}</dd>
              </div>
              <div>
                <dt>{t('accountRecords.moneyIn')}</dt>
                <dd>{money(totals.inMinor)}</dd>
              </div>
              <div>
                <dt>{t('accountRecords.moneyOut')}</dt>
                <dd>{money(totals.outMinor)}</dd>
              </div>
            </dl>
          )
        }
        rowsOf={(data) => data.records}
        row={(r) => (
          <li key={r.id} className={styles.row} data-testid="account-row">
            <strong>{t(`accountRecords.kind.${r.kind}`)}</strong>
            <strong className={r.amountMinor > 0 ? styles.plus : undefined}>
              {r.amountMinor > 0 ? '+' : ''}
              {money(r.amountMinor)}
            </strong>
            <span className={styles.muted}>{date(r.createdAt, 'isoSecond')}</span>
            <span className={styles.muted}>{t('accountRecords.balance', { amount: money(r.balanceAfterMinor) })}</span>
          </li>
        )}
      />
      {/* Deposits and withdrawals with their states, which the movements above do not carry. */}
      <PaymentHistory />
    </>
  );
}
