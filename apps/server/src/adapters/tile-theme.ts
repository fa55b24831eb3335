// Our look of each kind of game: which colours a tile of a slot, a live table or a lottery gets.
import { BINGO_CLASSIFY, COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '@lobby/contract/constants';

/** What a tile shows a game as: the game type, narrowed by classification and vendor. */
export type TileKind =
  'slots' | 'fishing' | 'live' | 'cards' | 'sports' | 'esports' | 'cockfight' | 'bingo' | 'lottery' | 'quickLottery';

export function tileKind(game: { gameType: string; gameClassify: string; vendorCode: string }): TileKind {
  const vendorIn = (list: readonly string[]) => list.includes(game.vendorCode);
  if (game.gameClassify === BINGO_CLASSIFY) return 'bingo';
  switch (game.gameType) {
    case 'FISH':
      return 'fishing';
    case 'LIVE':
      return 'live';
    case 'PVP':
      return 'cards';
    case 'SPORTS':
      return vendorIn(ESPORTS_VENDORS) ? 'esports' : vendorIn(COCKFIGHT_VENDORS) ? 'cockfight' : 'sports';
    case 'LOTT':
      return 'lottery';
    case 'ELOTT':
      return 'quickLottery';
    default:
      return 'slots';
  }
}

/** A tile's colours: background light centre to dark edge, and the ink of outlines. */
export interface Palette {
  light: string;
  mid: string;
  dark: string;
}

const P = {
  ruby: { light: '#ff6b81', mid: '#c2185b', dark: '#3d0620' },
  amethyst: { light: '#d17cf0', mid: '#7b1fa2', dark: '#220638' },
  sapphire: { light: '#5cc8ff', mid: '#1565c0', dark: '#07173f' },
  emerald: { light: '#5ff0b0', mid: '#00896f', dark: '#022b25' },
  amber: { light: '#ffd54f', mid: '#e65100', dark: '#3e1300' },
  blossom: { light: '#ff9ec4', mid: '#d81b60', dark: '#3a0018' },
  midnight: { light: '#8c6cff', mid: '#3423a6', dark: '#0b0733' },
  ocean: { light: '#52e5f2', mid: '#0277bd', dark: '#021f3f' },
  lagoon: { light: '#6ff7d5', mid: '#00838f', dark: '#01262b' },
  wine: { light: '#ff6e5e', mid: '#a3001b', dark: '#2b0006' },
  felt: { light: '#73d97a', mid: '#1b6e2a', dark: '#03200b' },
  neon: { light: '#3ef0ff', mid: '#6a1bd8', dark: '#12002b' },
  ember: { light: '#ffb74d', mid: '#bf360c', dark: '#2d0b00' },
  teal: { light: '#64ffda', mid: '#00796b', dark: '#002420' },
  cobalt: { light: '#82b1ff', mid: '#283593', dark: '#080c30' },
  orchid: { light: '#ea80fc', mid: '#8e24aa', dark: '#2a0033' },
  forest: { light: '#b2ff59', mid: '#2e7d32', dark: '#071f08' },
  copper: { light: '#ffab91', mid: '#a1421b', dark: '#2b0e03' },
} satisfies Record<string, Palette>;

/** Each kind's palettes; a game gets one of its kind's by its hash, so a grid of one kind still varies. */
const PALETTES: Record<TileKind, Palette[]> = {
  slots: [
    P.ruby,
    P.amethyst,
    P.sapphire,
    P.emerald,
    P.amber,
    P.blossom,
    P.midnight,
    P.teal,
    P.cobalt,
    P.orchid,
    P.forest,
    P.copper,
  ],
  fishing: [P.ocean, P.lagoon, P.sapphire, P.teal, P.cobalt],
  live: [P.wine, P.felt, P.midnight, P.copper, P.orchid],
  cards: [P.felt, P.wine, P.sapphire, P.forest, P.cobalt],
  sports: [P.felt, P.sapphire, P.emerald, P.forest],
  esports: [P.neon, P.midnight, P.orchid],
  cockfight: [P.ember, P.wine, P.copper],
  bingo: [P.blossom, P.amber, P.amethyst, P.orchid],
  lottery: [P.wine, P.amber, P.ruby, P.copper],
  quickLottery: [P.amber, P.blossom, P.midnight, P.teal],
};

/** The kind's palettes: a game gets one by its hash. */
export const palettesOf = (kind: TileKind): readonly Palette[] => PALETTES[kind];

/** A metal: light, middle and deep stops of a gradient, for pictures and frames. */
export type Metal = readonly [string, string, string];

/** What the main picture is cast in. */
export const FILLS = {
  gold: ['#fffbe6', '#ffd23f', '#d97a00'],
  silver: ['#ffffff', '#dfe6f0', '#7d8aa0'],
  rose: ['#fff0f3', '#ff9fb4', '#c2185b'],
  jade: ['#eafff5', '#5fe3a8', '#00796b'],
  fire: ['#fff7d6', '#ffb347', '#e53935'],
  ice: ['#f2fdff', '#8ee8ff', '#1e6fd9'],
} satisfies Record<string, Metal>;
export type FillName = keyof typeof FILLS;

/** A vendor's frame: every tile of one vendor has the same, so its games look of a set. */
export const FRAMES = {
  gold: ['#fff3b0', '#f0b429', '#8a5a00'],
  silver: ['#ffffff', '#c9d3e0', '#5d6b80'],
  bronze: ['#ffe0c2', '#d8894a', '#6b3410'],
  platinum: ['#f5f7ff', '#a9b8ff', '#3c4a8c'],
} satisfies Record<string, Metal>;
export type FrameName = keyof typeof FRAMES;
