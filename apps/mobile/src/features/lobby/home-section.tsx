import { useGetGameListQuery } from '@lobby/api-client';
import type { Language } from '@lobby/contract';
import { gameListQuery, initialGameFilter, pathForCategory, showsMoreButton, SKELETON_COUNT, type LobbyCategory } from '@lobby/domain';
import { GameTile, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGameTile } from '../../app/use-game-tile';
import { useNearViewport } from './use-near-viewport';

const SECTION_GAMES = 12;

/**
 * A category's block on home (spec section 2): title, view-all link and a row of games that
 * scrolls sideways (3.2 per view). It asks for its games only near the viewport and disappears
 * when the category has none.
 */
export function HomeSection({ category, language }: { category: LobbyCategory; language: Language }) {
  const { t } = useTranslation();
  const tileProps = useGameTile();
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = { ...gameListQuery(initialGameFilter(category), language), pageSize: String(SECTION_GAMES) };
  const { data, isLoading, isError } = useGetGameListQuery(query, { skip: !near });
  const path = pathForCategory(category);
  if (data && data.games.length === 0) return null;
  if (isError) return null;
  const titleId = `home-section-${category}`;

  return (
    <section ref={ref} className="section" aria-labelledby={titleId} data-testid={`home-section-${category}`}>
      <div className="section__head">
        <h2 id={titleId} className="section__title">
          {t(`categories.${category}`)}
        </h2>
        {path && showsMoreButton(category) && (
          <Link to={path.replace(/^\/m/, '')} className="section__more">
            {t('home.more')}
          </Link>
        )}
      </div>
      {!near ? (
        // Off screen the row is an empty box of the same height: no nodes or shimmer until near.
        <div className="game-row game-row--idle" />
      ) : !data || isLoading ? (
        <SkeletonGrid count={SKELETON_COUNT.homeSection} label={t('app.loading')} layout="row" />
      ) : (
        <ul className="game-row">
          {data.games.map((game) => (
            <li key={game.gameId}>
              <GameTile game={game} {...tileProps(game)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
