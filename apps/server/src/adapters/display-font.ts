// Ours only in placing lines: the letters are Lilita One (OFL, @expo-google-fonts/lilita-one), shaped by resvg.
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { escapeXml } from './svg';

/** The one font file of the generated art; a file, not system fonts, so every machine draws the same. */
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/lilita-one/400Regular/LilitaOne_400Regular.ttf',
);

/** Lines are shaped at this font size; callers scale the outline to the size they need. */
export const SHAPED_SIZE = 100;

/** A line of text as outlines at `SHAPED_SIZE`, its origin on the baseline where the line starts. */
export interface ShapedLine {
  /** SVG path data of every glyph. */
  d: string;
  /** The ink's box: left edge, width, and top and bottom (negative is above the baseline). */
  left: number;
  width: number;
  top: number;
  bottom: number;
}

const EMPTY: ShapedLine = { d: '', left: 0, width: 0, top: 0, bottom: 0 };

// Tenths of a font unit at size 100 are far finer than a pixel, and keep served SVGs short.
const shorter = (d: string) => d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));

/**
 * `text` shaped with the display font (kerning and all) and turned into outlines, so the pictures
 * need no font where they are drawn. Characters the font lacks are left out.
 */
export function shapeLine(text: string): ShapedLine {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text font-size="${SHAPED_SIZE}">${escapeXml(text)}</text></svg>`;
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: [FONT_FILE], defaultFontFamily: 'Lilita One' },
  });
  const box = resvg.getBBox();
  if (!box) return EMPTY;
  // resvg writes the text back as paths: one per run of glyphs.
  const d = [...resvg.toString().matchAll(/ d="([^"]+)"/g)].map((m) => shorter(m[1] ?? '')).join(' ');
  return { d, left: box.x, width: box.width, top: box.y, bottom: box.y + box.height };
}
