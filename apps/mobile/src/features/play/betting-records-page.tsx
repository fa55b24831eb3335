import { useGetOrderDetailQuery, useGetOrdersQuery } from '@lobby/api-client';
import type { Order } from '@lobby/contract';
import { EmptyState, PlayingCard, SkeletonGrid } from '@lobby/ui';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ApiErrorState } from '../../app/api-error-state';
import { useAppSelector } from '../../app/hooks';
import { useListLanguage } from '../../app/use-list-language';
import { cardLabel } from './card-label';
import { useMoney } from './use-money';
import './play.css';

const PAGE = 20;

/** /m/betting-records: the member's rounds (/lgw/orders), latest first; a round opens its cards (/lgw/orders/detail). */
export function BettingRecordsPage() {
  const { t } = useTranslation(['play', 'translation']);
  const viewer = useAppSelector((s) => s.session.current?.token ?? '');
  const language = useListLanguage();
  const [pages, setPages] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetOrdersQuery({ viewer, language, pageSize: PAGE * pages }, { skip: !viewer, refetchOnMountOrArgChange: true });
  if (!viewer) return <Navigate to="/login" replace />;
  if (isLoading) return <SkeletonGrid count={4} label={t('app.loading')} />;
  if (error || !data) return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  if (data.orders.length === 0) return <EmptyState message={t('orders.empty')} />;
  return (
    <section className="play-page">
      <ul className="order-list" data-testid="orders">
        {data.orders.map((order) => (
          <OrderItem key={order.orderId} order={order} />
        ))}
      </ul>
      {data.totalCount > data.orders.length && PAGE * pages < 100 && (
        <button type="button" className="button button--wide" disabled={isFetching} onClick={() => setPages(pages + 1)}>
          {isFetching ? t('app.loading') : t('orders.showMore')}
        </button>
      )}
    </section>
  );
}

function OrderItem({ order }: { order: Order }) {
  const { t } = useTranslation(['play', 'translation']);
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const settled = order.status === 'settled';
  return (
    <li className="order" data-testid="order">
      <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary>
          <strong>{order.gameName}</strong>
          <span className={settled && order.winLossMinor > 0 ? 'order__win' : 'order__loss'}>
            {settled ? `${order.winLossMinor > 0 ? '+' : ''}${money(order.winLossMinor)}` : t('orders.open')}
          </span>
          <span className="order__time">{dayjs(order.createdAt).format('YYYY-MM-DD HH:mm:ss')}</span>
          <span className="order__meta">
            {t('orders.bet')} {money(order.betMinor)} · {t('orders.payout')} {money(order.payoutMinor)}
          </span>
        </summary>
        {open && <OrderCards orderId={order.orderId} />}
      </details>
    </li>
  );
}

function OrderCards({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['play', 'translation']);
  const viewer = useAppSelector((s) => s.session.current?.token ?? '');
  const language = useListLanguage();
  const { data } = useGetOrderDetailQuery({ viewer, orderId, language });
  if (!data) return <p className="order__meta">{t('app.loading')}</p>;
  const { round } = data;
  return (
    <div className="order__cards" aria-label={t('orders.details')}>
      <PlayingCard {...round.card} label={cardLabel(t, round.card)} />
      {round.guess && <span className="order__meta">{t(`orders.${round.guess}`)}</span>}
      {round.next ? <PlayingCard {...round.next} label={cardLabel(t, round.next)} /> : <PlayingCard label={t('play.nextCard')} />}
    </div>
  );
}
