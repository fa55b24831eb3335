import { useGetFavouriteGamesQuery, useGetFavouriteIdsQuery } from '@lobby/api-client';
import { PAGE_SIZES, SKELETON_COUNT } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { useAppSelector } from '../../stores/hooks';
import { useListLanguage } from '../../hooks/use-list-language';
import { GameGrid } from '../../components/games/game-grid';
import { ListTabs } from './list-tabs';

/**
 * /m/fav-games (spec sections 2 and 4): a member's favourites, 36 at a time with 'show more 36',
 * optionally of one `gameType`; a game unstarred leaves the list at once. Visitors go to login.
 */
export function FavGamesPage() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const language = useListLanguage();
  const gameType = useSearchParams()[0].get('gameType') ?? undefined;
  const [pages, setPages] = useState(1);
  const pageSize = Math.min(PAGE_SIZES.favourites * pages, PAGE_SIZES.favouritesInSearch);
  const { data, error, isLoading, isFetching, refetch } = useGetFavouriteGamesQuery({ language, pageSize, gameType }, { skip: !loggedIn });
  const { data: ids } = useGetFavouriteIdsQuery(undefined, { skip: !loggedIn });
  // The stars' ids change before the server answers: an unstarred game leaves the list first.
  const games = useMemo(() => (data && ids ? data.games.filter((g) => ids.includes(g.nodeId)) : data?.games ?? []), [data, ids]);
  if (!loggedIn) return <Navigate to="/login" replace />;
  const body = isLoading ? (
    <SkeletonGrid count={SKELETON_COUNT.list} label={t('app.loading')} />
  ) : error ? (
    <ApiErrorState error={error} onRetry={() => void refetch()} />
  ) : games.length === 0 ? (
    <EmptyState message={t('home.empty')} />
  ) : (
    <>
      <GameGrid games={games} priorityCount={3} />
      {data && data.totalCount > data.games.length && pageSize < PAGE_SIZES.favouritesInSearch && (
        <button type="button" className="button button--wide" disabled={isFetching} onClick={() => setPages(pages + 1)}>
          {isFetching ? t('app.loading') : t('games.showMore', { count: PAGE_SIZES.favourites })}
        </button>
      )}
    </>
  );
  return (
    <div className="game-list" data-testid="fav-games">
      <ListTabs />
      {body}
    </div>
  );
}
