import { useGetHotGamesQuery, useRefreshHotGamesMutation } from '@lobby/api-client';
import { SKELETON_COUNT } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { ApiErrorState } from '../../components/api-error-state';
import { GameGrid } from '../../components/games/game-grid';
import { useListLanguage } from '../../hooks/use-list-language';
import styles from './hot-games-page.module.css';
import { ListTabs } from './list-tabs';

/** The Popular list: every hot game of the brand, under the Popular/Favourite/Recent tabs; cached for the visit, refreshable. */
export function HotGamesPage() {
  const { t } = useTranslation();
  const language = useListLanguage();
  const { data, error, isLoading, refetch } = useGetHotGamesQuery({ language });
  const [refresh, refreshing] = useRefreshHotGamesMutation();
  const body = isLoading ? (
    <SkeletonGrid count={SKELETON_COUNT.list} label={t('app.loading')} />
  ) : error ? (
    <ApiErrorState error={error} onRetry={() => void refetch()} />
  ) : !data?.length ? (
    <EmptyState message={t('home.empty')} />
  ) : (
    <GameGrid games={data} priorityCount={3} />
  );
  return (
    <>
      <ListTabs />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--ghost"
          disabled={refreshing.isLoading}
          onClick={() => void refresh({ language })}
        >
          {refreshing.isLoading ? t('app.loading') : t('games.refresh')}
        </button>
      </div>
      {body}
    </>
  );
}
