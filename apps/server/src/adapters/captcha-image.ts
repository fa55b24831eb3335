import { randomInt } from 'node:crypto';
import { paintText } from './bitmap-font';
import { encodePng } from './png';
import { circle, coverage, type Shape } from './raster';

/**
 * Captcha images: the answer's digits, each turned, stretched, moved and coloured at random on a
 * light background, with dots underneath and lines and arcs across them. Easy for people to read,
 * but no fixed glyph shape, position or colour for a naive OCR or template match to rely on.
 */

export interface CaptchaOptions {
  /** An integer in [0, maxExclusive); `crypto.randomInt` unless a test injects its own. */
  random?: (maxExclusive: number) => number;
}

export interface CaptchaPixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const HEIGHT = 40;
const MIN_WIDTH = 120;
const DIGIT_W = 22;
const MARGIN = 10;

type Rgb = [number, number, number];

/**
 * Every glyph is painted once with the bitmap font, white on black at 4 px per dot (bold), into a
 * MASK x MASK square centred on its middle; digits are then drawn by sampling that coverage mask
 * through each digit's own transform.
 */
const MASK = 32;
const MASK_PX = 4;
const masks = new Map<string, Float32Array>();

function glyphMask(digit: string): Float32Array {
  let mask = masks.get(digit);
  if (!mask) {
    const rgba = new Uint8Array(MASK * MASK * 4);
    const baseline = MASK / 2 + 3.5 * MASK_PX; // the font is 7 dots high
    paintText(rgba, MASK, digit, { cx: MASK / 2, baseline, px: MASK_PX, maxWidth: MASK, alpha: 1, bold: 0.5 });
    mask = Float32Array.from({ length: MASK * MASK }, (_, i) => rgba[i * 4]! / 255);
    masks.set(digit, mask);
  }
  return mask;
}

const maskAt = (mask: Float32Array, x: number, y: number) =>
  x < 0 || y < 0 || x >= MASK || y >= MASK ? 0 : mask[y * MASK + x]!;

/** Bilinear sample of a mask at (u, v) in mask pixels, 0 outside it. */
function sample(mask: Float32Array, u: number, v: number): number {
  const x = u - 0.5;
  const y = v - 0.5;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < -1 || y0 < -1 || x0 >= MASK || y0 >= MASK) return 0;
  const fx = x - x0;
  const fy = y - y0;
  const top = maskAt(mask, x0, y0) * (1 - fx) + maskAt(mask, x0 + 1, y0) * fx;
  const bottom = maskAt(mask, x0, y0 + 1) * (1 - fx) + maskAt(mask, x0 + 1, y0 + 1) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Blends `colour` at `alpha` (0..1) over pixel `p`, rounding to the nearest. */
function blend(rgba: Uint8Array, p: number, colour: Rgb, alpha: number) {
  for (let c = 0; c < 3; c++) {
    const i = p * 4 + c;
    rgba[i] = rgba[i]! + (colour[c]! - rgba[i]!) * alpha + 0.5;
  }
}

/** Paints an anti-aliased shape in `colour`, clipped to the image (raster's paintShape is square and white only). */
function paint(img: CaptchaPixels, shape: Shape, colour: Rgb, alpha: number) {
  const [bx0, by0, bx1, by1] = shape.box;
  for (let y = Math.max(0, Math.floor(by0)); y < Math.min(img.height, Math.ceil(by1)); y++) {
    for (let x = Math.max(0, Math.floor(bx0)); x < Math.min(img.width, Math.ceil(bx1)); x++) {
      const c = coverage(shape, x, y);
      if (c > 0) blend(img.rgba, y * img.width + x, colour, alpha * c);
    }
  }
}

/** A stroke of width `w` from (ax, ay) to (bx, by) with round caps. */
function segment(ax: number, ay: number, bx: number, by: number, w: number): Shape {
  const ex = bx - ax;
  const ey = by - ay;
  const sdf = (x: number, y: number) => {
    const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
    return Math.sqrt((x - ax - t * ex) ** 2 + (y - ay - t * ey) ** 2) - w / 2;
  };
  const box: Shape['box'] = [Math.min(ax, bx) - w, Math.min(ay, by) - w, Math.max(ax, bx) + w, Math.max(ay, by) + w];
  return { sdf, inside: (x, y) => sdf(x, y) < 0, box };
}

/** A circle outline of radius `r` and width `w`; centred off the image, only an arc shows. */
function ring(cx: number, cy: number, r: number, w: number): Shape {
  const sdf = (x: number, y: number) => Math.abs(Math.sqrt((x - cx) ** 2 + (y - cy) ** 2) - r) - w / 2;
  return { sdf, inside: (x, y) => sdf(x, y) < 0, box: [cx - r - w, cy - r - w, cx + r + w, cy + r + w] };
}

/**
 * Raw RGBA pixels of the captcha for `answer` (1 to 16 ASCII digits), 40 px high and 22 px per
 * digit plus margins wide (at least 120). The number of random draws does not depend on the
 * digits, so with the same `random` two answers get the same noise and layout.
 */
export function captchaPixels(answer: string, options: CaptchaOptions = {}): CaptchaPixels {
  if (!/^[0-9]{1,16}$/.test(answer)) throw new Error('captcha answer must be 1 to 16 ASCII digits');
  const random = options.random ?? randomInt;
  const int = (lo: number, hi: number) => lo + random(hi - lo + 1); // inclusive
  const real = (lo: number, hi: number) => lo + ((hi - lo) * random(1024)) / 1023;
  const colour = (lo: number, hi: number): Rgb => [int(lo, hi), int(lo, hi), int(lo, hi)];

  const width = Math.max(MIN_WIDTH, answer.length * DIGIT_W + 2 * MARGIN);
  const img: CaptchaPixels = { width, height: HEIGHT, rgba: new Uint8Array(width * HEIGHT * 4) };
  const background = colour(232, 255);
  for (let i = 0; i < img.rgba.length; i++) img.rgba[i] = i % 4 === 3 ? 255 : background[i % 4]!;

  // Speckles under the digits, so thresholding away one colour does not leave clean glyphs.
  for (let i = 0; i < width / 4; i++) {
    paint(img, circle(real(0, width), real(0, HEIGHT), real(0.5, 1.3)), colour(60, 210), 1);
  }

  const slot = (width - 2 * MARGIN) / answer.length;
  [...answer].forEach((digit, i) => {
    const mask = glyphMask(digit);
    const cx = MARGIN + slot * (i + 0.5) + real(-2, 2);
    const cy = HEIGHT / 2 + real(-3, 3);
    const angle = real(-0.38, 0.38); // about +-22 degrees
    // Output pixels per mask pixel: 0.72..0.9 of the 4 px dots, i.e. glyphs ~16x20 to ~20x25 px.
    const sx = real(0.72, 0.86);
    const sy = real(0.72, 0.9);
    const ink = colour(0, 100);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const reach = 17; // half the diagonal of the largest turned glyph, rounded up
    for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(HEIGHT, Math.ceil(cy + reach)); y++) {
      for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, Math.ceil(cx + reach)); x++) {
        // Undo the turn, then the scale, to find where this pixel centre falls in the mask.
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        const u = MASK / 2 + (dx * cos + dy * sin) / sx;
        const v = MASK / 2 + (dy * cos - dx * sin) / sy;
        const c = sample(mask, u, v);
        if (c > 0) blend(img.rgba, y * width + x, ink, Math.min(c, 1));
      }
    }
  });

  // Strokes across the digits in ink-like colours, so they cannot be split off by colour or gaps.
  const strokes = 1 + Math.ceil(width / 80);
  for (let i = 0; i < strokes; i++) {
    const w = real(1, 1.8);
    const ink = colour(30, 150);
    if (i % 2 === 0) {
      const shape = segment(real(0, width / 4), real(4, HEIGHT - 4), real((3 * width) / 4, width), real(4, HEIGHT - 4), w);
      paint(img, shape, ink, 0.85);
    } else {
      // A wide circle through a point of the text band, its centre above or below the image.
      const r = real(width / 2, width);
      const y = real(12, HEIGHT - 12);
      const cy = random(2) === 0 ? y - r : y + r;
      paint(img, ring(real(0, width), cy, r, w), ink, 0.85);
    }
  }
  return img;
}

/** The captcha for `answer` as a PNG file (about 3-5 KB for 4-6 digits, 12 KB for 16). */
export function renderCaptchaPng(answer: string, options: CaptchaOptions = {}): Buffer {
  const { width, height, rgba } = captchaPixels(answer, options);
  // Unfiltered rows leave the flat background as long repeats: ~20% smaller and 3x faster to encode.
  return encodePng(width, height, rgba, { filter: 'none' });
}

/** The captcha for `answer` as a `data:` URL, for an <img src> in a JSON response. */
export function captchaDataUrl(answer: string, options: CaptchaOptions = {}): string {
  return `data:image/png;base64,${renderCaptchaPng(answer, options).toString('base64')}`;
}
