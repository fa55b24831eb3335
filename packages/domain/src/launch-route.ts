import { DEFAULT_PRIZE_MODE, type LaunchPrizeMode, type PrizeMode } from './prize-mode';

/** Something a user taps to play: one game, or a tile that stands for a whole vendor. */
export interface LaunchItem {
  gameType: string;
  /** Vendor code. */
  vassalage: string;
  gameId?: string;
  nodeId?: string;
  /** 'vassalage' for a vendor tile (vendor grid, vendor menus); a single game otherwise. */
  entry?: 'game' | 'vassalage';
}

export interface LaunchContext {
  hasSession: boolean;
  /** The site's prize mode (see prizeMode); defaults to Elott. */
  prizeMode?: PrizeMode;
}

/** The spec names a "launch-lottery path" but not its route; this one is ours. */
export const LAUNCH_LOTTERY_PATH = '/m/launch-lottery';
export const LOGIN_PATH = '/m/login';

export type LaunchRoute =
  | { kind: 'login'; path: typeof LOGIN_PATH }
  | {
      kind: 'lottery';
      path: typeof LAUNCH_LOTTERY_PATH;
      vassalage: string;
      gameType: string;
      gameId?: string;
      prizeMode: LaunchPrizeMode;
    }
  | { kind: 'provider'; path: string; vassalage: string }
  | { kind: 'vendor'; vassalage: string; gameType: string }
  | { kind: 'game'; vassalage: string; gameType: string; gameId?: string; nodeId?: string };

const LOTTERY_VENDORS: ReadonlySet<string> = new Set(['TCG_LOTTO_VN', 'TCG_SEA']);
const LOTTERY_TYPES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/**
 * Where tapping an item leads (spec sections 2, 3 and 4). Our reading of the ambiguous points:
 * - "RNG games route to a page with ?vassalage={vendor}": a single game must launch, so this is
 *   the RNG vendor tile, which opens that vendor's game list at /m/provider?vassalage={vendor}
 *   (the route of spec section 2). That is browsing, not launching, so it needs no session.
 * - Everything else launches and needs a session, else /m/login (spec sections 4 and 5).
 * - Lottery first: vendors TCG_LOTTO_VN and TCG_SEA, and game types LOTT and ELOTT, open the
 *   launch-lottery path. "TCG_SEA (prize mode SEA)": TCG_SEA always plays in prize mode SEA; the
 *   others in the site's prize mode.
 * - "Vendor route for vassalage-type games": other vendor tiles launch the vendor's own lobby.
 * - Single games use the generic launch (launchGame with gameId and nodeId).
 */
export function launchRoute(item: LaunchItem, context: LaunchContext): LaunchRoute {
  const { vassalage, gameType } = item;
  const vendorTile = item.entry === 'vassalage';
  if (vendorTile && gameType === 'RNG') {
    return { kind: 'provider', path: `/m/provider?vassalage=${encodeURIComponent(vassalage)}`, vassalage };
  }
  if (!context.hasSession) return { kind: 'login', path: LOGIN_PATH };
  if (LOTTERY_VENDORS.has(vassalage) || LOTTERY_TYPES.has(gameType)) {
    const prizeMode = vassalage === 'TCG_SEA' ? 'SEA' : (context.prizeMode ?? DEFAULT_PRIZE_MODE);
    return { kind: 'lottery', path: LAUNCH_LOTTERY_PATH, vassalage, gameType, gameId: item.gameId, prizeMode };
  }
  if (vendorTile) return { kind: 'vendor', vassalage, gameType };
  return { kind: 'game', vassalage, gameType, gameId: item.gameId, nodeId: item.nodeId };
}
