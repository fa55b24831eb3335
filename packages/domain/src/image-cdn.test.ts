import { describe, expect, it } from 'vitest';
import { onImageCdn, pickImageCdn } from './image-cdn';

describe('image CDN (spec section 9: random among configured)', () => {
  it.each([
    ['none configured', [], 0.3, ''],
    ['only the site itself', [''], 0.3, ''],
    ['one', ['https://img.example.com/'], 0.99, 'https://img.example.com'],
    ['first of two', ['https://a.example', 'https://b.example'], 0.2, 'https://a.example'],
    ['second of two', ['https://a.example', 'https://b.example'], 0.7, 'https://b.example'],
    [
      'blanks and plain http skipped',
      ['', ' http://insecure.example ', 'https://c.example//'],
      0.9,
      'https://c.example',
    ],
    ['random at 1 stays in range', ['https://a.example', 'https://b.example'], 1, 'https://b.example'],
  ])('%s', (_name, cdns, r, picked) => {
    expect(pickImageCdn(cdns, () => r)).toBe(picked);
  });

  it.each([
    ['', '/static/icons/game/JL-1.png', '/static/icons/game/JL-1.png'],
    ['https://a.example', '/static/icons/game/JL-1.png', 'https://a.example/static/icons/game/JL-1.png'],
    ['https://a.example', 'https://vendor.example/icon.png', 'https://vendor.example/icon.png'],
  ])('%s + %s', (base, path, url) => {
    expect(onImageCdn(base, path)).toBe(url);
  });
});
