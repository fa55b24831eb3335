import { HotGamesPage } from '../features/games/hot-games-page';

/** /m/hot-games */
export function HotGamesRoute() {
  return <HotGamesPage />;
}
