import { blendWhite } from './raster';

/**
 * A 5x7 bitmap font (A-Z, 0-9, _) for generated raster art, so the server needs no font files.
 * Rows top to bottom, '#' lit. Lowercase is drawn in capitals; other characters as blanks.
 */
const GLYPH_ROWS: Record<string, string> = {
  A: '.###. #...# #...# #...# ##### #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# #...# .#.#. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  _: '..... ..... ..... ..... ..... ..... #####',
};
const GLYPH_W = 5;
const GLYPH_H = 7;
const ADVANCE = GLYPH_W + 1;
/** Each glyph as 7 row masks, bit 4 the leftmost column. */
const GLYPHS = new Map(
  Object.entries(GLYPH_ROWS).map(([ch, rows]) => [
    ch,
    rows.split(' ').map((row) => [...row].reduce((bits, c) => (bits << 1) | (c === '#' ? 1 : 0), 0)),
  ]),
);

export interface TextPlacement {
  cx: number;
  baseline: number;
  px: number;
  maxWidth: number;
  alpha: number;
  bold?: number;
}

/**
 * Paints a line of bitmap text in translucent white: `px` pixels per font dot (less if the line
 * would be wider than `maxWidth`), centred on `cx`, standing on `baseline`. `bold` (under 1)
 * widens every run of lit dots by that fraction of a dot. Dots are rectangles, so each pixel gets
 * the exact area they cover.
 */
export function paintText(rgba: Uint8Array, size: number, line: string, at: TextPlacement) {
  const bold = at.bold ?? 0;
  const glyphs = [...line.toUpperCase()].map((ch) => GLYPHS.get(ch));
  const dots = Math.max(glyphs.length * ADVANCE - 1, 1) + bold;
  const scale = Math.min(at.px, at.maxWidth / dots);
  const left = at.cx - (dots * scale) / 2;
  const top = at.baseline - GLYPH_H * scale;
  // Coverage over the pixels the text box touches.
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const w = Math.min(size, Math.ceil(left + dots * scale)) - x0;
  const h = Math.min(size, Math.ceil(at.baseline)) - y0;
  const cover = new Float32Array(Math.max(w, 0) * Math.max(h, 0));
  const lit = (col: number, row: number) => {
    const bits = glyphs[Math.floor(col / ADVANCE)]?.[row] ?? 0;
    return col % ADVANCE < GLYPH_W && ((bits >> (GLYPH_W - 1 - (col % ADVANCE))) & 1) === 1;
  };
  const fill = (l: number, t: number, r: number, b: number) => {
    for (let y = Math.max(y0, Math.floor(t)); y < Math.min(y0 + h, Math.ceil(b)); y++) {
      const dy = Math.min(b, y + 1) - Math.max(t, y);
      for (let x = Math.max(x0, Math.floor(l)); x < Math.min(x0 + w, Math.ceil(r)); x++) {
        const i = (y - y0) * w + x - x0;
        cover[i] = cover[i]! + dy * (Math.min(r, x + 1) - Math.max(l, x));
      }
    }
  };
  for (let row = 0; row < GLYPH_H; row++) {
    for (let col = 0; col < glyphs.length * ADVANCE; col++) {
      if (!lit(col, row)) continue;
      const start = col;
      while (lit(col + 1, row)) col++;
      // A run of lit dots; with bold < 1 the widened run cannot reach the next one.
      fill(left + start * scale, top + row * scale, left + (col + 1 + bold) * scale, top + (row + 1) * scale);
    }
  }
  for (let i = 0; i < cover.length; i++) {
    const c = Math.min(cover[i]!, 1);
    if (c > 0) blendWhite(rgba, (y0 + Math.floor(i / w)) * size + x0 + (i % w), at.alpha * c);
  }
}
