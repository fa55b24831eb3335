import { FavGamesPage } from '../features/games/fav-games-page';

/** /m/fav-games */
export function FavGamesRoute() {
  return <FavGamesPage />;
}
