import type { Game } from '@lobby/contract';
import { GameTile } from '@lobby/ui';
import { useGameTile } from '../../app/use-game-tile';

/** Games as tiles, three to a row. */
export function GameGrid({ games, priorityCount = 0 }: { games: readonly Game[]; priorityCount?: number }) {
  const tileProps = useGameTile();
  return (
    <ul className="game-grid" data-testid="game-grid">
      {games.map((game, i) => (
        <li key={game.gameId}>
          <GameTile game={game} priority={i < priorityCount} {...tileProps(game)} />
        </li>
      ))}
    </ul>
  );
}
