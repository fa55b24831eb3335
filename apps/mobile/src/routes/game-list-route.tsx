import { categoryForPath } from '@lobby/domain';
import { useLocation } from 'react-router-dom';
import { GameListPage } from '../features/games/game-list-page';

/** /m/slot-games, /m/live-games ... and /m/provider?vassalage= (an RNG vendor's games). */
export function GameListRoute() {
  const { pathname, search } = useLocation();
  const category = categoryForPath(`/m${pathname}`) ?? 'RNG';
  // A new category or query is a new list: remount so the filter starts from its rules.
  return <GameListPage key={pathname + search} category={category} />;
}
