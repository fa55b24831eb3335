import { CATEGORY_QUERY, type VendorCategory } from '@lobby/contract';
import {
  categoryBannerGroup,
  categoryVendors,
  gameListView,
  hasMore,
  hasSearchPopup,
  PAGE_SIZES,
  showsSkeleton,
  showsVendorSelector,
  SKELETON_COUNT,
  type LobbyCategory,
} from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BannerRow } from '../../components/banner-row';
import { GameGrid } from '../../components/games/game-grid';
import { SearchButton } from '../../components/games/search-button';
import { useListLanguage } from '../../hooks/use-list-language';
import { ClassTabs } from './class-tabs';
import { SearchPopup } from './search-popup';
import { useGameList } from './use-game-list';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll';
import { VendorGrid } from './vendor-grid';
import { VendorSelect } from './vendor-select';
import './game-list-page.css';

const isVendorCategory = (category: LobbyCategory): category is VendorCategory => category in CATEGORY_QUERY;

/** A category's games (spec sections 2 and 4): vendor dropdown, class tabs, skeletons, empty state, load more. */
function GameList({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation();
  const language = useListLanguage();
  const [params] = useSearchParams();
  const options = {
    vendor: params.get('vassalage') ?? undefined,
    dataType: params.get('dataType') ?? undefined,
    gameType: params.get('gameType') ?? undefined,
  };
  const [state, dispatch] = useGameList(category, options, language);
  const [searching, setSearching] = useState(false);
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(
    () => dispatch({ type: 'loadMore' }),
    hasMore(state) && state.status === 'loaded',
  );

  return (
    <div className="game-list">
      {showsVendorSelector(category) && state.gameType && (
        <VendorSelect
          gameType={state.gameType}
          within={categoryVendors(category)}
          language={language}
          selected={state.vendors}
          onSelect={(vendor) => dispatch({ type: 'setVendor', vendor })}
        />
      )}
      <div className="list-toolbar">
        <ClassTabs value={state.dataType} onChange={(value) => dispatch({ type: 'setClass', value })} />
        {/* Search within the category, except for the lottery types (spec section 2). */}
        {hasSearchPopup(category) && <SearchButton onClick={() => setSearching(true)} />}
      </div>
      <SearchPopup open={searching} onClose={() => setSearching(false)} gameType={state.gameType || undefined} />
      {showsSkeleton(state) ? (
        <SkeletonGrid count={SKELETON_COUNT.list} label={t('app.loading')} />
      ) : state.status === 'empty' ? (
        <EmptyState message={t('home.empty')} />
      ) : state.status === 'error' && state.games.length === 0 ? (
        <EmptyState
          tone="error"
          message={t('errors.unknown')}
          action={{ label: t('app.retry'), onClick: () => dispatch({ type: 'reload' }) }}
        />
      ) : (
        <>
          <GameGrid games={state.games} priorityCount={3} />
          <div className="list-end">
            <div ref={sentinel} aria-hidden="true" />
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
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A category's game list screen (spec section 2): categories with one game set (JILI, bingo,
 * in-house...) list their games; the others first show their vendors, and a chosen vendor
 * (`?vassalage=`) lists its games. The category's banners lead both.
 */
export function GameListPage({ category }: { category: LobbyCategory }) {
  const language = useListLanguage();
  const [params] = useSearchParams();
  const chosen = params.get('vassalage') || params.get('dataType');
  const bannerGroup = categoryBannerGroup(category);
  return (
    <>
      {bannerGroup && <BannerRow group={bannerGroup} language={language} />}
      {gameListView(category) === 'vendorGrid' && !chosen && isVendorCategory(category) ? (
        <VendorGrid category={category} language={language} />
      ) : (
        <GameList category={category} />
      )}
    </>
  );
}
