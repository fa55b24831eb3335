import { paintText } from './bitmap-font';
import { encodePng } from './png';
import { circle, coverage, diamond, paintShape, polygon } from './raster';
import { hash } from './svg';

/**
 * Game icons as PNG. Chromium rasterizes every SVG <img> on the main thread with a document of
 * its own, which made long game lists stutter; real platforms serve raster icons, so do we.
 */

/** Pixels per side: the tile shows ~112 css px, so this stays sharp up to DPR ~1.8. */
export const GAME_ICON_SIZE = 200;

/** The art is designed on a 120x120 board (as the old SVG was) and scaled to the size. */
const BOARD = 120;

type Rgb = [number, number, number];

/** CSS `hsl()` (s and l as 0..1) to sRGB channels 0..255, as a browser computes it. */
function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** Rounds the tile's corners (radius 16/120 of the side): alpha falls to 0 outside them. */
function roundCorners(rgba: Uint8Array, size: number) {
  const radius = (16 / BOARD) * size;
  const corner = circle(radius, radius, radius);
  for (let py = 0; py < Math.ceil(radius); py++) {
    for (let px = 0; px < Math.ceil(radius); px++) {
      const c = coverage(corner, px, py);
      if (c === 1) continue;
      // The four corners are mirror images: compute the top left one and apply it to all.
      const [left, right, top, bottom] = [px, size - 1 - px, py * size, (size - 1 - py) * size];
      for (const p of [top + left, top + right, bottom + left, bottom + right]) {
        if (c === 0) rgba.fill(0, p * 4, p * 4 + 4); // transparent black
        else rgba[p * 4 + 3] = Math.round(c * 255);
      }
    }
  }
}

// The star of the old SVG icon, on the 120 board.
const STAR = [60, 20, 69, 39, 90, 42, 75, 57, 79, 78, 60, 68, 41, 78, 45, 57, 30, 42, 51, 39];

/**
 * Raw RGBA pixels of a game's icon, the art of the former SVG icon: a diagonal gradient between
 * two colours from the id's hash, a translucent circle, diamond or star, the number and, in bold,
 * the vendor label; transparent outside the rounded corners.
 */
export function gameIconPixels(gameId: string, size = GAME_ICON_SIZE): Uint8Array {
  const h = hash(gameId);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const from = hsl(hue, 0.7, 0.45);
  const to = hsl(hue2, 0.75, 0.25);
  const k = size / BOARD;
  const parts = gameId.split('-');
  const label = (parts[0] ?? gameId).slice(0, 4);
  const num = parts.at(-1) ?? '';
  const shape = (h >> 4) % 3;

  // The gradient runs from the top left to the bottom right corner: one colour per diagonal.
  const diagonals = new Uint8Array((2 * size - 1) * 4);
  for (let d = 0; d < 2 * size - 1; d++) {
    const t = (d + 1) / (2 * size);
    for (let c = 0; c < 3; c++) diagonals[d * 4 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    diagonals[d * 4 + 3] = 255;
  }
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) rgba.set(diagonals.subarray(py * 4, (py + size) * 4), py * size * 4);

  const deco =
    shape === 0
      ? circle(60 * k, 50 * k, 26 * k)
      : shape === 1
        ? diamond(60 * k, 50 * k, 26 * k, 12 * k)
        : polygon(STAR.map((v) => v * k));
  paintShape(rgba, size, deco, shape === 2 ? 0.25 : 0.22);
  paintText(rgba, size, num, { cx: 60 * k, baseline: 56 * k, px: 1.6 * k, maxWidth: 104 * k, alpha: 0.85 });
  paintText(rgba, size, label, { cx: 60 * k, baseline: 98 * k, px: 2 * k, maxWidth: 104 * k, alpha: 1, bold: 0.5 });
  roundCorners(rgba, size);
  return rgba;
}

/** A game's icon as a PNG file, `GAME_ICON_SIZE` pixels square; the same bytes for the same id. */
export function gameIconPng(gameId: string): Buffer {
  return encodePng(GAME_ICON_SIZE, GAME_ICON_SIZE, gameIconPixels(gameId), { filter: 'none' });
}
