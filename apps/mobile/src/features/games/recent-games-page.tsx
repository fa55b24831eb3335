import { useGetRecentGamesQuery } from '@lobby/api-client';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../stores/hooks';
import { MemberGameList, useGrowingMemberList } from './member-game-list';

/**
 * /m/recent-games (spec sections 2 and 7): the games a member launched, latest first, 36 at a
 * time with 'show more 36', optionally of one `gameType`. Visitors go to login.
 */
export function RecentGamesPage() {
  const { t } = useTranslation('play');
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const list = useGrowingMemberList();
  const { data, error, isLoading, isFetching, refetch } = useGetRecentGamesQuery(list.args, { skip: !loggedIn });
  if (!loggedIn) return <Navigate to="/login" replace />;
  return (
    <MemberGameList
      testId="recent-games"
      games={data?.games}
      totalCount={data?.totalCount ?? 0}
      empty={t('recent.empty')}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      onMore={list.canGrow ? list.grow : undefined}
    />
  );
}
