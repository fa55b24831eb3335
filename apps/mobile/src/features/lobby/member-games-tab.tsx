import { useGetMemberGamePageQuery } from '@lobby/api-client';
import type { Language } from '@lobby/contract';
import { PAGE_SIZES, SKELETON_COUNT } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { GameGrid } from '../../components/games/game-grid';
import { useAppSelector } from '../../stores/hooks';
import '../../components/section.css';

/**
 * Home's Favourites and Recent tabs for a member (spec sections 2 and 9): their own lists, the
 * favourites 100 at a time on home, recent games 36; the view-all link opens the full screen.
 */
export function MemberGamesTab({ category, language }: { category: 'FAV' | 'RECENT'; language: Language }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const favourites = category === 'FAV';
  const params: Record<string, string> = favourites
    ? { pageNo: '1', pageSize: String(PAGE_SIZES.favouritesOnHome), language }
    : { page: '1', pageSize: String(PAGE_SIZES.recent), language, clientType: '2' };
  const { data, error, isLoading, refetch } = useGetMemberGamePageQuery(
    { source: favourites ? 'favourites' : 'recent', params },
    { skip: !loggedIn },
  );
  const titleId = `section-tab-${category}`;
  return (
    <section className="section" aria-labelledby={titleId} data-testid={`section-tab-${category}`}>
      <div className="section__head">
        <h2 id={titleId} className="section__title">
          {t(`categories.${category}`)}
        </h2>
        <Link to={favourites ? '/fav-games' : '/recent-games'} className="section__more">
          {t('home.more')}
        </Link>
      </div>
      {isLoading || !loggedIn ? (
        <SkeletonGrid count={SKELETON_COUNT.homeSection} label={t('app.loading')} />
      ) : error || !data ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : data.games.length === 0 ? (
        <EmptyState message={t('home.empty')} />
      ) : (
        <GameGrid games={data.games} />
      )}
    </section>
  );
}
