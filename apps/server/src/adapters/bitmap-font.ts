// Our own 5x7 dot font, for the captcha: its digits as plain runs of dots, which the captcha turns
// and stretches at random. The art's lettering is a real font (display-font.ts).

/** A-Z, 0-9 and _, rows top to bottom, '#' lit. Lowercase is drawn in capitals; other characters as blanks. */
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
/** Font height in dots. */
export const DOT_FONT_HEIGHT = 7;
const ADVANCE = GLYPH_W + 1;
/** Each glyph as 7 rows of lit (true) and dark dots. */
const GLYPHS = new Map(
  Object.entries(GLYPH_ROWS).map(([ch, rows]) => [ch, rows.split(' ').map((row) => [...row].map((c) => c === '#'))]),
);

/**
 * A line of text as SVG path data in font dots (the line starts at 0, 0 and is `width` dots wide
 * and 7 high): one rectangle per run of lit dots in a row. `bold` (under 1) widens every run by
 * that fraction of a dot, so the widened run never reaches the next.
 */
export function dotText(line: string, bold = 0): { d: string; width: number } {
  const glyphs = [...line.toUpperCase()].map((ch) => GLYPHS.get(ch));
  const lit = (col: number, row: number) =>
    col % ADVANCE < GLYPH_W && glyphs[Math.floor(col / ADVANCE)]?.[row]?.[col % ADVANCE] === true;
  let d = '';
  for (let row = 0; row < DOT_FONT_HEIGHT; row++) {
    for (let col = 0; col < glyphs.length * ADVANCE; col++) {
      if (!lit(col, row)) continue;
      const start = col;
      while (lit(col + 1, row)) col++;
      d += `M${start} ${row}h${col + 1 - start + bold}v1H${start}z`;
    }
  }
  return { d, width: Math.max(glyphs.length * ADVANCE - 1, 1) + bold };
}
