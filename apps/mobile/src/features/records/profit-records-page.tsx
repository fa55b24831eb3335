import { useGetProfitLossQuery } from '@lobby/api-client';
import type { ProfitLossRow } from '@lobby/contract';
import { GAME_TYPES, type GameType } from '@lobby/contract/constants';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
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

const PAGE_SIZE = '31';
type Window = { startTime: string; endTime: string } | null;
type Filter = { pageSize: string; utcOffset: string; gameType?: GameType; startTime?: string; endTime?: string };

/**
 * /m/profit-records (issue 23; PERSPNL3): the member's profit and loss of settled bets per day
 * (their own calendar days) and game type, with totals, by game type and dates.
 */
export function ProfitRecordsPage() {
  const { t } = useTranslation(['records', 'play', 'translation']);
  const id = useId();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const offered = useModuleOn('PERSPNL3');
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [dates, setDates] = useState<Window>(null);
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (!offered) return <EmptyState message={t('play:gate.contactService')} />;
  // The device's offset from UTC (east positive) decides where its days begin.
  const filter: Filter = {
    pageSize: PAGE_SIZE,
    utcOffset: String(-new Date().getTimezoneOffset()),
    ...(gameType ? { gameType } : {}),
    ...(dates ?? {}),
  };
  return (
    <section className="play-page" data-testid="profit-records">
      <h2>{t('profitRecords.title')}</h2>
      <label className="form-field" htmlFor={`${id}-type`}>
        <span>{t('profitRecords.gameType')}</span>
        <select id={`${id}-type`} value={gameType} onChange={(e) => setGameType(e.target.value as GameType | '')}>
          <option value="">{t('profitRecords.allGames')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`categories.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <RecordDates onSearch={setDates} />
      <ProfitPages key={`${gameType}|${dates?.startTime ?? ''}`} filter={filter} />
    </section>
  );
}

function ProfitPages({ filter }: { filter: Filter }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return (
    <>
      <ProfitTotals filter={filter} />
      {cursors.map((cursor, i) => (
        <ProfitPage
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

function ProfitTotals({ filter }: { filter: Filter }) {
  const { t } = useTranslation(['records', 'translation']);
  const { currentData } = useGetProfitLossQuery(filter);
  if (!currentData || currentData.totals.rounds === 0) return null;
  return (
    <div className={styles.card} data-testid="profit-totals">
      <strong>{t('profitRecords.total')}</strong>
      <Figures row={currentData.totals} />
    </div>
  );
}

function Figures({ row }: { row: Omit<ProfitLossRow, 'day' | 'gameType'> }) {
  const { t } = useTranslation(['records', 'translation']);
  const money = useMoney();
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('profitRecords.rounds')}</dt>
        <dd>{row.rounds}</dd>
      </div>
      <div>
        <dt>{t('profitRecords.bet')}</dt>
        <dd>{money(row.betMinor)}</dd>
      </div>
      <div>
        <dt>{t('profitRecords.payout')}</dt>
        <dd>{money(row.payoutMinor)}</dd>
      </div>
      <div>
        <dt>{t('profitRecords.profit')}</dt>
        <dd className={row.profitMinor > 0 ? styles.plus : undefined} data-testid="profit-value">
          {row.profitMinor > 0 ? '+' : ''}
          {money(row.profitMinor)}
        </dd>
      </div>
    </dl>
  );
}

function ProfitPage({
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
  const { currentData, error, isFetching, refetch } = useGetProfitLossQuery(cursor ? { ...filter, cursor } : filter);
  if (!currentData && isFetching) return <SkeletonGrid count={4} label={t('app.loading')} />;
  if (error || !currentData) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  const next = currentData.nextCursor;
  const filtered = Boolean(filter.gameType || filter.startTime);
  if (!cursor && currentData.rows.length === 0)
    return <EmptyState message={t(filtered ? 'profitRecords.emptyFilter' : 'profitRecords.empty')} />;
  return (
    <>
      <ul className={styles.rows} data-testid="profit-rows">
        {currentData.rows.map((row) => (
          <li key={`${row.day}_${row.gameType}`} className={styles.card} data-testid="profit-row">
            <strong>
              {row.day} · {t(`categories.${row.gameType as GameType}`)}
            </strong>
            <Figures row={row} />
          </li>
        ))}
      </ul>
      {last && next && (
        <button type="button" className="button button--wide" onClick={() => onMore(next)}>
          {t('profitRecords.more')}
        </button>
      )}
    </>
  );
}
