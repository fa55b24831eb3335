import { isApiError, useGetHotGamesQuery } from '@lobby/api-client';
import { errorMessageKey, type Language } from '@lobby/i18n';
import { GameTile, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useGameTile } from '../../app/use-game-tile';

const HOME_HOT_COUNT = 9; // spec section 9: hot on home 9
const SKELETONS = 8; // spec section 9: 8 in the home section

/** The home hot block: the first nine hot games from the server. */
export function HotGames({ language }: { language: Language }) {
  const { t } = useTranslation();
  const tileProps = useGameTile();
  const { data, error, isLoading, isFetching, refetch } = useGetHotGamesQuery({ language });

  return (
    <section className="section" aria-labelledby="hot-title" aria-busy={isFetching}>
      <div className="section__head">
        <h2 id="hot-title" className="section__title">
          {t('home.hotGames')}
        </h2>
      </div>
      {isLoading ? (
        <SkeletonGrid count={SKELETONS} label={t('app.loading')} />
      ) : error ? (
        <div className="notice" role="alert">
          <p>{t(errorMessageKey(isApiError(error) ? error.code : undefined))}</p>
          <button type="button" className="button" onClick={() => refetch()}>
            {t('app.retry')}
          </button>
        </div>
      ) : !data || data.length === 0 ? (
        <p className="notice">{t('home.empty')}</p>
      ) : (
        <ul className="game-grid" data-testid="hot-games">
          {data.slice(0, HOME_HOT_COUNT).map((game, i) => (
            <li key={game.gameId}>
              <GameTile game={game} priority={i < 3} {...tileProps(game)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
