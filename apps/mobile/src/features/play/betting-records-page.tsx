import { useGetOrderDetailQuery, useGetOrdersQuery } from '@lobby/api-client';
import type { Order, OrderMove } from '@lobby/contract';
import { EmptyState, PlayingCard, SkeletonGrid } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { RecordDates } from '../../components/record-dates';
import { useDateFormat } from '../../hooks/use-date-format';
import { useListLanguage } from '../../hooks/use-list-language';
import { useModuleOn } from '../../hooks/use-module';
import { useMoney } from '../../hooks/use-money';
import { useAppSelector } from '../../stores/hooks';
import '../../components/page-blocks.css';
import '../../components/form.css';
import styles from './betting-records-page.module.css';
import { cardLabel } from './card-label';

const PAGE = 20;

/** /m/betting-records: the member's rounds (/lgw/orders), latest first, optionally between two dates; a round opens its cards (/lgw/orders/detail). */
export function BettingRecordsPage() {
  const { t } = useTranslation(['play', 'translation']);
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const language = useListLanguage();
  const [pages, setPages] = useState(1);
  const [dates, setDates] = useState<{ startTime: string; endTime: string } | null>(null);
  // The records are the MEMTRANS3 module's (the server refuses them when it is off).
  const offered = useModuleOn('MEMTRANS3');
  // currentData: a new date search shows its loading state, not the previous search's records.
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useGetOrdersQuery(
    { language, pageSize: PAGE * pages, ...(dates ?? {}) },
    { skip: !loggedIn || !offered, refetchOnMountOrArgChange: true },
  );
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (!offered) return <EmptyState message={t('gate.contactService')} />;
  const search = (next: { startTime: string; endTime: string } | null) => {
    setPages(1);
    setDates(next);
  };
  return (
    <section className="play-page">
      <RecordDates onSearch={search} />
      {!data && isFetching ? (
        <SkeletonGrid count={4} label={t('app.loading')} />
      ) : error || !data ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : data.orders.length === 0 ? (
        <EmptyState message={t(dates ? 'orders.emptyRange' : 'orders.empty')} />
      ) : (
        <>
          <ul className={styles.orders} data-testid="orders">
            {data.orders.map((order) => (
              <OrderItem key={order.orderId} order={order} />
            ))}
          </ul>
          {data.totalCount > data.orders.length && PAGE * pages < 100 && (
            <button
              type="button"
              className="button button--wide"
              disabled={isFetching}
              onClick={() => setPages(pages + 1)}
            >
              {isFetching ? t('app.loading') : t('orders.showMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function OrderItem({ order }: { order: Order }) {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const date = useDateFormat();
  const [open, setOpen] = useState(false);
  const settled = order.status === 'settled';
  return (
    <li className={styles.order} data-testid="order">
      <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary className={styles.summary}>
          <strong>{order.gameName}</strong>
          <span className={settled && order.winLossMinor > 0 ? styles.win : styles.loss}>
            {settled ? `${order.winLossMinor > 0 ? '+' : ''}${money(order.winLossMinor)}` : t('orders.open')}
          </span>
          <span className={styles.meta}>{date(order.createdAt, 'isoSecond')}</span>
          <span className={styles.meta}>
            {t('orders.bet')} {money(order.betMinor)} · {t('orders.payout')} {money(order.payoutMinor)}
          </span>
        </summary>
        {open && <OrderDetail orderId={order.orderId} />}
      </details>
    </li>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['play', 'translation']);
  const language = useListLanguage();
  const { data } = useGetOrderDetailQuery({ orderId, language });
  if (!data) return <p className={styles.meta}>{t('app.loading')}</p>;
  const { round, moves } = data;
  // A game provider's round: the play stays at the provider, its bets, wins and rollbacks are listed.
  if (moves) return <OrderMoves moves={moves} />;
  if (!round) return null;
  return (
    <div className={styles.cards} aria-label={t('orders.details')}>
      <PlayingCard {...round.card} label={cardLabel(t, round.card)} />
      {round.guess && <span className={styles.meta}>{t(`orders.${round.guess}`)}</span>}
      {round.next ? (
        <PlayingCard {...round.next} label={cardLabel(t, round.next)} />
      ) : (
        <PlayingCard label={t('play.nextCard')} />
      )}
    </div>
  );
}

function OrderMoves({ moves }: { moves: OrderMove[] }) {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const date = useDateFormat();
  return (
    <ol className={styles.moves} aria-label={t('orders.details')} data-testid="order-moves">
      {moves.map((move, index) => (
        <li key={index} className={move.rolledBack ? styles.undone : undefined}>
          <span>{t(`orders.moves.${move.kind}`)}</span>
          {move.kind !== 'rollback' && <span>{money(move.amountMinor)}</span>}
          {move.rolledBack && <span className={styles.meta}>{t('orders.moves.rolledBack')}</span>}
          <span className={styles.meta}>{date(move.at, 'isoSecond')}</span>
        </li>
      ))}
    </ol>
  );
}
