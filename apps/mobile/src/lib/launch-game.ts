import { playApi, settingsApi } from '@lobby/api-client';
import type { Game } from '@lobby/contract';
import { launchRoute, prizeMode } from '@lobby/domain';
import type { NavigateFunction } from 'react-router-dom';
import { toastDone, toastShown } from '../stores/lobby';
import type { AppDispatch, RootState } from '../stores/store';
import { GAME_FRAME_ROUTE, gameFrameState } from './game-frame';

export interface LaunchDeps {
  dispatch: AppDispatch;
  getState: () => RootState;
  navigate: NavigateFunction;
  /** Translated texts: the waiting message, and a refusal's message. */
  launching: string;
  errorText: (error: unknown) => string;
}

/** A site path under /m becomes a route of the router (basename /m); anything else is left. */
const routeOf = (url: string) => (url.startsWith('/m/') ? url.slice(2) : null);

/**
 * Launch routing (spec section 4) once a member taps a game: an RNG vendor tile opens the
 * vendor's list; everything else asks the server to launch (session required; it records the
 * recent game and refuses while another game is unfinished) and opens the URL it answers, a
 * lottery with the site's prize mode. A refusal is a translated toast. Loaded on the first tap.
 */
/** A game, or a vendor entry (a sportsbook card: `entry: 'vassalage'`, no game of its own). */
export type Launchable = Pick<Game, 'gameType' | 'vassalage'> &
  Partial<Pick<Game, 'gameId' | 'nodeId'>> & { entry?: 'game' | 'vassalage' };

export async function launchGame(game: Launchable, deps: LaunchDeps) {
  const { dispatch, getState, navigate } = deps;
  const member = getState().session.current !== null;
  const settings = settingsApi.endpoints.getSiteSettings.select()(getState()).data;
  const route = launchRoute(
    { gameType: game.gameType, vassalage: game.vassalage, gameId: game.gameId, nodeId: game.nodeId, entry: game.entry },
    { hasSession: member, prizeMode: prizeMode(settings?.vendorMapping) },
  );
  if (route.kind === 'login') return navigate('/login');
  if (route.kind === 'provider') return navigate(routeOf(route.path) ?? route.path);
  dispatch(toastShown({ message: deps.launching, tone: 'info' }));
  // Mobile H5 games in traditional play (spec section 3 launch fields); the wallet follows the account.
  const result = await dispatch(
    playApi.endpoints.launchGame.initiate({
      // A vendor entry launches the vendor's lobby of its type (spec section 4: vendor route).
      ...(route.kind === 'vendor' ? {} : { nodeId: game.nodeId, gameId: game.gameId }),
      vassalage: game.vassalage,
      gameType: game.gameType,
      isGameH5: '1',
      playType: 'trad',
    }),
  );
  if ('error' in result)
    return dispatch(toastShown({ message: deps.errorText(result.error), tone: 'error', duration: 'short' }));
  dispatch(toastDone());
  // Lotteries open on our launch-lottery path, in the site's prize mode (TCG_SEA: SEA).
  const url =
    route.kind === 'lottery'
      ? `${route.path}?${new URLSearchParams({ nodeId: game.nodeId ?? '', vassalage: game.vassalage, gameType: game.gameType, prizeMode: route.prizeMode })}`
      : result.data.url;
  // A provider that allows it plays in the site's frame; otherwise its page replaces the site's.
  if (route.kind !== 'lottery' && result.data.kind === 'provider' && result.data.frame)
    return navigate(GAME_FRAME_ROUTE, { state: gameFrameState(url) });
  const path = routeOf(url);
  if (path) void navigate(path);
  else window.location.assign(url);
}
