import { createHash } from 'node:crypto';
import type { ProviderGame } from '@lobby/contract/provider';
import type { LobbyPlacement, VendorOffer } from '../db/repositories/providers-repo';
import type { GameNames } from '../db/schema';

/** The platform's game types a kind of provider game plays like, the likest first. */
export const TYPES_OF_KIND: Record<ProviderGame['kind'], readonly string[]> = {
  slot: ['RNG'],
  roulette: ['LIVE'],
  crash: ['FISH', 'PVP', 'SPORTS'],
};

/** The kind of provider game that plays like a platform game type (the inverse of TYPES_OF_KIND). */
export const KIND_OF_TYPE: Record<string, ProviderGame['kind']> = Object.fromEntries(
  Object.entries(TYPES_OF_KIND).flatMap(([kind, types]) => types.map((type) => [type, kind])),
) as Record<string, ProviderGame['kind']>;

export type { VendorOffer };

/**
 * The vendor offer a provider's game is listed in: its studio's offer of the type it plays like
 * (the likest type first, a plain offer before a classified one), else the studio's first offer;
 * none when the studio is not one of the platform's vendors.
 */
export function lobbyOfferFor(
  game: Pick<ProviderGame, 'studio' | 'kind'>,
  offers: readonly VendorOffer[],
): VendorOffer | undefined {
  const own = offers
    .filter((offer) => offer.code === game.studio)
    .sort((a, b) => a.sort - b.sort || a.gameClassify.localeCompare(b.gameClassify));
  for (const type of TYPES_OF_KIND[game.kind]) {
    const offer = own.find((o) => o.gameType === type);
    if (offer) return offer;
  }
  return own[0];
}

/** A provider game's names as the lobby keeps them: English (or the first it has), Chinese, Burmese. */
export function lobbyNames(names: Record<string, string>): GameNames {
  const en = names.en ?? Object.values(names)[0] ?? '';
  return { en, ...(names.cn ? { cn: names.cn } : {}), ...(names.my ? { my: names.my } : {}) };
}

/**
 * The lobby id (game and node) of a provider's game: short, URL-safe and stable across syncs,
 * whatever the provider's code looks like (node ids are 1 to 40 of [A-Za-z0-9_-]).
 */
export function lobbyGameId(providerCode: string, studio: string, gameCode: string): string {
  const digest = createHash('sha256').update(`${providerCode}\n${studio}\n${gameCode}`).digest('hex');
  return `p-${digest.slice(0, 20)}`;
}

/** Where each of a provider's games goes in the lobby: those of a studio that is no vendor go nowhere. */
export function lobbyPlacements(
  providerCode: string,
  list: readonly ProviderGame[],
  offers: readonly VendorOffer[],
): LobbyPlacement[] {
  return list.flatMap((game) => {
    const offer = lobbyOfferFor(game, offers);
    if (!offer) return [];
    return [{ id: lobbyGameId(providerCode, game.studio, game.game_code), game, offer, names: lobbyNames(game.names) }];
  });
}
