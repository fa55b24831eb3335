import type { LaunchValue } from '@lobby/contract';
import { IN_HOUSE_VENDOR } from '@lobby/contract/constants';

/** Who launches: the member, the site session the launch came from, and their brand. */
export interface LaunchPlayer {
  memberId: string;
  sessionId: string;
  merchantCode: string;
}

/** What a gateway knows of the game being launched. */
export interface LaunchTarget {
  nodeId: string;
  gameId: string;
  /** The vendor's own code of the game. */
  gameCode: string;
  vendorCode: string;
  gameType: string;
  /** 1 real money, 0 free-play wallet (known-api.md). */
  accountType: 0 | 1;
  language: string;
  /** Traditional or entertainment play (spec section 3), when the launch names one. */
  playType?: 'trad' | 'ent' | undefined;
  roomId?: string | undefined;
  player: LaunchPlayer;
  /** Where a vendor's page sends the player back to. */
  returnUrl: string;
}

/**
 * How a vendor's game is opened: a real integration asks the vendor for a signed game URL; ours
 * answer our own pages. The launch service picks the vendor's gateway and never knows which.
 */
export interface VendorGateway {
  launch(target: LaunchTarget): Promise<LaunchValue>;
  /** The vendor's own lobby of one game type (a sportsbook, a live casino floor); `nodeId` is a game of that type. */
  launchLobby(
    target: Pick<
      LaunchTarget,
      'vendorCode' | 'gameType' | 'accountType' | 'language' | 'player' | 'returnUrl' | 'nodeId' | 'gameCode'
    >,
  ): Promise<LaunchValue>;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Our own games (vendor BGS) run on this server: the table page of the site. */
export const inHouseGateway: VendorGateway = {
  async launch(target) {
    return {
      kind: 'inHouse',
      url: `/m/play?${query({ nodeId: target.nodeId, accountType: String(target.accountType) })}`,
    };
  },
  // Our games' lobby is their list.
  async launchLobby() {
    return { kind: 'inHouse', url: '/m/inHouse' };
  },
};

/**
 * A vendor no configured game provider lists (no provider set up, or its catalogue not synced
 * yet): its launch answers a page of ours that says plainly it is a stand-in for the vendor's game.
 */
export const demoVendorGateway: VendorGateway = {
  async launch(target) {
    return {
      kind: 'demo',
      url: `/m/demo-game?${query({
        nodeId: target.nodeId,
        vassalage: target.vendorCode,
        gameType: target.gameType,
        accountType: String(target.accountType),
        ...(target.playType ? { playType: target.playType } : {}),
        ...(target.roomId ? { roomId: target.roomId } : {}),
      })}`,
    };
  },
  async launchLobby(target) {
    return {
      kind: 'demo',
      url: `/m/demo-game?${query({ vassalage: target.vendorCode, gameType: target.gameType, accountType: String(target.accountType), lobby: '1' })}`,
    };
  },
};

/**
 * The gateway of each vendor: our own table for the in-house vendor, the game provider that lists
 * the vendor (see provider-gateway.ts), else the stand-in page.
 */
export function vendorGateways(providers?: { gatewayOf(vendorCode: string): Promise<VendorGateway | null> }) {
  return async (vendorCode: string): Promise<VendorGateway> => {
    if (vendorCode === IN_HOUSE_VENDOR) return inHouseGateway;
    return (await providers?.gatewayOf(vendorCode)) ?? demoVendorGateway;
  };
}
export type GatewayOf = ReturnType<typeof vendorGateways>;
