import { GameCenter } from '../features/lobby/game-center';

/** /m/gameCenter */
export function GameCenterRoute() {
  return <GameCenter />;
}
