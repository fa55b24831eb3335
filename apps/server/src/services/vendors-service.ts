import type { GameType, Vendor, VendorGameType, VendorSorting } from '@lobby/contract';
import { CATEGORY_QUERY } from '@lobby/contract/constants';
import type { Cache } from '../adapters/cache';
import { offerKey } from '../db/repositories/games-repo';
import type { SettingsRepo } from '../db/repositories/settings-repo';
import type { VendorOffer, VendorsRepo } from '../db/repositories/vendors-repo';

/**
 * Puts vendor offers in a brand's order: category by category of its sorting list, each
 * category's vendors in list order; offers the list does not name follow in default order.
 */
export function rankOffers(offers: VendorOffer[], sorting: VendorSorting): VendorOffer[] {
  const byKey = new Map(offers.map((offer) => [offerKey(offer), offer]));
  const ranked = new Map<string, VendorOffer>();
  for (const { gameCategory, vendorNames } of sorting) {
    const { gameType, gameClassify } = CATEGORY_QUERY[gameCategory];
    for (const code of vendorNames) {
      const key = offerKey({ code, gameType, gameClassify });
      const offer = byKey.get(key);
      if (offer && !ranked.has(key)) ranked.set(key, offer);
    }
  }
  for (const [key, offer] of byKey) if (!ranked.has(key)) ranked.set(key, offer);
  return [...ranked.values()];
}

const toVendor = (offer: VendorOffer): Vendor => ({
  vassalage: offer.code,
  displayName: offer.displayName,
  gameType: offer.gameType as GameType,
  gameCount: offer.gameCount,
  isHot: offer.isHot ? 1 : 0,
  gameClassify: offer.gameClassify,
});

export function vendorsService(repo: VendorsRepo, settings: SettingsRepo, cache: Cache, ttlSeconds: number) {
  /** Vendor offers with game counts in the brand's order, cached per brand; refresh skips the cache. */
  async function ranked(merchant: string, refresh = false): Promise<VendorOffer[]> {
    const key = `vendors:${merchant}`;
    if (!refresh) {
      const hit = await cache.get<VendorOffer[]>(key);
      if (hit) return hit;
    }
    const [offers, stored] = await Promise.all([repo.offers(), settings.forMerchant(merchant)]);
    // Settings stored before vendor sorting existed have none: default order then.
    const list = rankOffers(offers, stored?.vendorSorting ?? []);
    await cache.set(key, list, ttlSeconds);
    return list;
  }

  return {
    ranked,
    async list(merchant: string, gameType: GameType | undefined, refresh = false): Promise<Vendor[]> {
      const offers = await ranked(merchant, refresh);
      return offers.filter((o) => !gameType || o.gameType === gameType).map(toVendor);
    },
    /** The game types and classifications a vendor offers; none for an unknown vendor. */
    async gameTypes(merchant: string, code: string, refresh = false): Promise<VendorGameType[]> {
      const offers = await ranked(merchant, refresh);
      return offers
        .filter((o) => o.code === code)
        .map(({ code: vassalage, displayName, gameType, gameClassify, gameCount }) => ({
          vassalage,
          displayName,
          gameType: gameType as GameType,
          gameClassify,
          gameCount,
        }));
    },
    async displayName(merchant: string, code: string): Promise<string | undefined> {
      return (await ranked(merchant)).find((o) => o.code === code)?.displayName;
    },
  };
}
export type VendorsService = ReturnType<typeof vendorsService>;
