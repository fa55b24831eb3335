import { useGetGameListQuery } from '@lobby/api-client';
import { SKELETON_COUNT } from '@lobby/domain';
import { GameTile, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGameTile } from '../../hooks/use-game-tile';
import { useNearViewport } from './use-near-viewport';
import '../../components/section.css';
import '../../components/games/game-grid.css';
import './game-row.css';

export interface GameSectionProps {
  /** Unique on the page: names the heading and the test id. */
  id: string;
  title: string;
  query: Record<string, string>;
  /** The view-all link (app path, without /m); none hides it. */
  moreTo?: string | null;
  /** row: one sideways row, 3.2 per view; rows2: two sideways rows; grid: three to a row. */
  layout?: 'row' | 'rows2' | 'grid';
}

/**
 * A block of games on home (spec section 2): title, view-all link and the games. It asks for its
 * games only near the viewport and disappears when there are none (or they cannot be loaded:
 * a block is extra, the rest of home must still show).
 */
export function GameSection({ id, title, query, moreTo, layout = 'row' }: GameSectionProps) {
  const { t } = useTranslation();
  const tileProps = useGameTile();
  const [ref, near] = useNearViewport<HTMLElement>();
  const { data, isError } = useGetGameListQuery(query, { skip: !near });
  if ((data && data.games.length === 0) || isError) return null;
  const titleId = `section-${id}`;
  const listClass = layout === 'grid' ? 'game-grid' : layout === 'rows2' ? 'game-row game-row--two' : 'game-row';

  return (
    <section ref={ref} className="section" aria-labelledby={titleId} data-testid={`section-${id}`}>
      <div className="section__head">
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        {moreTo && (
          <Link to={moreTo} className="section__more">
            {t('home.more')}
          </Link>
        )}
      </div>
      {!near ? (
        // Off screen the block is an empty box of the same height: no nodes or shimmer until near.
        <div className={`game-row--idle game-row--idle-${layout}`} />
      ) : !data ? (
        <SkeletonGrid
          count={SKELETON_COUNT.homeSection}
          label={t('app.loading')}
          layout={layout === 'grid' ? 'grid' : 'row'}
        />
      ) : (
        <ul className={listClass}>
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
