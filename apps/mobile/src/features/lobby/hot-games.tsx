import { useGetHotGamesQuery } from '@lobby/api-client';
import type { Language } from '@lobby/contract';
import { PAGE_SIZES, SKELETON_COUNT } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { GameGrid } from '../../components/games/game-grid';
import '../../components/section.css';

/** The hot block of the classic home: the first nine hot games and a more link (spec section 2). */
export function HotGames({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { data, error, isLoading, isFetching, refetch } = useGetHotGamesQuery({ language });

  return (
    <section className="section" aria-labelledby="hot-title" aria-busy={isFetching} data-testid="block-HOT">
      <div className="section__head">
        <h2 id="hot-title" className="section__title">
          {t('home.hotGames')}
        </h2>
        <Link to="/hot-games" className="section__more">
          {t('home.more')}
        </Link>
      </div>
      {isLoading ? (
        <SkeletonGrid count={SKELETON_COUNT.homeSection} label={t('app.loading')} />
      ) : error ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <EmptyState message={t('home.empty')} />
      ) : (
        <GameGrid games={data.slice(0, PAGE_SIZES.hotOnHome)} />
      )}
    </section>
  );
}
