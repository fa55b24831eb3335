import { randomInt } from 'node:crypto';
import { dotText, DOT_FONT_HEIGHT } from './bitmap-font';
import { svgToPng } from './svg-png';

/**
 * Captcha images: the answer's digits, each turned, stretched, moved and coloured at random on a
 * light background, with dots underneath and lines and arcs across them. Easy for people to read,
 * but no fixed glyph shape, position or colour for a naive OCR or template match to rely on.
 */

export interface CaptchaOptions {
  /** An integer in [0, maxExclusive); `crypto.randomInt` unless a test injects its own. */
  random?: (maxExclusive: number) => number;
}

const HEIGHT = 40;
const MIN_WIDTH = 120;
const DIGIT_W = 22;
const MARGIN = 10;
/** Dot font pixels per dot before each digit's own stretch, and how much wider its runs are. */
const DOT = 4;
const BOLD = 0.5;

/**
 * The captcha for `answer` (1 to 16 ASCII digits) as SVG, 40 px high and 22 px per digit plus
 * margins wide (at least 120). The number of random draws does not depend on the digits, so with
 * the same `random` two answers get the same noise and layout.
 */
function captchaSvg(answer: string, options: CaptchaOptions = {}): string {
  if (!/^[0-9]{1,16}$/.test(answer)) throw new Error('captcha answer must be 1 to 16 ASCII digits');
  const random = options.random ?? randomInt;
  const int = (lo: number, hi: number) => lo + random(hi - lo + 1); // inclusive
  // Two decimals: finer steps change no pixel but lengthen the markup.
  const real = (lo: number, hi: number) => Math.round((lo + ((hi - lo) * random(1024)) / 1023) * 100) / 100;
  const colour = (lo: number, hi: number) => `rgb(${int(lo, hi)},${int(lo, hi)},${int(lo, hi)})`;

  const width = Math.max(MIN_WIDTH, answer.length * DIGIT_W + 2 * MARGIN);
  let body = `<rect width="${width}" height="${HEIGHT}" fill="${colour(232, 255)}"/>`;

  // Speckles under the digits, so thresholding away one colour does not leave clean glyphs.
  for (let i = 0; i < width / 4; i++) {
    body += `<circle cx="${real(0, width)}" cy="${real(0, HEIGHT)}" r="${real(0.5, 1.3)}" fill="${colour(60, 210)}"/>`;
  }

  const slot = (width - 2 * MARGIN) / answer.length;
  [...answer].forEach((digit, i) => {
    const glyph = dotText(digit, BOLD);
    const cx = MARGIN + slot * (i + 0.5) + real(-2, 2);
    const cy = HEIGHT / 2 + real(-3, 3);
    const degrees = real(-22, 22);
    // 0.72..0.9 of the 4 px dots: glyphs ~16x20 to ~20x25 px.
    const sx = DOT * real(0.72, 0.86);
    const sy = DOT * real(0.72, 0.9);
    const place = `translate(${cx} ${cy}) rotate(${degrees}) scale(${sx} ${sy}) translate(${-glyph.width / 2} ${-DOT_FONT_HEIGHT / 2})`;
    body += `<path d="${glyph.d}" transform="${place}" fill="${colour(0, 100)}"/>`;
  });

  // Strokes across the digits in ink-like colours, so they cannot be split off by colour or gaps.
  const strokes = 1 + Math.ceil(width / 80);
  for (let i = 0; i < strokes; i++) {
    const pen = `fill="none" stroke="${colour(30, 150)}" stroke-width="${real(1, 1.8)}" stroke-opacity=".85"`;
    if (i % 2 === 0) {
      const [x1, y1, x2, y2] = [
        real(0, width / 4),
        real(4, HEIGHT - 4),
        real((3 * width) / 4, width),
        real(4, HEIGHT - 4),
      ];
      body += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke-linecap="round" ${pen}/>`;
    } else {
      // A wide circle through a point of the text band, its centre above or below the image.
      const r = real(width / 2, width);
      const y = real(12, HEIGHT - 12);
      const cy = random(2) === 0 ? y - r : y + r;
      body += `<circle cx="${real(0, width)}" cy="${cy}" r="${r}" ${pen}/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}">${body}</svg>`;
}

/** The captcha for `answer` as a PNG file. */
export function renderCaptchaPng(answer: string, options: CaptchaOptions = {}): Buffer {
  return svgToPng(captchaSvg(answer, options));
}

/** The captcha for `answer` as a `data:` URL, for an <img src> in a JSON response. */
export function captchaDataUrl(answer: string, options: CaptchaOptions = {}): string {
  return `data:image/png;base64,${renderCaptchaPng(answer, options).toString('base64')}`;
}
