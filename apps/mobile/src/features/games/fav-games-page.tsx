import { useGetFavouriteGamesQuery, useGetFavouriteIdsQuery } from '@lobby/api-client';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../stores/hooks';
import { MemberGameList, useGrowingMemberList } from './member-game-list';

/**
 * /m/fav-games (spec sections 2 and 4): a member's favourites, 36 at a time with 'show more 36',
 * optionally of one `gameType`; a game unstarred leaves the list at once. Visitors go to login.
 */
export function FavGamesPage() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const list = useGrowingMemberList();
  const { data, error, isLoading, isFetching, refetch } = useGetFavouriteGamesQuery(list.args, { skip: !loggedIn });
  const { data: ids } = useGetFavouriteIdsQuery(undefined, { skip: !loggedIn });
  // The stars' ids change before the server answers: an unstarred game leaves the list first.
  const games = useMemo(
    () => (data && ids ? data.games.filter((g) => ids.includes(g.nodeId)) : data?.games),
    [data, ids],
  );
  if (!loggedIn) return <Navigate to="/login" replace />;
  return (
    <MemberGameList
      testId="fav-games"
      games={games}
      totalCount={data?.totalCount ?? 0}
      empty={t('home.empty')}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      onMore={list.canGrow ? list.grow : undefined}
    />
  );
}
