import { dotText, DOT_FONT_HEIGHT } from './bitmap-font';
import { hash } from './svg';
import { svgToPng } from './svg-png';

/**
 * Game icons as PNG. Chromium rasterizes every SVG <img> on the main thread with a document of
 * its own, which made long game lists stutter; real platforms serve raster icons, so do we.
 */

/** Pixels per side: the tile shows ~112 css px, so this stays sharp up to DPR ~1.8. */
export const GAME_ICON_SIZE = 200;

/** The art is designed on a 120x120 board and scaled to the size. */
const BOARD = 120;

// A five-pointed star on the board.
const STAR = '60,20 69,39 90,42 75,57 79,78 60,68 41,78 45,57 30,42 51,39';

/** A line in the dot font, centred on `cx`, standing on `baseline`, `px` per dot unless wider than `maxWidth`. */
function textPath(
  line: string,
  at: { cx: number; baseline: number; px: number; maxWidth: number; bold?: number },
  paint: string,
): string {
  const { d, width } = dotText(line, at.bold);
  const scale = Math.min(at.px, at.maxWidth / width);
  const [x, y] = [at.cx - (width * scale) / 2, at.baseline - DOT_FONT_HEIGHT * scale];
  return `<path d="${d}" transform="translate(${x} ${y}) scale(${scale})" ${paint}/>`;
}

/**
 * A game's icon as SVG on the 120 board drawn `GAME_ICON_SIZE` wide: a diagonal gradient between
 * two colours from the id's hash on a tile with rounded corners, a translucent circle, diamond or
 * star, the number and, in bold, the vendor label.
 */
function gameIconSvg(gameId: string): string {
  const h = hash(gameId);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  const parts = gameId.split('-');
  const label = (parts[0] ?? gameId).slice(0, 4);
  const num = parts.at(-1) ?? '';
  const shape = (h >> 4) % 3;
  const deco = [
    '<circle cx="60" cy="50" r="26" fill="#fff" fill-opacity=".22"/>',
    '<rect x="34" y="24" width="52" height="52" rx="12" transform="rotate(45 60 50)" fill="#fff" fill-opacity=".22"/>',
    `<polygon points="${STAR}" fill="#fff" fill-opacity=".25"/>`,
  ][shape];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOARD} ${BOARD}" width="${GAME_ICON_SIZE}" height="${GAME_ICON_SIZE}">` +
    `<linearGradient id="g" x2="1" y2="1"><stop stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},75%,25%)"/></linearGradient>` +
    `<rect width="${BOARD}" height="${BOARD}" rx="16" fill="url(#g)"/>${deco}` +
    textPath(num, { cx: 60, baseline: 56, px: 1.6, maxWidth: 104 }, 'fill="#fff" fill-opacity=".85"') +
    textPath(label, { cx: 60, baseline: 98, px: 2, maxWidth: 104, bold: 0.5 }, 'fill="#fff"') +
    '</svg>'
  );
}

/** A game's icon as a PNG file, `GAME_ICON_SIZE` pixels square; the same bytes for the same id. */
export function gameIconPng(gameId: string): Buffer {
  return svgToPng(gameIconSvg(gameId), { smaller: true });
}
