import type { ModuleId } from '@lobby/contract/constants';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { RecordDates } from '../../components/record-dates';
import { useModuleOn } from '../../hooks/use-module';
import { useAppSelector } from '../../stores/hooks';
import '../../components/page-blocks.css';
import '../../components/form.css';
import styles from './records.module.css';

type RecordWindow = { startTime: string; endTime: string } | null;

/** One page of records as the server answers it: `nextCursor` asks for the next (older) page. */
interface RecordsAnswer {
  nextCursor: string | null;
}

/** What the page's records query hook gives (an RTK Query hook fits). */
interface RecordsQuery<D> {
  currentData?: D;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface RecordsScreenProps<T extends string, F extends object, D extends RecordsAnswer, R> {
  /** `account` or `profit`: the words under `${name}Records` and the test ids `${name}-…`. */
  name: 'account' | 'profit';
  /** The brand's module of these records (the server refuses them when it is off). */
  module: ModuleId;
  /** The type select: its label, the words of "all" and of each type. */
  typeLabel: string;
  allTypes: string;
  types: readonly T[];
  typeName: (type: T) => string;
  /** The query's filter for a type ('' for all) and a date window (null for all dates). */
  filterOf: (type: T | '', dates: RecordWindow) => F;
  useRecords: (filter: F & { cursor?: string }) => RecordsQuery<D>;
  /** The totals of the whole filter (the first page carries them), or null when there are none. */
  totals: (data: D) => ReactNode;
  rowsOf: (data: D) => readonly R[];
  /** One row as a keyed list item. */
  row: (row: R) => ReactElement;
}

/**
 * The account and profit records screens (issue 23): a member's records by type and dates, the
 * totals of the search, and keyset pages: each "show more" asks the next page by its cursor.
 */
export function RecordsScreen<T extends string, F extends object, D extends RecordsAnswer, R>(
  props: RecordsScreenProps<T, F, D, R>,
) {
  const { name, typeLabel, allTypes, types, typeName } = props;
  const { t } = useTranslation(['records', 'play', 'translation']);
  const id = useId();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const offered = useModuleOn(props.module);
  const [type, setType] = useState<T | ''>('');
  const [dates, setDates] = useState<RecordWindow>(null);
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (!offered) return <EmptyState message={t('play:gate.contactService')} />;
  return (
    <section className="play-page" data-testid={`${name}-records`}>
      <label className="form-field" htmlFor={`${id}-type`}>
        <span>{typeLabel}</span>
        <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as T | '')}>
          <option value="">{allTypes}</option>
          {types.map((option) => (
            <option key={option} value={option}>
              {typeName(option)}
            </option>
          ))}
        </select>
      </label>
      <RecordDates onSearch={setDates} />
      {/* A new search starts again from the first page. */}
      <RecordPages
        key={`${type}|${dates?.startTime ?? ''}`}
        {...props}
        filter={props.filterOf(type, dates)}
        filtered={Boolean(type || dates)}
      />
    </section>
  );
}

type PagesProps<T extends string, F extends object, D extends RecordsAnswer, R> = RecordsScreenProps<T, F, D, R> & {
  filter: F;
  filtered: boolean;
};

/** The pages shown so far: the first, then one per "show more", each asked by the cursor before it. */
function RecordPages<T extends string, F extends object, D extends RecordsAnswer, R>(props: PagesProps<T, F, D, R>) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const { currentData } = props.useRecords(props.filter);
  return (
    <>
      {currentData && props.totals(currentData)}
      {cursors.map((cursor, i) => (
        <RecordPage
          key={cursor ?? ''}
          {...props}
          cursor={cursor}
          last={i === cursors.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
        />
      ))}
    </>
  );
}

function RecordPage<T extends string, F extends object, D extends RecordsAnswer, R>({
  name,
  useRecords,
  rowsOf,
  row,
  filter,
  filtered,
  cursor,
  last,
  onMore,
}: PagesProps<T, F, D, R> & { cursor: string | undefined; last: boolean; onMore: (cursor: string) => void }) {
  const { t } = useTranslation(['records', 'translation']);
  const { currentData, error, isFetching, refetch } = useRecords(cursor ? { ...filter, cursor } : filter);
  if (!currentData && isFetching) return <SkeletonGrid count={4} label={t('app.loading')} />;
  if (error || !currentData) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  const next = currentData.nextCursor;
  const rows = rowsOf(currentData);
  if (!cursor && rows.length === 0)
    return <EmptyState message={t(filtered ? `${name}Records.emptyFilter` : `${name}Records.empty`)} />;
  return (
    <>
      <ul className={styles.rows} data-testid={`${name}-rows`}>
        {rows.map(row)}
      </ul>
      {last && next && (
        <button type="button" className="button button--wide" onClick={() => onMore(next)}>
          {t(`${name}Records.more`)}
        </button>
      )}
    </>
  );
}
