import { describe, expect, it } from 'vitest';
import { classicBlockVendors, vendorsOfCategory } from './category-vendors';

const jl = { vassalage: 'JL', displayName: 'JILI', gameType: 'RNG' as const };
const pg = { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG' as const };
const pp = { vassalage: 'PP', displayName: 'Pragmatic Play', gameType: 'RNG' as const };
const vn = { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lotto', gameType: 'LOTT' as const };

describe('vendorsOfCategory', () => {
  it.each([
    {
      name: 'sorting order wins over mapping order',
      data: { vendorSorting: [{ gameCategory: 'RNG', vendorNames: ['PG', 'JL'] }], vendorMapping: { RNG: [jl, pg] } },
      category: 'RNG' as const,
      codes: ['PG', 'JL'],
    },
    {
      name: 'mapped vendors missing from the sorting follow',
      data: { vendorSorting: [{ gameCategory: 'RNG', vendorNames: ['PP'] }], vendorMapping: { RNG: [jl, pp, pg] } },
      category: 'RNG' as const,
      codes: ['PP', 'JL', 'PG'],
    },
    {
      name: 'a sorted code without mapping shows with the category type',
      data: { vendorSorting: [{ gameCategory: 'ESPORTS', vendorNames: ['AV', 'AV'] }], vendorMapping: {} },
      category: 'ESPORTS' as const,
      codes: ['AV'],
    },
    {
      name: 'another category gives its own vendors only',
      data: {
        vendorSorting: [{ gameCategory: 'ELOTT', vendorNames: ['TCG'] }],
        vendorMapping: { ELOTT: [vn], RNG: [jl] },
      },
      category: 'ELOTT' as const,
      codes: ['TCG', 'TCG_LOTTO_VN'],
    },
    {
      name: 'home and hot have no vendors',
      data: { vendorSorting: [], vendorMapping: { RNG: [jl] } },
      category: 'HOT' as const,
      codes: [],
    },
  ])('$name', ({ data, category, codes }) => {
    expect(vendorsOfCategory(data, category).map((v) => v.vassalage)).toEqual(codes);
  });

  it('keeps the game type of the mapping (the lotto under ELOTT is LOTT)', () => {
    const data = { vendorSorting: [], vendorMapping: { ELOTT: [vn] } };
    expect(vendorsOfCategory(data, 'ELOTT')).toEqual([vn]);
  });

  it('an unmapped sorted code takes the category game type', () => {
    const data = { vendorSorting: [{ gameCategory: 'COCKFIGHT', vendorNames: ['SV3'] }], vendorMapping: {} };
    expect(vendorsOfCategory(data, 'COCKFIGHT')[0]).toEqual({
      vassalage: 'SV3',
      displayName: 'SV3',
      gameType: 'SPORTS',
    });
  });
});

describe('classicBlockVendors', () => {
  const data = {
    vendorSorting: [{ gameCategory: 'RNG', vendorNames: ['JL', 'PG', 'PP'] }],
    vendorMapping: { RNG: [jl, pg, pp] },
  };
  it.each([
    { name: 'slots leave JILI to its own block', data, category: 'RNG' as const, vendors: ['PG', 'PP'] },
    { name: 'other blocks keep their own filter', data, category: 'LIVE' as const, vendors: null },
    {
      name: 'slots of JILI alone keep their own filter (never an empty block)',
      data: { vendorSorting: [], vendorMapping: { RNG: [jl] } },
      category: 'RNG' as const,
      vendors: null,
    },
  ])('$name', ({ data: vendorData, category, vendors }) => {
    expect(classicBlockVendors(vendorData, category)).toEqual(vendors);
  });
});
