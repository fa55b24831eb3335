import { describe, expect, it } from 'vitest';
import { captchaDataUrl, renderCaptchaPng, type CaptchaOptions } from '../src/adapters/captcha-image';
import { pngPixels } from './png-pixels';

/** A seeded LCG in the shape of the injectable `random`, so renders repeat exactly. */
function seeded(seed: number): (maxExclusive: number) => number {
  let state = seed >>> 0;
  return (max) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return Math.floor((state / 2 ** 32) * max);
  };
}

const captchaPixels = (answer: string, options: CaptchaOptions) => pngPixels(renderCaptchaPng(answer, options));

/** Rec. 601 luma of pixel (x, y). */
function luma(img: { width: number; rgba: Uint8Array }, x: number, y: number): number {
  const i = (y * img.width + x) * 4;
  return 0.299 * img.rgba[i]! + 0.587 * img.rgba[i + 1]! + 0.114 * img.rgba[i + 2]!;
}

const DARK = 110; // digit ink has every channel <= 100
const LIGHT = 200; // the background has every channel >= 232

describe('captcha PNG', () => {
  it('is a PNG 40 px high, 120 px wide or 22 px per digit plus margins when longer', () => {
    for (const [answer, width] of [
      ['7', 120],
      ['0358', 120],
      ['482917', 152],
      ['1234567890123456', 372],
    ] as const) {
      const png = renderCaptchaPng(answer);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(pngPixels(png)).toMatchObject({ width, height: 40 });
    }
  });

  it('repeats for the same random source and differs otherwise', () => {
    const png = renderCaptchaPng('4821', { random: seeded(42) });
    expect(png.equals(renderCaptchaPng('4821', { random: seeded(42) }))).toBe(true);
    expect(png.equals(renderCaptchaPng('4829', { random: seeded(42) }))).toBe(false);
    expect(png.equals(renderCaptchaPng('4821', { random: seeded(43) }))).toBe(false);
    // By default the noise comes from node:crypto, so no two renders match.
    expect(renderCaptchaPng('4821').equals(renderCaptchaPng('4821'))).toBe(false);
  });

  it.each(['', 'abcd', '12a4', ' 1234', '1234\n', '12.5', '-123', '١٢٣٤', '１２３４', '12345678901234567'])(
    'rejects the answer %j',
    (answer) => {
      expect(() => renderCaptchaPng(answer)).toThrow('1 to 16 ASCII digits');
    },
  );

  it('is small and fast', () => {
    for (const answer of ['0000', '8888', '5831', '90417', '482917']) {
      expect(renderCaptchaPng(answer).length).toBeLessThan(8 * 1024);
    }
    const start = performance.now();
    for (let i = 0; i < 20; i++) renderCaptchaPng('482917');
    expect((performance.now() - start) / 20).toBeLessThan(50); // ~0.6 ms here; loose for loaded CI
  });

  it('serves as a data: URL of the PNG', () => {
    const url = captchaDataUrl('1357', { random: seeded(9) });
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.equals(renderCaptchaPng('1357', { random: seeded(9) }))).toBe(true);
  });
});

describe('captcha pixels', () => {
  it('has dark ink in every digit band on a mostly light, opaque background', () => {
    for (const [seed, answer] of [
      [1, '7'],
      [2, '1111'],
      [3, '0358'],
      [4, '482917'],
      [5, '1234567890123456'],
    ] as const) {
      const img = captchaPixels(answer, { random: seeded(seed) });
      const band = img.width / answer.length;
      let light = 0;
      for (let i = 0; i < answer.length; i++) {
        let dark = 0;
        for (let y = 0; y < img.height; y++) {
          for (let x = Math.round(i * band); x < Math.round((i + 1) * band); x++) {
            const l = luma(img, x, y);
            if (l < DARK) dark++;
            if (l > LIGHT) light++;
          }
        }
        expect(dark, `digit ${i} of ${answer}`).toBeGreaterThan(20); // 60 or more in 1,000 random renders
      }
      // Ink, strokes and speckles cover about a quarter (a third with 16 digits) of the image.
      expect(light / (img.width * img.height)).toBeGreaterThan(0.55);
      for (let p = 3; p < img.rgba.length; p += 4) expect(img.rgba[p]).toBe(255);
    }
  });

  it('draws each digit within its own band', () => {
    // The random draws do not depend on the digits, so swapping one digit changes its glyph only.
    const base = '11111';
    for (let i = 0; i < base.length; i++) {
      const a = captchaPixels(base, { random: seeded(7) });
      const b = captchaPixels(`${base.slice(0, i)}8${base.slice(i + 1)}`, { random: seeded(7) });
      const band = a.width / base.length;
      const xs = new Set<number>();
      for (let p = 0; p < a.rgba.length; p += 4) {
        if (a.rgba.subarray(p, p + 4).some((v, c) => v !== b.rgba[p + c])) xs.add((p / 4) % a.width);
      }
      expect(xs.size).toBeGreaterThan(5);
      expect(Math.min(...xs)).toBeGreaterThan(i * band - 8);
      expect(Math.max(...xs)).toBeLessThan((i + 1) * band + 8);
    }
  });
});
