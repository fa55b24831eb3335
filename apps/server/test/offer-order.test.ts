import { describe, expect, it } from 'vitest';
import { offerOrderFor } from '../src/services/game-list-service';

const KEYS = ['PG:RNG:', 'JL:RNG:', 'JL:FISH:', 'CQ9:RNG:', 'SBO:SPORTS:', 'JL:RNG:BG'];
const ORDER = KEYS.map((key) => {
  const [code = '', gameType = ''] = key.split(':');
  return { key, code, gameType };
});

describe('the vendor order a game list ranks by', () => {
  it.each([
    ['every offer for no filter', { vendors: [] }, KEYS],
    ['one vendor, every type', { vendors: ['JL'] }, ['JL:RNG:', 'JL:FISH:', 'JL:RNG:BG']],
    ['one type, every vendor', { vendors: [], gameType: 'RNG' }, ['PG:RNG:', 'JL:RNG:', 'CQ9:RNG:', 'JL:RNG:BG']],
    ['a vendor and a type', { vendors: ['JL'], gameType: 'RNG' }, ['JL:RNG:', 'JL:RNG:BG']],
    ['several types', { vendors: [], gameTypes: ['FISH', 'SPORTS'] }, ['JL:FISH:', 'SBO:SPORTS:']],
    ['a vendor the brand does not offer', { vendors: ['XX'] }, []],
  ])('%s', (_name, filter, expected) => {
    expect(offerOrderFor({ isNew: false, ...filter }, ORDER)).toEqual(expected);
  });
});
