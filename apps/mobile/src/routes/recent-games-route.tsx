import { RecentGamesPage } from '../features/games/recent-games-page';

/** /m/recent-games */
export function RecentGamesRoute() {
  return <RecentGamesPage />;
}
