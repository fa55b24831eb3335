// Tile composition is our domain; the pictures come from @iconify-json/game-icons and the letters from Lilita One.
import { fitText, textPaths } from './display-text';
import { ICON_BOARD } from './game-icon-set';
import { hash } from './svg';
import { svgToSmallPng } from './svg-png';
import { tileIcon } from './tile-icons';
import { paletteOf, tileKind, type Palette, type TileKind } from './tile-theme';
import { vendorColour } from './vendor-logo';

/**
 * Game icons as PNG. Chromium rasterizes every SVG <img> on the main thread with a document of
 * its own, which made long game lists stutter; real platforms serve raster icons, so do we.
 */

/** Pixels per side: the tile shows ~112 css px, so this stays sharp up to DPR ~1.8. */
export const GAME_ICON_SIZE = 200;

/** The art is designed on a 120x120 board and scaled to the size. */
const BOARD = 120;
/** Where the picture stands. */
const ICON = { cx: 60, cy: 44, size: 62 };
/** Lotteries show their balls under a smaller picture. */
const ICON_OVER_BALLS = { cx: 60, cy: 37, size: 50 };

/** What a tile is drawn from: the game as the catalogue has it. */
export interface TileGame {
  gameId: string;
  /** The English name: one picture serves every language. */
  name: string;
  gameType: string;
  gameClassify: string;
  vendorCode: string;
  vendorName: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** `count` light rays from the picture's centre, turned by `turn` degrees. */
function rays(count: number, turn: number): string {
  const r = 110;
  const half = Math.PI / count / 2;
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = ((i * 360) / count + turn) * (Math.PI / 180);
    const [x1, y1] = [ICON.cx + r * Math.cos(a - half), ICON.cy + r * Math.sin(a - half)];
    const [x2, y2] = [ICON.cx + r * Math.cos(a + half), ICON.cy + r * Math.sin(a + half)];
    d += `M${ICON.cx} ${ICON.cy}L${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}Z`;
  }
  return d;
}

/** A four-pointed sparkle. */
function sparkle(x: number, y: number, r: number): string {
  return `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;
}

/** The picture large, gold with a dark rim, over a soft shadow. */
function picture(d: string, at: { cx: number; cy: number; size: number }, ink: string): string {
  const k = at.size / ICON_BOARD;
  const place = `translate(${round(at.cx - at.size / 2)} ${round(at.cy - at.size / 2)}) scale(${k})`;
  const shadow = `translate(${round(at.cx - at.size / 2)} ${round(at.cy - at.size / 2 + 2.5)}) scale(${k})`;
  return (
    `<path d="${d}" transform="${shadow}" fill="#000" fill-opacity=".5" filter="url(#blur)"/>` +
    `<path d="${d}" transform="${place}" fill="url(#gold)" stroke="${ink}" stroke-width="${round(2.6 / k)}" stroke-linejoin="round" paint-order="stroke"/>`
  );
}

/** Three lottery balls with numbers from the seed, in a row under the picture. */
function balls(seed: number, ink: string): string {
  const colours = ['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa', '#fb8c00'];
  return [38, 60, 82]
    .map((cx, i) => {
      const cy = 66;
      const n = String(1 + ((seed >>> (i * 5)) % 49));
      const colour = colours[(seed >>> (i * 3 + 16)) % colours.length];
      const digits = fitText(n, { cx, cy, width: 9, height: 7, oneLineSize: 11, twoLineSize: 11 });
      return (
        `<circle cx="${cx}" cy="${cy + 1.5}" r="9.5" fill="#000" fill-opacity=".35"/>` +
        `<circle cx="${cx}" cy="${cy}" r="9.5" fill="${colour}" stroke="${ink}" stroke-width="1.2"/>` +
        `<circle cx="${cx}" cy="${cy}" r="9.5" fill="url(#ball)"/>` +
        `<circle cx="${cx}" cy="${cy}" r="5.6" fill="#fff"/>` +
        textPaths(digits, { fill: '#222' })
      );
    })
    .join('');
}

/** The vendor's name on a small plaque in its colour, sitting on the frame's lower edge. */
function vendorPlaque(vendorName: string): string {
  const { tone } = vendorColour(vendorName);
  const label = fitText(vendorName, { cx: 60, cy: 110.5, width: 56, height: 7, oneLineSize: 10, twoLineSize: 10 });
  const w = Math.max(label.width + 12, 30);
  return (
    `<rect x="${round(60 - w / 2)}" y="103" width="${round(w)}" height="15" rx="7.5" fill="${tone(40)}" stroke="url(#rim)" stroke-width="1.3"/>` +
    textPaths(label, { fill: '#fff', outline: { colour: tone(14), width: 1.6 } })
  );
}

/** The name in large display type, white to gold with a dark rim, one line or two. */
function title(name: string, palette: Palette): string {
  const text = fitText(name, { cx: 60, cy: 89, width: 104, height: 22, oneLineSize: 19, twoLineSize: 13 });
  return (
    textPaths(text, { fill: '#000', dy: 1.6, opacity: 0.55 }) +
    textPaths(text, { fill: 'url(#title)', outline: { colour: palette.dark, width: 2.6 } })
  );
}

const WITH_BALLS: TileKind[] = ['lottery', 'quickLottery', 'bingo'];

/**
 * A game's tile as SVG on the 120 board drawn `GAME_ICON_SIZE` wide: a radial gradient of its
 * kind's palette with light rays, a glow behind the picture its name suggests, sparkles, the name
 * in display type, the vendor on a plaque and a gold frame. Everything is chosen from the game's
 * data and hash, so the same game always gets the same art.
 */
export function gameTileSvg(game: TileGame): string {
  const seed = hash(game.gameId);
  const kind = tileKind(game);
  const palette = paletteOf(kind, seed >>> 3);
  const icon = tileIcon(game.name, kind, seed >>> 7);
  const withBalls = WITH_BALLS.includes(kind);
  const sparkles =
    sparkle(18 + (seed % 9), 24 + ((seed >>> 4) % 10), 4.5) +
    sparkle(100 - ((seed >>> 8) % 9), 18 + ((seed >>> 12) % 12), 3.5) +
    sparkle(96 - ((seed >>> 16) % 8), 62 - ((seed >>> 20) % 8), 2.6);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOARD} ${BOARD}" width="${GAME_ICON_SIZE}" height="${GAME_ICON_SIZE}">` +
    '<defs>' +
    `<radialGradient id="bg" cx="60" cy="44" r="84" gradientUnits="userSpaceOnUse"><stop stop-color="${palette.light}"/><stop offset=".5" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.dark}"/></radialGradient>` +
    '<radialGradient id="glow"><stop stop-color="#fff8d0" stop-opacity=".9"/><stop offset="1" stop-color="#fff8d0" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="gold" x2="0" y2="1"><stop stop-color="#fffbe6"/><stop offset=".45" stop-color="#ffd23f"/><stop offset="1" stop-color="#d97a00"/></linearGradient>' +
    '<linearGradient id="title" x2="0" y2="1"><stop offset=".3" stop-color="#fff"/><stop offset="1" stop-color="#ffd54f"/></linearGradient>' +
    '<linearGradient id="rim" x2="0" y2="1"><stop stop-color="#fff3b0"/><stop offset=".5" stop-color="#f0b429"/><stop offset="1" stop-color="#8a5a00"/></linearGradient>' +
    '<radialGradient id="ball" cx=".35" cy=".3" r=".75"><stop stop-color="#fff" stop-opacity=".7"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>' +
    `<linearGradient id="shade" x2="0" y2="1"><stop offset=".55" stop-color="${palette.dark}" stop-opacity="0"/><stop offset=".85" stop-color="${palette.dark}" stop-opacity=".85"/></linearGradient>` +
    `<clipPath id="tile"><rect width="${BOARD}" height="${BOARD}" rx="14"/></clipPath>` +
    '<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.5"/></filter>' +
    '</defs>' +
    `<rect width="${BOARD}" height="${BOARD}" rx="14" fill="url(#bg)"/>` +
    `<path d="${rays(12, seed % 30)}" fill="#fff" fill-opacity=".1" clip-path="url(#tile)"/>` +
    `<circle cx="${ICON.cx}" cy="${ICON.cy}" r="42" fill="url(#glow)"/>` +
    // Darker under the name, so it reads on any picture.
    `<rect width="${BOARD}" height="${BOARD}" rx="14" fill="url(#shade)"/>` +
    `<path d="${sparkles}" fill="#fff"/>` +
    picture(icon.d, withBalls ? ICON_OVER_BALLS : ICON, palette.dark) +
    (withBalls ? balls(seed, palette.dark) : '') +
    title(game.name, palette) +
    '<rect x="2" y="2" width="116" height="116" rx="12.5" fill="none" stroke="url(#rim)" stroke-width="3"/>' +
    '<rect x="5" y="5" width="110" height="110" rx="10" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width=".8"/>' +
    vendorPlaque(game.vendorName) +
    '</svg>'
  );
}

/** A game's tile as a PNG file, `GAME_ICON_SIZE` pixels square in 256 colours; the same bytes for the same game. */
export function gameTilePng(game: TileGame): Promise<Buffer> {
  return svgToSmallPng(gameTileSvg(game), { palette: true });
}
