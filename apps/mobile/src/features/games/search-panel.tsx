// Kept on useState, not a form library: one search box feeding a debounced query, loaded by the first page (the home search popup), whose size budget the library would break.
import type { Language } from '@lobby/contract';
import { contentLanguageOf } from '@lobby/contract/constants';
import { LOBBY_TIMINGS, hasMore, moneyLocale, showsSkeleton, SKELETON_COUNT, PAGE_SIZES } from '@lobby/domain';
import { EmptyState, SkeletonGrid } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../components/games/game-grid';
import { GameNameInput } from '../../components/games/game-name-input';
import { useAppSelector } from '../../stores/hooks';
import { ListTabs } from './list-tabs';
import { useGameList } from './use-game-list';
import './search-panel.css';

/**
 * Game search (spec section 2): typing searches after 500 ms, Enter at once; shortcuts to the
 * Popular, Favourite and Recent lists; results with load more, or the no-result view.
 */
/** One search's results: a new text is a new list from page 1 (spec section 4). */
function SearchResults({ query, language, gameType }: { query: string; language: Language; gameType?: string }) {
  // The results' words are the play namespace's (loaded with the panel: withStrings).
  const { t, i18n } = useTranslation('search');
  const [state, dispatch] = useGameList('SEARCH', { search: query, gameType }, language);
  const total = new Intl.NumberFormat(moneyLocale(i18n.language)).format(state.totalCount ?? 0);
  if (showsSkeleton(state)) return <SkeletonGrid count={SKELETON_COUNT.list} label={t('app.loading')} />;
  if (state.status === 'empty') return <EmptyState message={t('search.noResult', { text: query })} />;
  if (state.status === 'error' && state.games.length === 0) {
    return (
      <EmptyState
        tone="error"
        message={t('errors.unknown')}
        action={{ label: t('app.retry'), onClick: () => dispatch({ type: 'reload' }) }}
      />
    );
  }
  return (
    <div data-testid="search-results">
      {/* "1,000+" when it found more than it answers (GAME_SEARCH_RESULT_CAP). */}
      <p className="search-panel__count" data-testid="search-count">
        {state.capped ? t('search.foundCapped', { total }) : t('search.found', { count: state.totalCount, total })}
      </p>
      <GameGrid games={state.games} />
      <div className="list-end">
        {state.capped && !hasMore(state) && (
          <p className="search-panel__note" data-testid="search-cap-note">
            {t('search.capNote', { total })}
          </p>
        )}
        {hasMore(state) && (
          <button
            type="button"
            className="button button--wide"
            disabled={state.status === 'loading'}
            onClick={() => dispatch({ type: 'loadMore' })}
          >
            {state.status === 'loading' ? t('app.loading') : t('games.showMore', { count: PAGE_SIZES.games })}
          </button>
        )}
      </div>
    </div>
  );
}

/** `gameType` narrows the search to one type (the search screen's optional query, spec section 2). */
export function SearchPanel({ onNavigate, gameType }: { onNavigate?: () => void; gameType?: string }) {
  const { t } = useTranslation();
  const language = useAppSelector((s) => contentLanguageOf(s.preferences.language));
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), LOBBY_TIMINGS.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <div className="search-panel">
      <form
        role="search"
        className="search-panel__form"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <GameNameInput
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={setText}
        />
      </form>
      <ListTabs onNavigate={onNavigate} />
      {query && <SearchResults key={query} query={query} language={language} gameType={gameType} />}
    </div>
  );
}
