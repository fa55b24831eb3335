import { useGetGameListQuery } from '@lobby/api-client';
import type { GameCategory, Language } from '@lobby/contract';
import { SKELETON_COUNT } from '@lobby/domain';
import { SkeletonGrid } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameTile } from '../../hooks/use-game-tile';
import { sectionQuery } from './section-query';
import { useNearViewport } from './use-near-viewport';
import '../../components/section.css';
import './game-row.css';

const LOTTERY_ROWS = 6;

// Draw rows come with their data, near the bottom of home: their code stays out of the first load.
const DrawRow = lazy(async () => ({ default: (await import('../../components/draw-row')).DrawRow }));

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
  const loading = <SkeletonGrid count={SKELETON_COUNT.homeSection} label={t('app.loading')} layout="row" />;
  return (
    <section ref={ref} className="section" aria-labelledby={titleId} data-testid={`block-${category}`}>
      <div className="section__head">
        <h2 id={titleId} className="section__title">
          {t(`categories.${category}`)}
        </h2>
      </div>
      {!data ? (
        near ? (
          loading
        ) : (
          <div className="game-row--idle" />
        )
      ) : (
        <Suspense fallback={loading}>
          <ul className="draw-list">
            {data.games.map((game) => (
              <DrawRow key={game.gameId} game={game} onPlay={() => tileProps(game).onPlay(game)} />
            ))}
          </ul>
        </Suspense>
      )}
    </section>
  );
}
