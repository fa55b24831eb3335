import { useGetAccountRecordsQuery } from '@lobby/api-client';
import { ACCOUNT_RECORD_KINDS, type AccountRecordKind } from '@lobby/contract/constants';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { RecordDates } from '../../components/record-dates';
import { useModuleOn } from '../../hooks/use-module';
import { useMoney } from '../../hooks/use-money';
import { useAppSelector } from '../../stores/hooks';
import '../../components/page-blocks.css';
import '../../components/form.css';
import styles from './records.module.css';

const PAGE_SIZE = '20';
type Window = { startTime: string; endTime: string } | null;

/**
 * /m/account-records (issue 23; MEMTRANS3): every money movement of the member with the balance
 * after it, latest first, by type and dates. Each "show more" asks the next page by its cursor.
 */
export function AccountRecordsPage() {
  const { t } = useTranslation(['records', 'play', 'translation']);
  const id = useId();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const offered = useModuleOn('MEMTRANS3');
  const [kind, setKind] = useState<AccountRecordKind | ''>('');
  const [dates, setDates] = useState<Window>(null);
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (!offered) return <EmptyState message={t('play:gate.contactService')} />;
  return (
    <section className="play-page" data-testid="account-records">
      <h2>{t('accountRecords.title')}</h2>
      <label className="form-field" htmlFor={`${id}-kind`}>
        <span>{t('accountRecords.type')}</span>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as AccountRecordKind | '')}>
          <option value="">{t('accountRecords.kind.all')}</option>
          {ACCOUNT_RECORD_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`accountRecords.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <RecordDates onSearch={setDates} />
      {/* A new filter starts again from the first page. */}
      <RecordPages key={`${kind}|${dates?.startTime ?? ''}`} kind={kind} dates={dates} />
    </section>
  );
}

type Filter = { pageSize: string; kind?: AccountRecordKind; startTime?: string; endTime?: string };

/** The pages shown so far: the first, then one per "show more", each asked by the cursor before it. */
function RecordPages({ kind, dates }: { kind: AccountRecordKind | ''; dates: Window }) {
  const filter: Filter = { pageSize: PAGE_SIZE, ...(kind ? { kind } : {}), ...(dates ?? {}) };
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <>
      <Totals filter={filter} />
      {cursors.map((cursor, i) => (
        <RecordPage
          key={cursor ?? ''}
          filter={filter}
          cursor={cursor}
          last={i === cursors.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
        />
      ))}
    </>
  );
}

/** Totals of the whole filter (the server sums them in SQL; the first page carries them). */
function Totals({ filter }: { filter: Filter }) {
  const { t } = useTranslation(['records', 'translation']);
  const money = useMoney();
  const { currentData } = useGetAccountRecordsQuery(filter);
  if (!currentData || currentData.totals.count === 0) return null;
  const { totals } = currentData;
  return (
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
  );
}

function RecordPage({
  filter,
  cursor,
  last,
  onMore,
}: {
  filter: Filter;
  cursor: string | undefined;
  last: boolean;
  onMore: (cursor: string) => void;
}) {
  const { t } = useTranslation(['records', 'translation']);
  const money = useMoney();
  const { currentData, error, isFetching, refetch } = useGetAccountRecordsQuery(
    cursor ? { ...filter, cursor } : filter,
  );
  if (!currentData && isFetching) return <SkeletonGrid count={4} label={t('app.loading')} />;
  if (error || !currentData) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  const next = currentData.nextCursor;
  const filtered = Boolean(filter.kind || filter.startTime);
  if (!cursor && currentData.records.length === 0)
    return <EmptyState message={t(filtered ? 'accountRecords.emptyFilter' : 'accountRecords.empty')} />;
  return (
    <>
      <ul className={styles.rows} data-testid="account-rows">
        {currentData.records.map((r) => (
          <li key={r.id} className={styles.row} data-testid="account-row">
            <strong>{t(`accountRecords.kind.${r.kind}`)}</strong>
            <strong className={r.amountMinor > 0 ? styles.plus : undefined}>
              {r.amountMinor > 0 ? '+' : ''}
              {money(r.amountMinor)}
            </strong>
            <span className={styles.muted}>{dayjs(r.createdAt).format('YYYY-MM-DD HH:mm:ss')}</span>
            <span className={styles.muted}>{t('accountRecords.balance', { amount: money(r.balanceAfterMinor) })}</span>
          </li>
        ))}
      </ul>
      {last && next && (
        <button type="button" className="button button--wide" onClick={() => onMore(next)}>
          {t('accountRecords.more')}
        </button>
      )}
    </>
  );
}
