import { describe, expect, it } from 'vitest';
import { firstImage } from './first-image';

describe('firstImage', () => {
  it.each([
    [
      'sequence 1 first',
      [
        { url: 'b.png', sequence: 2 },
        { url: 'a.png', sequence: 1 },
      ],
      'a.png',
    ],
    [
      'the lowest without a 1',
      [
        { url: 'c.png', sequence: 3 },
        { url: 'b.png', sequence: 2 },
      ],
      'b.png',
    ],
    ['none', [], undefined],
  ] as const)('%s', (_name, images, url) => {
    expect(firstImage(images)).toBe(url);
  });
});
