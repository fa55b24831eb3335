import { describe, expect, it } from 'vitest';
import { memoryCache } from '../src/adapters/cache';
import type { SettingsRepo } from '../src/db/repositories/settings-repo';
import type { VendorOffer, VendorsRepo } from '../src/db/repositories/vendors-repo';
import { rankOffers, vendorsService } from '../src/services/vendors-service';

const offer = (code: string, gameType: string, gameClassify = '', sort = 0): VendorOffer => ({
  code,
  gameType,
  gameClassify,
  displayName: code,
  isHot: false,
  sort,
  gameCount: 1,
});

describe('vendor order of a brand', () => {
  const offers = [
    offer('PG', 'RNG'),
    offer('JL', 'RNG'),
    offer('JL', 'RNG', 'BG'),
    offer('KM', 'RNG', 'BG'),
    offer('AV', 'SPORTS'),
    offer('SBO', 'SPORTS'),
    offer('NEW', 'RNG'),
  ];
  const key = (o: VendorOffer) => `${o.code}:${o.gameType}:${o.gameClassify}`;

  it('follows the sorting list category by category, then the default order', () => {
    const ranked = rankOffers(offers, [
      { gameCategory: 'SPORTS', vendorNames: ['SBO'] },
      { gameCategory: 'RNG', vendorNames: ['JL', 'PG'] },
      { gameCategory: 'ESPORTS', vendorNames: ['AV'] },
      { gameCategory: 'BINGO', vendorNames: ['KM', 'JL'] },
    ]);
    expect(ranked.map(key)).toEqual([
      'SBO:SPORTS:',
      'JL:RNG:',
      'PG:RNG:',
      'AV:SPORTS:',
      'KM:RNG:BG',
      'JL:RNG:BG',
      'NEW:RNG:',
    ]);
  });

  it('ranks a vendor named twice once, at its first place, and skips names without an offer', () => {
    const ranked = rankOffers(offers, [
      { gameCategory: 'RNG', vendorNames: ['GONE', 'JL'] },
      { gameCategory: 'JILI', vendorNames: ['JL'] },
    ]);
    expect(ranked.map(key).slice(0, 2)).toEqual(['JL:RNG:', 'PG:RNG:']);
    expect(ranked).toHaveLength(offers.length);
  });

  it('keeps the default order without a sorting list', () => {
    expect(rankOffers(offers, [])).toEqual(offers);
  });
});

describe('ranked offers kept per brand', () => {
  const settings = { forMerchant: async () => undefined } as unknown as SettingsRepo;
  const repoOf = (list: VendorOffer[]) => {
    const repo = { reads: 0, offers: async () => (repo.reads++, list.map((o) => ({ ...o }))) };
    return repo;
  };

  it('parses the cached list once, shares it frozen, and reads a changed one anew', async () => {
    const cache = memoryCache();
    const repo = repoOf([offer('PG', 'RNG'), offer('JL', 'FISH')]);
    const vendors = vendorsService(repo as unknown as VendorsRepo, settings, cache, 60);
    const first = await vendors.ranked('DEMO');
    expect(first.order.map((o) => o.key)).toEqual(['PG:RNG:', 'JL:FISH:']);
    expect(first.names.get('JL:FISH:')).toBe('JL');
    expect(await vendors.ranked('DEMO')).toBe(first);
    expect(Object.isFrozen(first.offers[0])).toBe(true);
    expect(repo.reads).toBe(1);

    // Another instance wrote a new list to the shared cache: this one sees it on its next read.
    await cache.set('vendors:DEMO', [{ ...offer('CQ9', 'RNG'), displayName: 'CQ Nine' }], 60);
    const changed = await vendors.ranked('DEMO');
    expect(changed.names.get('CQ9:RNG:')).toBe('CQ Nine');
    expect(changed.order.map((o) => o.key)).toEqual(['CQ9:RNG:']);
    expect(repo.reads).toBe(1);

    // Requests that miss the cache together share one read.
    await cache.delete('vendors:DEMO');
    const together = await Promise.all(Array.from({ length: 20 }, () => vendors.ranked('DEMO')));
    expect(new Set(together).size).toBe(1);
    expect(repo.reads).toBe(2);

    // A refresh reads the database again.
    expect((await vendors.ranked('DEMO', true)).order).toHaveLength(2);
    expect(repo.reads).toBe(3);
  });
});
