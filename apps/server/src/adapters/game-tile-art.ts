// Tile composition is our domain; the pictures come from @iconify-json/game-icons and the letters from art-fonts.ts.
import { facesFor } from './art-fonts';
import { fitText, textPaths } from './display-text';
import { ICON_BOARD } from './game-icon-set';
import { hash } from './svg';
import { svgToSmallPng } from './svg-png';
import { iconPath, tileCompanion, tileIcon } from './tile-icons';
import { patternMarks, PATTERNS, type Pattern } from './tile-patterns';
import {
  FILLS,
  FRAMES,
  palettesOf,
  tileKind,
  type FillName,
  type FrameName,
  type Metal,
  type Palette,
  type TileKind,
} from './tile-theme';
import { vendorColour } from './vendor-logo';

/**
 * Game icons as PNG. Chromium rasterizes every SVG <img> on the main thread with a document of
 * its own, which made long game lists stutter; real platforms serve raster icons, so do we.
 */

/** Pixels per side: the tile shows ~112 css px, so this stays sharp up to DPR ~1.8. */
export const GAME_ICON_SIZE = 200;

/**
 * What the art looks like besides its inputs: part of every tile's address, so browsers drop
 * tiles of an older design.
 */
export const TILE_ART_VERSION = 2;

/** The art is designed on a 120x120 board and scaled to the size. */
const BOARD = 120;

/** What a tile is drawn from: the game as the catalogue has it, and its name in the language shown. */
export interface TileGame {
  gameId: string;
  /** The English name: what the game is about picks the picture, the same in every language. */
  name: string;
  /** The words on the tile: the name in the language shown. */
  title: string;
  gameType: string;
  gameClassify: string;
  vendorCode: string;
  vendorName: string;
}

/** Where the main picture and its companion stand. */
const LAYOUTS = ['centre', 'offset', 'backdrop', 'crest'] as const;
type Layout = (typeof LAYOUTS)[number];

/**
 * Everything a tile's picture is drawn from apart from its words: no two games of the catalogue
 * share one (tests hold the seeded catalogue to that). The picture comes from what the game is
 * about (subject and companion from its name), the rest from the game's own hash, the frame from
 * its vendor, so a name that several vendors offer looks different at each.
 */
export interface TileDesign {
  kind: TileKind;
  subject: string;
  companion: string;
  palette: Palette;
  pattern: Pattern;
  layout: Layout;
  fill: FillName;
  mirrored: boolean;
  frame: FrameName;
}

/** Successive independent choices from one seed (mulberry32), so no two choices share bits. */
function chooser(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return <T>(list: readonly T[]): T => list[next() % list.length] as T;
}

const FILL_NAMES = Object.keys(FILLS) as FillName[];
const FRAME_NAMES = Object.keys(FRAMES) as FrameName[];

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A game's palette: by the number that ends its id where it has one, stepping through the kind's
 * palettes, so neighbours in a vendor's list (numbered in order) never share one; else by its hash.
 */
function paletteFor(game: Pick<TileGame, 'gameId' | 'vendorCode'>, kind: TileKind, random: number): Palette {
  const list = palettesOf(kind);
  const serial = /(\d+)$/.exec(game.gameId)?.[1];
  let step = 5;
  while (gcd(step, list.length) !== 1) step += 1;
  const at = serial ? hash(`${game.vendorCode}:${kind}`) + Number(serial.slice(-6)) * step : random;
  return list[at % list.length] ?? list[0] ?? { light: '#ff6b81', mid: '#c2185b', dark: '#3d0620' };
}

export function tileDesign(game: Omit<TileGame, 'title'>): TileDesign {
  const kind = tileKind(game);
  const pick = chooser(hash(game.gameId));
  const subject = tileIcon(game.name, kind, pick([0, 1, 2, 3, 4, 5])).name;
  return {
    kind,
    subject,
    companion: tileCompanion(game.name, kind, subject, pick([0, 1, 2, 3, 4, 5])),
    palette: paletteFor(game, kind, pick([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])),
    pattern: pick(PATTERNS),
    layout: pick(LAYOUTS),
    fill: pick(FILL_NAMES),
    mirrored: pick([false, true]),
    frame: FRAME_NAMES[hash(game.vendorCode.toUpperCase()) % FRAME_NAMES.length] ?? 'gold',
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A four-pointed sparkle. */
function sparkle(x: number, y: number, r: number): string {
  return `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;
}

interface Place {
  cx: number;
  cy: number;
  size: number;
}

/** An icon at a place, in a gradient with a dark rim over a soft shadow; `mirrored` faces it the other way. */
function icon(name: string, at: Place, fill: string, ink: string, mirrored = false): string {
  const d = iconPath(name);
  const k = at.size / ICON_BOARD;
  const flip = mirrored ? ` translate(${ICON_BOARD} 0) scale(-1 1)` : '';
  const place = (dy: number) =>
    `translate(${round(at.cx - at.size / 2)} ${round(at.cy - at.size / 2 + dy)}) scale(${round(k * 1e4) / 1e4})${flip}`;
  return (
    `<path d="${d}" transform="${place(2.5)}" fill="#000" fill-opacity=".5" filter="url(#blur)"/>` +
    `<path d="${d}" transform="${place(0)}" fill="${fill}" stroke="${ink}" stroke-width="${round(2.6 / k)}" stroke-linejoin="round" paint-order="stroke"/>`
  );
}

/** The companion on a round medallion, as a coin or a seal. */
function medallion(name: string, at: Place, palette: Palette): string {
  return (
    `<circle cx="${at.cx}" cy="${at.cy + 1}" r="${round(at.size * 0.62)}" fill="#000" fill-opacity=".35"/>` +
    `<circle cx="${at.cx}" cy="${at.cy}" r="${round(at.size * 0.62)}" fill="${palette.mid}" stroke="url(#rim)" stroke-width="1.6"/>` +
    icon(name, { ...at, size: at.size * 0.82 }, 'url(#second)', palette.dark)
  );
}

/** The main picture and its companion as the layout places them; `room` is how far down the picture may reach. */
function composition(design: TileDesign, room: number, balls: boolean): string {
  const { subject, companion, palette, mirrored } = design;
  // Without words under it, the picture takes the tile's middle, larger.
  const grow = room / 78;
  const mid = (room * 44) / 78;
  if (balls) {
    return (
      icon(subject, { cx: 60, cy: 37, size: 50 }, 'url(#fill)', palette.dark, mirrored) +
      medallion(companion, { cx: mirrored ? 24 : 96, cy: 22, size: 18 }, palette)
    );
  }
  const side = mirrored ? -1 : 1;
  switch (design.layout) {
    case 'centre':
      return (
        icon(subject, { cx: 60, cy: mid, size: 62 * grow }, 'url(#fill)', palette.dark, mirrored) +
        medallion(companion, { cx: 60 + 36 * side, cy: 22, size: 20 }, palette)
      );
    case 'offset':
      return (
        icon(companion, { cx: 60 + 30 * side, cy: mid - 10, size: 32 * grow }, 'url(#second)', palette.dark) +
        icon(subject, { cx: 60 - 8 * side, cy: mid + 2, size: 58 * grow }, 'url(#fill)', palette.dark, mirrored)
      );
    case 'backdrop':
      // The companion large and faint behind, as a seal the subject stands on.
      return (
        `<path d="${iconPath(companion)}" transform="translate(${round(60 - 42 * grow)} ${round(mid - 42 * grow)}) scale(${round(((84 * grow) / ICON_BOARD) * 1e4) / 1e4})" fill="${palette.light}" fill-opacity=".5"/>` +
        icon(subject, { cx: 60, cy: mid + 2, size: 56 * grow }, 'url(#fill)', palette.dark, mirrored)
      );
    case 'crest':
      return (
        icon(subject, { cx: 60, cy: mid + 6 * grow, size: 54 * grow }, 'url(#fill)', palette.dark, mirrored) +
        icon(companion, { cx: 60, cy: mid - 25 * grow, size: 22 * grow }, 'url(#second)', palette.dark)
      );
  }
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

/** The vendor's mark: a gem in its colour on the frame's lower edge, the same on all its games. */
function vendorGem(vendorName: string): string {
  const { tone } = vendorColour(vendorName);
  return (
    `<path d="M60 110.5l7 5.5-7 5.5-7-5.5z" fill="${tone(42)}" stroke="url(#rim)" stroke-width="1.2" transform="translate(0 -4)"/>` +
    `<path d="M60 107.5l3.5 2.8H56.5z" fill="#fff" fill-opacity=".45"/>`
  );
}

/** The name in large display type, white to gold with a dark rim, one line or two. */
function title(words: string, palette: Palette): string {
  const text = fitText(words, { cx: 60, cy: 91, width: 104, height: 22, oneLineSize: 19, twoLineSize: 13 });
  return (
    textPaths(text, { fill: '#000', dy: 1.6, opacity: 0.55 }) +
    textPaths(text, { fill: 'url(#title)', outline: { colour: palette.dark, width: 2.6 } })
  );
}

const WITH_BALLS: TileKind[] = ['lottery', 'quickLottery', 'bingo'];

const gradient = (id: string, [light, mid, deep]: Metal) =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop stop-color="${light}"/><stop offset=".45" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`;

/** Words the art's faces can draw whole; anything else is left to the page's text under the tile. */
const drawable = (words: string) => words.trim() !== '' && facesFor(words).complete;

/**
 * A game's tile as SVG on the 120 board drawn `GAME_ICON_SIZE` wide: its design's palette and
 * pattern, the picture and its companion as the layout places them, the name in the language
 * shown (when the art's faces have its letters) and a frame in its vendor's metal with the
 * vendor's gem. The same game and words always give the same art.
 */
export function gameTileSvg(game: TileGame): string {
  const seed = hash(game.gameId);
  const design = tileDesign(game);
  const { palette } = design;
  const withBalls = WITH_BALLS.includes(design.kind);
  const words = drawable(game.title) ? game.title : '';
  const fill = FILLS[design.fill];
  const second = FILLS[design.fill === 'gold' ? 'silver' : 'gold'];
  const sparkles =
    sparkle(18 + (seed % 9), 24 + ((seed >>> 4) % 10), 4.5) +
    sparkle(100 - ((seed >>> 8) % 9), 18 + ((seed >>> 12) % 12), 3.5) +
    sparkle(96 - ((seed >>> 16) % 8), 62 - ((seed >>> 20) % 8), 2.6);
  const centreY = words || withBalls ? 44 : 56;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOARD} ${BOARD}" width="${GAME_ICON_SIZE}" height="${GAME_ICON_SIZE}">` +
    '<defs>' +
    `<radialGradient id="bg" cx="60" cy="${centreY}" r="84" gradientUnits="userSpaceOnUse"><stop stop-color="${palette.light}"/><stop offset=".5" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.dark}"/></radialGradient>` +
    '<radialGradient id="glow"><stop stop-color="#fff8d0" stop-opacity=".9"/><stop offset="1" stop-color="#fff8d0" stop-opacity="0"/></radialGradient>' +
    gradient('fill', fill) +
    gradient('second', second) +
    '<linearGradient id="title" x2="0" y2="1"><stop offset=".3" stop-color="#fff"/><stop offset="1" stop-color="#ffd54f"/></linearGradient>' +
    gradient('rim', FRAMES[design.frame]) +
    '<radialGradient id="ball" cx=".35" cy=".3" r=".75"><stop stop-color="#fff" stop-opacity=".7"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>' +
    `<linearGradient id="shade" x2="0" y2="1"><stop offset=".55" stop-color="${palette.dark}" stop-opacity="0"/><stop offset=".85" stop-color="${palette.dark}" stop-opacity=".85"/></linearGradient>` +
    `<clipPath id="tile"><rect width="${BOARD}" height="${BOARD}" rx="14"/></clipPath>` +
    '<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.5"/></filter>' +
    '</defs>' +
    `<rect width="${BOARD}" height="${BOARD}" rx="14" fill="url(#bg)"/>` +
    `<g clip-path="url(#tile)">${patternMarks(design.pattern, 60, centreY, seed >>> 5)}</g>` +
    `<circle cx="60" cy="${centreY}" r="42" fill="url(#glow)"/>` +
    // Darker under the name, so it reads on any picture.
    (words ? `<rect width="${BOARD}" height="${BOARD}" rx="14" fill="url(#shade)"/>` : '') +
    `<path d="${sparkles}" fill="#fff"/>` +
    composition(design, words || withBalls ? 78 : 100, withBalls) +
    (withBalls ? balls(seed, palette.dark) : '') +
    (words ? title(words, palette) : '') +
    '<rect x="2" y="2" width="116" height="116" rx="12.5" fill="none" stroke="url(#rim)" stroke-width="3"/>' +
    '<rect x="5" y="5" width="110" height="110" rx="10" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width=".8"/>' +
    vendorGem(game.vendorName) +
    '</svg>'
  );
}

/** A game's tile as a PNG file, `GAME_ICON_SIZE` pixels square in 256 colours; the same bytes for the same game and words. */
export function gameTilePng(game: TileGame): Promise<Buffer> {
  return svgToSmallPng(gameTileSvg(game), { palette: true });
}
