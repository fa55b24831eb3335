import { useGetHotGamesQuery } from '@lobby/api-client';
import type { Language } from '@lobby/contract';
import { hotListView, SKELETON_COUNT } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorState } from '../../components/api-error-state';
import { GameGrid } from '../../components/games/game-grid';
import { GameNameInput } from '../../components/games/game-name-input';
import '../../components/section.css';
import './hot-list.css';

/**
 * The HOT tab of home (spec section 2): the first 6 hot games until 'more' or a search is typed;
 * the search keeps names containing the text, ignoring case; nothing found shows the empty state.
 */
export function HotList({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState(false);
  const { data, error, isLoading, refetch } = useGetHotGamesQuery({ language });
  const view = hotListView({ games: data ?? [], expanded, search });

  return (
    <section className="section" aria-labelledby="hot-list-title" data-testid="hot-list">
      <div className="section__head">
        <h2 id="hot-list-title" className="section__title">
          {t('home.hotGames')}
        </h2>
      </div>
      <GameNameInput label={t('home.searchHot')} value={search} onChange={setSearch} className="hot-list__search" />
      {isLoading ? (
        <SkeletonGrid count={SKELETON_COUNT.homeSection} label={t('app.loading')} />
      ) : error ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : view.empty ? (
        <EmptyState message={t('home.empty')} />
      ) : (
        <>
          <GameGrid games={view.items} priorityCount={3} />
          {view.showsMore && (
            <button type="button" className="button button--wide" onClick={() => setExpanded(true)}>
              {t('home.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
