import { useGetLotteryMenusQuery, useGetPopularLotteriesQuery, useGetRecentLotteriesQuery } from '@lobby/api-client';
import type { LotteryGame } from '@lobby/contract';
import { countdownText } from '@lobby/domain';
import { SkeletonGrid } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useGameTile } from '../../app/use-game-tile';
import { useListLanguage } from '../../app/use-list-language';
import { DrawRow } from '../lobby/draw-row';

const POPULAR = 3;
const RECENT = 3;

/** This device's time, each second. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** How often a closed draw's next one is asked for until it comes. */
const CLOSED_RETRY_MS = 5_000;

interface RowsProps {
  title: string;
  games: LotteryGame[];
  /** The server's clock minus this device's, so countdowns follow the server. */
  offset: number;
  now: number;
  /** Leaves out the lottery already open on the page. */
  except: string;
  onClosed: () => void;
}

function HallRows({ title, games, offset, now, except, onClosed }: RowsProps) {
  const { t } = useTranslation(['play', 'translation']);
  const tileProps = useGameTile();
  const shown = games.filter((g) => g.nodeId !== except);
  const closed = shown.some((g) => Date.parse(g.closeTime) - (now + offset) <= 0);
  // A draw closed: the next ones come from the server, asked again every few seconds until they
  // come (a failed answer, or one before the server opened the next draw, must not freeze at 00:00).
  useEffect(() => {
    if (!closed) return;
    onClosed();
    const again = window.setInterval(onClosed, CLOSED_RETRY_MS);
    return () => window.clearInterval(again);
  }, [closed, onClosed]);
  if (shown.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="draw-list">
        {shown.map((game) => (
          <DrawRow key={game.nodeId} game={game} onPlay={() => tileProps(game).onPlay?.(game)}>
            <small className="draw-list__detail" role="timer">
              {t('lottery.draw', { numero: game.numero })} · {t('lottery.closesIn', { time: countdownText(Date.parse(game.closeTime) - (now + offset)) })}
            </small>
          </DrawRow>
        ))}
      </ul>
    </>
  );
}

/**
 * The lottery hall below a lottery (known-api.md: /lgw/games/game_menus, popular, recent): the
 * member's recent lotteries, the popular ones, then every lottery by vendor, each with its open
 * draw counting down; a row launches that lottery.
 */
export function LotteryHall({ current }: { current: string }) {
  const { t } = useTranslation(['play', 'translation']);
  const language = useListLanguage();
  const viewer = useAppSelector((s) => s.session.current?.token ?? '');
  const menus = useGetLotteryMenusQuery({ language });
  const popular = useGetPopularLotteriesQuery({ language, size: POPULAR + 1 });
  const recent = useGetRecentLotteriesQuery({ language, size: RECENT + 1, viewer }, { skip: !viewer });
  const now = useNow();
  const offsetOf = (answer: { data?: { serverTime: string }; fulfilledTimeStamp?: number }) =>
    answer.data && answer.fulfilledTimeStamp ? Date.parse(answer.data.serverTime) - answer.fulfilledTimeStamp : 0;

  if (menus.isError) return null;
  const rows = { now, except: current };
  return (
    <section className="surface-card" aria-label={t('lottery.hall')} data-testid="lottery-hall">
      <h2 className="section__title">{t('lottery.hall')}</h2>
      {recent.data && (
        <HallRows title={t('lottery.recent')} games={recent.data.games.slice(0, RECENT)} offset={offsetOf(recent)} onClosed={recent.refetch} {...rows} />
      )}
      {popular.data && (
        <HallRows title={t('lottery.popular')} games={popular.data.games.slice(0, POPULAR)} offset={offsetOf(popular)} onClosed={popular.refetch} {...rows} />
      )}
      {menus.data ? (
        menus.data.menus.map((menu) => (
          <HallRows key={`${menu.menuCode}:${menu.gameType}`} title={menu.menuName} games={menu.games} offset={offsetOf(menus)} onClosed={menus.refetch} {...rows} />
        ))
      ) : (
        <SkeletonGrid count={4} label={t('app.loading')} layout="row" />
      )}
    </section>
  );
}
