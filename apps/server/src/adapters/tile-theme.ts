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
} satisfies Record<string, Palette>;

/** Each kind's palettes; a game gets one of its kind's by its hash, so a grid of one kind still varies. */
const PALETTES: Record<TileKind, Palette[]> = {
  slots: [P.ruby, P.amethyst, P.sapphire, P.emerald, P.amber, P.blossom, P.midnight],
  fishing: [P.ocean, P.lagoon, P.sapphire],
  live: [P.wine, P.felt, P.midnight],
  cards: [P.felt, P.wine, P.sapphire],
  sports: [P.felt, P.sapphire, P.emerald],
  esports: [P.neon, P.midnight],
  cockfight: [P.ember, P.wine],
  bingo: [P.blossom, P.amber, P.amethyst],
  lottery: [P.wine, P.amber, P.ruby],
  quickLottery: [P.amber, P.blossom, P.midnight],
};

export function paletteOf(kind: TileKind, seed: number): Palette {
  const list = PALETTES[kind];
  return list[seed % list.length] ?? P.ruby;
}
