import { describe, expect, it } from 'vitest';
import { withAbsoluteAssets } from './asset-addresses';

describe('withAbsoluteAssets', () => {
  const answer = {
    games: [{ gameName: 'Lucky 7', gameIcon: '/static/icons/game/A1.png?language=en&v=3' }],
    logo: '/m/brand/LOTUS/logo.svg?v=1',
    cdn: 'https://cdn.brand.example/static/icons/game/A1.png',
    path: '/m/home',
    vendorIconCDN: '/static/icons/vendor',
    count: 3,
    none: null,
  };

  it("makes the platform's picture paths absolute against the API's origin", () => {
    expect(withAbsoluteAssets(answer, 'https://api.brand.example/base')).toEqual({
      ...answer,
      games: [{ gameName: 'Lucky 7', gameIcon: 'https://api.brand.example/static/icons/game/A1.png?language=en&v=3' }],
      logo: 'https://api.brand.example/m/brand/LOTUS/logo.svg?v=1',
      vendorIconCDN: 'https://api.brand.example/static/icons/vendor',
    });
  });

  it('leaves a same-origin answer as it is', () => {
    expect(withAbsoluteAssets(answer, '')).toBe(answer);
    expect(withAbsoluteAssets(answer, '/api')).toBe(answer);
  });
});
