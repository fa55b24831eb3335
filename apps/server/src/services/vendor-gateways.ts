import type { LaunchValue } from '@lobby/contract';
import { IN_HOUSE_VENDOR } from '@lobby/contract/constants';

/** What a gateway knows of the game being launched. */
export interface LaunchTarget {
  nodeId: string;
  gameId: string;
  vendorCode: string;
  gameType: string;
  /** 1 real money, 0 free-play wallet (known-api.md). */
  accountType: 0 | 1;
  language: string;
  /** Traditional or entertainment play (spec section 3), when the launch names one. */
  playType?: 'trad' | 'ent' | undefined;
  roomId?: string | undefined;
}

/**
 * How a vendor's game is opened: a real integration asks the vendor for a signed game URL; ours
 * answer our own pages. The launch service picks the vendor's gateway and never knows which.
 */
export interface VendorGateway {
  launch(target: LaunchTarget): Promise<LaunchValue>;
  /** The vendor's own lobby of one game type (a sportsbook, a live casino floor). */
  launchLobby(target: Pick<LaunchTarget, 'vendorCode' | 'gameType' | 'accountType' | 'language'>): Promise<LaunchValue>;
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
 * Third-party vendors need their network, which a local run does not have: their launch answers
 * a page of ours that says plainly it is a demo stand-in for the vendor's game.
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

/** The gateway of each vendor; a real integration is one more entry here. */
export function gatewayOf(vendorCode: string): VendorGateway {
  return vendorCode === IN_HOUSE_VENDOR ? inHouseGateway : demoVendorGateway;
}
