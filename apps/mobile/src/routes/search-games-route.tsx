import { SearchPanel } from '../features/games/search-panel';

/** /m/search-games */
export function SearchGamesRoute() {
  return <SearchPanel />;
}
