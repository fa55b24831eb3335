import { useGetGameListQuery } from '@lobby/api-client';
import type { GameCategory, Language } from '@lobby/contract';
import { SKELETON_COUNT } from '@lobby/domain';
import { DEFAULT_GAME_ICON, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useGameTile } from '../../app/use-game-tile';
import { sectionQuery } from './section-query';
import { useNearViewport } from './use-near-viewport';

const LOTTERY_ROWS = 6;

/**
 * The dedicated lottery and e-lottery block of the classic home (spec section 2): draws as a list
 * of rows with a play button; no favourite star and no more link for lottery types (spec section 9).
 */
export function LotteryBlock({ category, language }: { category: GameCategory; language: Language }) {
  const { t } = useTranslation();
  const tileProps = useGameTile();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isError } = useGetGameListQuery(sectionQuery(category, language, LOTTERY_ROWS), { skip: !near });
  if ((data && data.games.length === 0) || isError) return null;
  const titleId = `block-${category}`;
  return (
    <section ref={ref} className="section" aria-labelledby={titleId} data-testid={`block-${category}`}>
      <div className="section__head">
        <h2 id={titleId} className="section__title">
          {t(`categories.${category}`)}
        </h2>
      </div>
      {!data ? (
        near ? <SkeletonGrid count={SKELETON_COUNT.homeSection} label={t('app.loading')} layout="row" /> : <div className="game-row--idle" />
      ) : (
        <ul className="draw-list">
          {data.games.map((game) => (
            <li key={game.gameId} className="draw-list__item">
              <img
                className="draw-list__icon"
                src={game.iconUrl || DEFAULT_GAME_ICON}
                alt=""
                width={44}
                height={44}
                loading="lazy"
                decoding="async"
                onError={(e) => {
                  if (e.currentTarget.src !== DEFAULT_GAME_ICON) e.currentTarget.src = DEFAULT_GAME_ICON;
                }}
              />
              <span className="draw-list__name">{game.gameName}</span>
              <button type="button" className="button" onClick={() => tileProps(game).onPlay?.(game)} aria-label={t('game.play', { name: game.gameName })}>
                {t('home.play')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
