import { useGetRecentGamesQuery } from '@lobby/api-client';
import { PAGE_SIZES, SKELETON_COUNT } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { useAppSelector } from '../../stores/hooks';
import { useListLanguage } from '../../hooks/use-list-language';
import { GameGrid } from '../../components/games/game-grid';
import { ListTabs } from './list-tabs';

/**
 * /m/recent-games (spec sections 2 and 7): the games a member launched, latest first, 36 at a
 * time with 'show more 36', optionally of one `gameType`. Visitors go to login.
 */
export function RecentGamesPage() {
  const { t } = useTranslation(['play', 'translation']);
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const language = useListLanguage();
  const gameType = useSearchParams()[0].get('gameType') ?? undefined;
  const [pages, setPages] = useState(1);
  const pageSize = Math.min(PAGE_SIZES.favourites * pages, PAGE_SIZES.favouritesInSearch);
  const { data, error, isLoading, isFetching, refetch } = useGetRecentGamesQuery({ language, pageSize, gameType }, { skip: !loggedIn });
  if (!loggedIn) return <Navigate to="/login" replace />;
  const body = isLoading ? (
    <SkeletonGrid count={SKELETON_COUNT.list} label={t('app.loading')} />
  ) : error || !data ? (
    <ApiErrorState error={error} onRetry={() => void refetch()} />
  ) : data.games.length === 0 ? (
    <EmptyState message={t('recent.empty')} />
  ) : (
    <>
      <GameGrid games={data.games} priorityCount={3} />
      {data.totalCount > data.games.length && pageSize < PAGE_SIZES.favouritesInSearch && (
        <button type="button" className="button button--wide" disabled={isFetching} onClick={() => setPages(pages + 1)}>
          {isFetching ? t('app.loading') : t('games.showMore', { count: PAGE_SIZES.favourites })}
        </button>
      )}
    </>
  );
  return (
    <div className="game-list" data-testid="recent-games">
      <ListTabs />
      {body}
    </div>
  );
}
