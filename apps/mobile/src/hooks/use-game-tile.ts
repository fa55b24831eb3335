import { useAddFavouriteMutation, useGetFavouriteIdsQuery, useRemoveFavouriteMutation } from '@lobby/api-client';
import type { Game } from '@lobby/contract';
import type { GameTileProps } from '@lobby/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../stores/hooks';
import { useLaunch } from './use-launch';
import { useVendorName } from './use-vendor-name';

/**
 * What every lobby game tile needs: translated labels, and the favourite star (spec section 4):
 * a member's stars come from their favourites (asked for only with a session) and toggle them;
 * a visitor starring or playing a game is led to login; a member's tap launches (useLaunch).
 */
export function useGameTile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const { data: ids } = useGetFavouriteIdsQuery(undefined, { skip: !loggedIn });
  const favourites = useMemo(() => new Set(ids), [ids]);
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const launch = useLaunch();
  const vendorName = useVendorName();
  return useCallback(
    (game: Game): Omit<GameTileProps, 'game'> => {
      const active = favourites.has(game.nodeId);
      const action = { nodeId: game.nodeId, vendor: game.vassalage };
      return {
        labels: {
          hot: t('game.hot'),
          new: t('game.new'),
          favourite: t('game.favourite'),
          unfavourite: t('game.unfavourite'),
          vendor: vendorName(game),
        },
        onPlay: () => void launch(game),
        favourite: {
          active,
          onToggle: () => {
            if (!loggedIn) void navigate('/login');
            else void (active ? remove(action) : add(action));
          },
        },
      };
    },
    [t, navigate, favourites, loggedIn, add, remove, launch, vendorName],
  );
}
