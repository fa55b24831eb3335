// Ours only in placing lines: the letters are the art's faces (art-fonts.ts), shaped by resvg.
import { Resvg } from '@resvg/resvg-js';
import { facesFor } from './art-fonts';
import { escapeXml } from './svg';

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
 * `text` shaped with the art's faces (kerning, Burmese reordering and all: resvg shapes as browsers
 * do) and turned into outlines, so the pictures need no font where they are drawn. Files, not
 * system fonts, so every machine draws the same. Characters no face has are left out: callers
 * check `facesFor(text).complete` first where that matters.
 */
export function shapeLine(text: string): ShapedLine {
  const { files, families } = facesFor(text);
  const family = escapeXml(families.map((f) => `'${f}'`).join(','));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><text font-size="${SHAPED_SIZE}" font-family="${family}">${escapeXml(text)}</text></svg>`;
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: families[0] ?? '' },
  });
  const box = resvg.getBBox();
  if (!box) return EMPTY;
  // resvg writes the text back as paths: one per run of glyphs.
  const d = [...resvg.toString().matchAll(/ d="([^"]+)"/g)].map((m) => shorter(m[1] ?? '')).join(' ');
  return { d, left: box.x, width: box.width, top: box.y, bottom: box.y + box.height };
}
