import { describe, expect, it } from 'vitest';
import type { VendorOffer } from '../src/db/repositories/vendors-repo';
import { rankOffers } from '../src/services/vendors-service';

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
