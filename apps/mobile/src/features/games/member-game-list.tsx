import type { Game } from '@lobby/contract';
import { GAME_TYPES } from '@lobby/contract/constants';
import { PAGE_SIZES, SKELETON_COUNT } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiErrorState } from '../../components/api-error-state';
import { GameGrid } from '../../components/games/game-grid';
import { useListLanguage } from '../../hooks/use-list-language';
import { ListTabs } from './list-tabs';

/**
 * What a member's own list asks (spec sections 4 and 7): the list language, the optional
 * `gameType`, and a page size that grows by 36 with each 'show more', up to 200.
 */
export function useGrowingMemberList() {
  const language = useListLanguage();
  // The address's gameType, when it names one (ELOTTO is the platform's older name of ELOTT).
  const asked = useSearchParams()[0].get('gameType');
  const gameType = GAME_TYPES.find((type) => type === (asked === 'ELOTTO' ? 'ELOTT' : asked));
  const [pages, setPages] = useState(1);
  const pageSize = Math.min(PAGE_SIZES.favourites * pages, PAGE_SIZES.favouritesInSearch);
  return {
    args: { language, pageSize, ...(gameType ? { gameType } : {}) },
    canGrow: pageSize < PAGE_SIZES.favouritesInSearch,
    grow: () => setPages((n) => n + 1),
  };
}

export interface MemberGameListProps {
  testId: string;
  /** The games to show, once the first answer came. */
  games: readonly Game[] | undefined;
  /** How many the member has in all. */
  totalCount: number;
  empty: string;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  /** Offered while more games exist and the list may still grow. */
  onMore: (() => void) | undefined;
}

/** A member's favourites or recent games: the list tabs, then skeletons, the error, the empty line or the games. */
export function MemberGameList({
  testId,
  games,
  totalCount,
  empty,
  loading,
  fetching,
  error,
  onRetry,
  onMore,
}: MemberGameListProps) {
  const { t } = useTranslation();
  const body = loading ? (
    <SkeletonGrid count={SKELETON_COUNT.list} label={t('app.loading')} />
  ) : error || !games ? (
    <ApiErrorState error={error} onRetry={onRetry} />
  ) : games.length === 0 ? (
    <EmptyState message={empty} />
  ) : (
    <>
      <GameGrid games={games} priorityCount={3} />
      {onMore && totalCount > games.length && (
        <div className="list-end">
          <button type="button" className="button button--wide" disabled={fetching} onClick={onMore}>
            {fetching ? t('app.loading') : t('games.showMore', { count: PAGE_SIZES.favourites })}
          </button>
        </div>
      )}
    </>
  );
  return (
    <div className="game-list" data-testid={testId}>
      <ListTabs />
      {body}
    </div>
  );
}
