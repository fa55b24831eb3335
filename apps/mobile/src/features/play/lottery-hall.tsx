import { useGetLotteryMenusQuery, useGetPopularLotteriesQuery, useGetRecentLotteriesQuery } from '@lobby/api-client';
import type { LotteryGame } from '@lobby/contract';
import { countdownText } from '@lobby/domain';
import { SkeletonGrid } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorState } from '../../components/api-error-state';
import { DrawRow } from '../../components/draw-row';
import { useGameTile } from '../../hooks/use-game-tile';
import { useListLanguage } from '../../hooks/use-list-language';
import { useAppSelector } from '../../stores/hooks';
import '../../components/section.css';
import styles from './lottery-hall.module.css';

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

type HallAnswer = {
  data?: { games: LotteryGame[]; serverTime: string };
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
};

/** The server's clock minus this device's, so countdowns follow the server. */
const offsetOf = (answer: HallAnswer) =>
  answer.data && answer.fulfilledTimeStamp ? Date.parse(answer.data.serverTime) - answer.fulfilledTimeStamp : 0;

/**
 * Once a draw of an answer has closed, the next ones come from the server: asked again every few
 * seconds until they come (a failed answer, or one before the next draw opened, must not freeze
 * the countdown at 00:00). One check per answer, however many rows show it.
 */
function useNextDraws(answer: HallAnswer, now: number) {
  const offset = offsetOf(answer);
  const closed = (answer.data?.games ?? []).some((g) => Date.parse(g.closeTime) - (now + offset) <= 0);
  const { refetch } = answer;
  useEffect(() => {
    if (!closed) return;
    void refetch();
    const again = window.setInterval(() => void refetch(), CLOSED_RETRY_MS);
    return () => window.clearInterval(again);
  }, [closed, refetch]);
  return offset;
}

interface RowsProps {
  title: string;
  games: LotteryGame[];
  offset: number;
  now: number;
  /** Leaves out the lottery already open on the page. */
  except: string;
}

function HallRows({ title, games, offset, now, except }: RowsProps) {
  const { t } = useTranslation(['play', 'translation']);
  const tileProps = useGameTile();
  const shown = games.filter((g) => g.nodeId !== except);
  if (shown.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="draw-list">
        {shown.map((game) => (
          <DrawRow key={game.nodeId} game={game} onPlay={() => tileProps(game).onPlay(game)}>
            <small className={styles.detail} role="timer">
              {t('lottery.draw', { numero: game.numero })} ·{' '}
              {t('lottery.closesIn', { time: countdownText(Date.parse(game.closeTime) - (now + offset)) })}
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
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const menus = useGetLotteryMenusQuery({ language });
  const popular = useGetPopularLotteriesQuery({ language, size: POPULAR + 1 });
  const recent = useGetRecentLotteriesQuery({ language, size: RECENT + 1 }, { skip: !loggedIn });
  const now = useNow();
  const menuGames = {
    ...menus,
    data: menus.data && { games: menus.data.menus.flatMap((m) => m.games), serverTime: menus.data.serverTime },
  };
  const offsets = {
    recent: useNextDraws(recent, now),
    popular: useNextDraws(popular, now),
    menus: useNextDraws(menuGames, now),
  };
  const rows = { now, except: current };
  return (
    <section className="surface-card" aria-label={t('lottery.hall')} data-testid="lottery-hall">
      <h2 className="section__title">{t('lottery.hall')}</h2>
      {recent.data && (
        <HallRows
          title={t('lottery.recent')}
          games={recent.data.games.slice(0, RECENT)}
          offset={offsets.recent}
          {...rows}
        />
      )}
      {popular.data && (
        <HallRows
          title={t('lottery.popular')}
          games={popular.data.games.slice(0, POPULAR)}
          offset={offsets.popular}
          {...rows}
        />
      )}
      {menus.data ? (
        menus.data.menus.map((menu) => (
          <HallRows
            key={`${menu.menuCode}:${menu.gameType}`}
            title={menu.menuName}
            games={menu.games}
            offset={offsets.menus}
            {...rows}
          />
        ))
      ) : menus.error ? (
        <ApiErrorState error={menus.error} onRetry={() => void menus.refetch()} />
      ) : (
        <SkeletonGrid count={4} label={t('app.loading')} layout="row" />
      )}
    </section>
  );
}
