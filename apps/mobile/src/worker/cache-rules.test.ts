import { describe, expect, it } from 'vitest';
import { isCacheableUrl } from './cache-rules';

const origin = 'https://brand.example';

describe('what the service worker may cache', () => {
  it.each([
    ['https://brand.example/static/icons/game/JL-RNG-001.png', true],
    ['https://brand.example/m/brand/DEMO/icon-192.png', true],
    ['https://brand.example/static/banners/DEMO-m_home-1.svg', true],
    ['https://brand.example/wps/member/info', false],
    ['https://brand.example/wps/relay/GCSGAME_hotGamesV2', false],
    ['https://brand.example/lgw/whatever', false],
    ['https://brand.example/healthz', false],
    ['https://brand.example/__dev/outbox', false],
    ['https://cdn.example/static/icons/game/x.png', false],
  ])('%s -> %s', (url, cacheable) => {
    expect(isCacheableUrl(new URL(url), origin)).toBe(cacheable);
  });
});
