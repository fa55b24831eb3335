import type { Game } from '@lobby/contract';
import { GameTile } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Games as tiles, three to a row; playing needs a session (spec section 4). */
export function GameGrid({ games, priorityCount = 0 }: { games: readonly Game[]; priorityCount?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ul className="game-grid" data-testid="game-grid">
      {games.map((game, i) => (
        <li key={game.gameId}>
          <GameTile
            game={game}
            priority={i < priorityCount}
            labels={{
              play: t('game.play', { name: game.gameName }),
              hot: t('game.hot'),
              new: t('game.new'),
              favourite: t('game.favourite'),
              unfavourite: t('game.unfavourite'),
            }}
            onPlay={() => navigate('/login')}
            favourite={{ active: false, onToggle: () => navigate('/login') }}
          />
        </li>
      ))}
    </ul>
  );
}
