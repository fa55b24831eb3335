import { isApiError, useGetHotGamesQuery } from '@lobby/api-client';
import { SKELETON_COUNT } from '@lobby/domain';
import { errorMessageKey } from '@lobby/i18n';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useListLanguage } from '../../app/use-list-language';
import { GameGrid } from './game-grid';
import { ListTabs } from './list-tabs';

/** The Popular list: every hot game of the brand, under the Popular/Favourite/Recent tabs. */
export function HotGamesPage() {
  const { t } = useTranslation();
  const language = useListLanguage();
  const { data, error, isLoading, refetch } = useGetHotGamesQuery({ language });
  const body = isLoading ? (
    <SkeletonGrid count={SKELETON_COUNT.list} label={t('app.loading')} />
  ) : error ? (
    <EmptyState
      tone="error"
      message={t(errorMessageKey(isApiError(error) ? error.code : undefined))}
      action={{ label: t('app.retry'), onClick: () => void refetch() }}
    />
  ) : !data?.length ? (
    <EmptyState message={t('home.empty')} />
  ) : (
    <GameGrid games={data} priorityCount={3} />
  );
  return (
    <>
      <ListTabs />
      {body}
    </>
  );
}
