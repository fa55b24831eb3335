import type { Game } from '@lobby/contract';
import type { GameTileProps } from '@lobby/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * What every lobby game tile needs: translated labels, and for a visitor playing or starring a
 * game leads to login (spec section 4).
 */
export function useGameTile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (game: Game): Omit<GameTileProps, 'game'> => ({
      labels: {
        play: t('game.play', { name: game.gameName }),
        hot: t('game.hot'),
        new: t('game.new'),
        favourite: t('game.favourite'),
        unfavourite: t('game.unfavourite'),
      },
      onPlay: () => navigate('/login'),
      favourite: { active: false, onToggle: () => navigate('/login') },
    }),
    [t, navigate],
  );
}
