import type { GameCategory } from '@lobby/contract/constants';

/**
 * What home shows under each tab of its category bar (spec section 2): HOME the vendor menus
 * (and the classic blocks), HOT the hot list, a game-list type its games with a 'more' link,
 * other categories one section per vendor.
 */
export type HomeTabContent = 'vendorMenus' | 'hotList' | 'gameList' | 'vendorSections';

/**
 * Game list types of spec section 9 (RNG, FISH, PVP, LIVE), plus the categories that are one
 * filtered RNG list (JILI, BINGO) and the member lists (FAV, RECENT), which open as lists too.
 */
const GAME_LIST_TABS: ReadonlySet<GameCategory> = new Set<GameCategory>([
  'RNG',
  'FISH',
  'PVP',
  'LIVE',
  'JILI',
  'BINGO',
  'FAV',
  'RECENT',
]);

export function homeTabContent(category: GameCategory): HomeTabContent {
  if (category === 'HOME') return 'vendorMenus';
  if (category === 'HOT') return 'hotList';
  return GAME_LIST_TABS.has(category) ? 'gameList' : 'vendorSections';
}

/** The tab home opens with, and the one the logo selects again (spec section 2). */
export const DEFAULT_HOME_TAB: GameCategory = 'HOT';

/** How a menu category looks among the classic home blocks (spec section 2). */
export type HomeBlockKind = 'sports' | 'lottery' | 'twoRows';

export function homeBlockKind(category: GameCategory): HomeBlockKind {
  switch (category) {
    case 'SPORTS':
    case 'ESPORTS':
      return 'sports';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    default:
      return 'twoRows';
  }
}

/** Not blocks of their own: the hot and JILI blocks lead the page; home and member lists are no game set. */
const NOT_A_MENU_BLOCK: ReadonlySet<GameCategory> = new Set<GameCategory>(['HOME', 'HOT', 'JILI', 'FAV', 'RECENT']);

/**
 * The classic home (spec section 2): the hot block, a JILI block, then one block per configured
 * menu category in menu order (each once).
 */
export function classicHomeBlocks(menuCategories: readonly GameCategory[]): GameCategory[] {
  const rest = [...new Set(menuCategories)].filter((category) => !NOT_A_MENU_BLOCK.has(category));
  return ['HOT', 'JILI', ...rest];
}
