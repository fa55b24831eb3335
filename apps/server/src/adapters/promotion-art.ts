// Our promotion pictures: what a promotion offers, told with game-icons.net pictures (CC BY 3.0, see NOTICE).
import { cardSvg, coin, n, type CardText } from './art-card';
import type { Colours } from './art-colours';
import { ICON_BOARD, readIcons } from './game-icon-set';
import { hash } from './svg';

/**
 * What the art looks like besides its inputs: a change here changes every promotion picture's
 * address (the fingerprint includes it), so cached pictures are not kept past a new design.
 */
export const PROMOTION_ART_VERSION = 1;

/** Everything a promotion's picture is drawn from: the same art gives the same bytes. */
export interface PromotionArt extends CardText {
  /** The promotion's category: what it is about picks the picture on the right. */
  category: string;
}

/** A category's pictures: the main one, and the companions beside it. */
interface Motif {
  main: readonly string[];
  companions: readonly [string, string, ...string[]];
}

/**
 * Each category's own pictures, none of them a banner's (gift box, slot machine, ball, cards,
 * fish, lottery balls): a promotion looks like what it offers, not like the page it links to.
 */
const MOTIFS: Record<string, Motif> = {
  new_player: { main: ['open-treasure-chest'], companions: ['crown-coin', 'laurel-crown'] },
  deposit_promo: { main: ['piggy-bank', 'wallet'], companions: ['clockwise-rotation', 'calendar'] },
  app_download: { main: ['vibrating-smartphone', 'smartphone'], companions: ['two-coins', 'falling-star'] },
  rng_promo: { main: ['podium-winner', 'laurels-trophy'], companions: ['stars-stack', 'falling-star'] },
  live_promo: { main: ['rolling-dices'], companions: ['crown', 'two-coins'] },
  pvp_promo: { main: ['poker-hand'], companions: ['crown', 'diamond-trophy'] },
  sport_promo: { main: ['soccer-kick', 'goal-keeper'], companions: ['return-arrow', 'trophy-cup'] },
  fish_promo: { main: ['fishing-net', 'angler-fish'], companions: ['money-stack', 'two-coins'] },
  lotto_promo: { main: ['ticket'], companions: ['clover', 'falling-star'] },
  rebate_promo: { main: ['receive-money', 'take-my-money'], companions: ['cycle', 'hourglass'] },
  player_rank_rules: { main: ['ribbon-medal', 'star-medal'], companions: ['stairs-goal', 'crown'] },
  point_mall: { main: ['shopping-cart', 'shopping-bag'], companions: ['two-coins', 'present'] },
  brand_endorsement: { main: ['medallist', 'acoustic-megaphone'], companions: ['falling-star', 'laurel-crown'] },
};
/** Any other category (an operator's own) gets a party. */
const OTHER: Motif = { main: ['party-popper', 'balloons'], companions: ['present', 'falling-star'] };

/** Every icon the motifs name. */
export const PROMOTION_ICON_NAMES = [
  ...new Set([...Object.values(MOTIFS), OTHER].flatMap((m) => [...m.main, ...m.companions])),
];

let icons: Map<string, string> | undefined;
const iconPath = (name: string) => (icons ??= readIcons(PROMOTION_ICON_NAMES)).get(name) ?? '';

/** The pictures a promotion gets: its category's, the main one and the order of companions by its id. */
export function promotionMotif(art: Pick<PromotionArt, 'id' | 'category'>): { main: string; companions: string[] } {
  const motif = MOTIFS[art.category] ?? OTHER;
  const h = hash(art.id);
  const main = motif.main[h % motif.main.length] ?? 'present';
  const turn = (h >>> 3) % motif.companions.length;
  return { main, companions: [...motif.companions.slice(turn), ...motif.companions.slice(0, turn)] };
}

/** An icon centred on (x, y), `size` wide, turned by `angle`, filled with `fill` and rimmed in ink. */
function icon(name: string, x: number, y: number, size: number, angle: number, fill: string, c: Colours, flip = false) {
  const k = size / ICON_BOARD;
  const mirror = flip ? ` translate(${ICON_BOARD} 0) scale(-1 1)` : '';
  const at = (dy: number) =>
    `translate(${n(x)} ${n(y + dy)}) rotate(${n(angle)}) translate(${n(-size / 2)} ${n(-size / 2)}) scale(${Math.round(k * 1e4) / 1e4})${mirror}`;
  const d = iconPath(name);
  return (
    `<path d="${d}" transform="${at(7)}" fill="#000" opacity=".3"/>` +
    `<path d="${d}" transform="${at(0)}" fill="${fill}" stroke="${c.ink}" stroke-width="${n(7 / k)}" stroke-linejoin="round" paint-order="stroke"/>`
  );
}

/** A companion on a round seal in the accent colour. */
const seal = (name: string, x: number, y: number, r: number, c: Colours) =>
  `<circle cx="${n(x)}" cy="${n(y + 5)}" r="${r}" fill="#000" opacity=".28"/>` +
  `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="url(#pSeal)" stroke="${c.primaryLight}" stroke-width="3"/>` +
  icon(name, x, y, r * 1.25, 0, '#fff', c);

interface Arrangement {
  seal: [number, number];
  free: [number, number];
  coins: [number, number, number][];
}

/** Where the companions and coins go around the main picture: four arrangements. */
const ARRANGEMENTS: readonly [Arrangement, ...Arrangement[]] = [
  {
    seal: [500, 78],
    free: [706, 236],
    coins: [
      [508, 238, 26],
      [712, 78, 20],
    ],
  },
  {
    seal: [708, 80],
    free: [500, 226],
    coins: [
      [706, 240, 24],
      [488, 96, 18],
    ],
  },
  {
    seal: [502, 226],
    free: [700, 74],
    coins: [
      [496, 92, 22],
      [712, 232, 24],
    ],
  },
  {
    seal: [704, 226],
    free: [506, 80],
    coins: [
      [500, 236, 26],
      [700, 88, 18],
    ],
  },
];

/** The picture on the right: a stage of light, the main picture, a companion on a seal, another free, coins. */
function picture(art: PromotionArt, c: Colours, h: number): string {
  const { main, companions } = promotionMotif(art);
  const place = ARRANGEMENTS[(h >>> 5) % ARRANGEMENTS.length] ?? ARRANGEMENTS[0];
  const tilt = ((h >>> 9) % 13) - 6;
  const cx = 604 + (((h >>> 13) % 3) - 1) * 10;
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = ((i * 22.5 + (h % 22)) * Math.PI) / 180;
    const b = a + 0.09;
    return `M${cx} 150L${n(cx + Math.cos(a) * 180)} ${n(150 + Math.sin(a) * 180)}L${n(cx + Math.cos(b) * 180)} ${n(150 + Math.sin(b) * 180)}Z`;
  }).join('');
  return (
    `<defs>` +
    `<linearGradient id="pMetal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset=".3" stop-color="${c.primaryLight}"/><stop offset=".7" stop-color="${c.primary}"/><stop offset="1" stop-color="${c.primaryDeep}"/></linearGradient>` +
    `<linearGradient id="pFree" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${c.accentLight}"/></linearGradient>` +
    `<radialGradient id="pSeal" cx=".35" cy=".3"><stop offset="0" stop-color="${c.accentLight}"/><stop offset="1" stop-color="${c.accentDeep}"/></radialGradient>` +
    `<radialGradient id="pStage"><stop offset="0" stop-color="${c.primaryLight}" stop-opacity=".55"/><stop offset="1" stop-color="${c.primary}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<path d="${rays}" fill="${c.accentLight}" opacity=".12"/>` +
    `<circle cx="${cx}" cy="150" r="120" fill="url(#pStage)"/>` +
    `<ellipse cx="${cx}" cy="246" rx="96" ry="14" fill="#000" opacity=".25"/>` +
    icon(main, cx, 148, 184, tilt, 'url(#pMetal)', c, (h >>> 11) % 2 === 1) +
    seal(companions[0] ?? 'falling-star', place.seal[0], place.seal[1], 38, c) +
    icon(companions[1] ?? 'two-coins', place.free[0], place.free[1], 70, -tilt * 2, 'url(#pFree)', c) +
    place.coins.map(([x, y, r]) => coin(x, y, r, c)).join('')
  );
}

/**
 * A 750x300 picture of a promotion, drawn per language and brand as banners are (the same card:
 * ground, brand, title in the language's fonts, call to action), with a picture of what the
 * promotion offers, from its category and its id. Deterministic; every word is escaped.
 */
export function promotionSvg(art: PromotionArt): string {
  return cardSvg(art, (c, h) => picture(art, c, h));
}
