import type { Game } from '@lobby/contract';
import { GameTile, VirtualGrid } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useGameTile } from '../../hooks/use-game-tile';
import './game-grid.css';

/** A tile of 390 px phones: (390 - 2*16 - 2*8) / 3 wide, square art plus the name and the row gap. */
const ESTIMATED_ROW_HEIGHT = 160;

/**
 * Games as tiles, three to a row. Long lists render only the rows near the viewport, so 1,000+
 * games keep the DOM small and scrolling smooth.
 */
export function GameGrid({ games, priorityCount = 0 }: { games: readonly Game[]; priorityCount?: number }) {
  const { t } = useTranslation();
  const tileProps = useGameTile();
  return (
    <VirtualGrid
      className="game-grid"
      data-testid="game-grid"
      aria-label={t('shell.games')}
      items={games}
      getKey={(game) => game.gameId}
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      renderItem={(game, i) => <GameTile game={game} priority={i < priorityCount} {...tileProps(game)} />}
    />
  );
}
