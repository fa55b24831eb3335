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

/** An offer's place in a brand's order, as game lists filter and rank by it. */
export interface OfferRank {
  /** `offerKey` of the offer. */
  key: string;
  code: string;
  gameType: string;
}

/** A brand's offers in its order and what every game list derives from them; frozen, shared by all callers. */
export interface RankedOffers {
  offers: readonly Readonly<VendorOffer>[];
  order: readonly OfferRank[];
  /** Vendor names by offer key. */
  names: ReadonlyMap<string, string>;
}

function derive(offers: VendorOffer[]): RankedOffers {
  return Object.freeze({
    offers: Object.freeze(offers.map((offer) => Object.freeze(offer))),
    order: Object.freeze(
      offers.map((offer) => Object.freeze({ key: offerKey(offer), code: offer.code, gameType: offer.gameType })),
    ),
    names: new Map(offers.map((offer) => [offerKey(offer), offer.displayName])),
  });
}

export function vendorsService(repo: VendorsRepo, settings: SettingsRepo, cache: Cache, ttlSeconds: number) {
  // Every game list reads the brand's ranked offers; parsing them and deriving the order and names
  // on each request grew with the catalogue (thousands of offers at 100x). The parsed form is kept
  // per brand while the cached text is unchanged, so a change on any instance (Redis) still counts at once.
  const kept = new Map<string, { text: string; ranked: RankedOffers }>();

  // Requests that miss the cache together wait for one read: counting a large catalogue's games
  // per offer takes a while, and fifty requests each starting it kept the database busy for seconds.
  const loading = new Map<string, Promise<RankedOffers>>();

  async function load(merchant: string): Promise<RankedOffers> {
    const [offers, stored] = await Promise.all([repo.offers(), settings.forMerchant(merchant)]);
    // Settings stored before vendor sorting existed have none: default order then. A vendor the
    // brand hides is in no offer of it, so no list, search or count of the brand holds its games.
    const hidden = new Set(stored?.hiddenVendors);
    const list = rankOffers(
      offers.filter((offer) => !hidden.has(offer.code)),
      stored?.vendorSorting ?? [],
    );
    await cache.set(`vendors:${merchant}`, list, ttlSeconds);
    const fresh = derive(list);
    kept.set(merchant, { text: JSON.stringify(list), ranked: fresh });
    return fresh;
  }

  /** Vendor offers with game counts in the brand's order, cached per brand; refresh skips the cache. */
  async function ranked(merchant: string, refresh = false): Promise<RankedOffers> {
    if (!refresh) {
      const text = await cache.getText(`vendors:${merchant}`);
      if (text !== undefined) {
        const hit = kept.get(merchant);
        if (hit?.text === text) {
          // The cache's own string from now on: the next comparison is by identity.
          hit.text = text;
          return hit.ranked;
        }
        const fresh = derive(JSON.parse(text) as VendorOffer[]);
        kept.set(merchant, { text, ranked: fresh });
        return fresh;
      }
      const pending = loading.get(merchant);
      if (pending) return pending;
    }
    const loaded = load(merchant).finally(() => {
      if (loading.get(merchant) === loaded) loading.delete(merchant);
    });
    loading.set(merchant, loaded);
    return loaded;
  }

  return {
    ranked,
    async list(merchant: string, gameType: GameType | undefined, refresh = false): Promise<Vendor[]> {
      const { offers } = await ranked(merchant, refresh);
      return offers.filter((o) => !gameType || o.gameType === gameType).map(toVendor);
    },
    /** The game types and classifications a vendor offers; none for an unknown vendor. */
    async gameTypes(merchant: string, code: string, refresh = false): Promise<VendorGameType[]> {
      const { offers } = await ranked(merchant, refresh);
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
      return (await ranked(merchant)).offers.find((o) => o.code === code)?.displayName;
    },
  };
}
export type VendorsService = ReturnType<typeof vendorsService>;
