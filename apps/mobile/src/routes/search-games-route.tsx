import { useSearchParams } from 'react-router-dom';
import { SearchPanel } from '../features/games/search-panel';

/** /m/search-games, with the optional gameType query (spec section 2). */
export function SearchGamesRoute() {
  const [params] = useSearchParams();
  return <SearchPanel gameType={params.get('gameType') ?? undefined} />;
}
