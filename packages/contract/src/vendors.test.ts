import { describe, expect, it } from 'vitest';
import { vendorGameTypesQuerySchema, vendorMappingSchema, vendorsQuerySchema, vendorSortingSchema } from './vendors';

describe('vendors query', () => {
  it.each([
    [{}, true],
    [{ gameType: '', language: 'en' }, true],
    [{ gameType: 'LIVE', language: 'cn', refresh: '1' }, true],
    [{ gameType: 'ESPORTS' }, false],
    [{ language: 'de' }, false],
    [{ refresh: 'yes' }, false],
  ])('%j valid=%s', (query, valid) => {
    expect(vendorsQuerySchema.safeParse(query).success).toBe(valid);
  });

  it('reads an empty game type as every type', () => {
    expect(vendorsQuerySchema.parse({ gameType: '' }).gameType).toBeUndefined();
  });
});

describe('vendor game types query', () => {
  it.each([
    [{ typeId: 'JL' }, true],
    [{ typeId: 'tcg_lotto_vn', merchant_code: 'DEMO', refresh: '0' }, true],
    [{}, false],
    [{ typeId: '' }, false],
    [{ typeId: 'J L' }, false],
    [{ typeId: 'x'.repeat(33) }, false],
    [{ typeId: 'JL', merchant_code: '../etc' }, false],
  ])('%j valid=%s', (query, valid) => {
    expect(vendorGameTypesQuerySchema.safeParse(query).success).toBe(valid);
  });

  it('upper-cases the vendor code', () => {
    expect(vendorGameTypesQuerySchema.parse({ typeId: 'tcg_lotto_vn' }).typeId).toBe('TCG_LOTTO_VN');
  });
});

describe('vendor data', () => {
  it('takes sorting lists and mappings of known categories only', () => {
    expect(vendorSortingSchema.safeParse([{ gameCategory: 'ESPORTS', vendorNames: ['AV'] }]).success).toBe(true);
    expect(vendorSortingSchema.safeParse([{ gameCategory: 'CASINO', vendorNames: [] }]).success).toBe(false);
    const entry = { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG', gameType: 'LOTT' };
    expect(vendorMappingSchema.safeParse({ ELOTT: [entry] }).success).toBe(true);
    expect(vendorMappingSchema.safeParse({ CASINO: [entry] }).success).toBe(false);
  });
});
