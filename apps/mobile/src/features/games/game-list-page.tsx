import { errorMessageKey } from '@lobby/i18n';
import { hasMore, showsSkeleton, showsVendorSelector, SKELETON_COUNT, PAGE_SIZES, type LobbyCategory } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useListLanguage } from '../../app/use-list-language';
import { GameGrid } from './game-grid';
import { useGameList } from './use-game-list';
import { VendorChips } from './vendor-chips';

/** A category's game list (spec section 2): vendor selector, skeletons, empty state, load more. */
export function GameListPage({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation();
  const language = useListLanguage();
  const [params] = useSearchParams();
  const options = {
    vendor: params.get('vassalage') ?? undefined,
    dataType: params.get('dataType') ?? undefined,
    gameType: params.get('gameType') ?? undefined,
  };
  const [state, dispatch] = useGameList(category, options, language);

  // A language change reloads the list from page 1 with the names of the new language.
  useEffect(() => {
    dispatch({ type: 'reload' });
  }, [language, dispatch]);

  return (
    <div className="game-list">
      {showsVendorSelector(category) && state.gameType && (
        <VendorChips
          gameType={state.gameType}
          language={language}
          selected={state.vendors}
          onSelect={(vendor) => dispatch({ type: 'setVendor', vendor })}
        />
      )}
      {showsSkeleton(state) ? (
        <SkeletonGrid count={SKELETON_COUNT.list} label={t('app.loading')} />
      ) : state.status === 'empty' ? (
        <EmptyState message={t('home.empty')} />
      ) : state.status === 'error' && state.games.length === 0 ? (
        <EmptyState tone="error" message={t(errorMessageKey(undefined))} action={{ label: t('app.retry'), onClick: () => dispatch({ type: 'reload' }) }} />
      ) : (
        <>
          <GameGrid games={state.games} priorityCount={3} />
          {hasMore(state) && (
            <button
              type="button"
              className="button button--wide"
              disabled={state.status === 'loading'}
              onClick={() => dispatch({ type: 'loadMore' })}
            >
              {state.status === 'loading' ? t('app.loading') : t('games.showMore', { count: PAGE_SIZES.games })}
            </button>
          )}
        </>
      )}
    </div>
  );
}
