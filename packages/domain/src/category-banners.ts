import type { BannerGroup } from '@lobby/contract/constants';
import { categoryForPath, type LobbyCategory } from './categories';

/**
 * Banner group shown atop each category's game list (spec section 9 banner types): JILI and bingo
 * are slots, esports and cockfight are sports. Lists of no category (search, favourites, recent,
 * hot, in-house) have no banner row.
 */
const GROUPS: Partial<Record<LobbyCategory, BannerGroup>> = {
  RNG: 'm_rng',
  JILI: 'm_rng',
  BINGO: 'm_rng',
  SPORTS: 'm_sports',
  ESPORTS: 'm_sports',
  COCKFIGHT: 'm_sports',
  PVP: 'm_pvp',
  LIVE: 'm_live',
  FISH: 'm_fish',
  LOTT: 'm_lott',
  ELOTT: 'm_elott',
};

export const categoryBannerGroup = (category: LobbyCategory): BannerGroup | null => GROUPS[category] ?? null;

/** The banner row a screen opens with: m_home on home, a category's group on its list. */
export function screenBannerGroup(path: string): BannerGroup | null {
  const category = categoryForPath(path);
  if (!category) return null;
  return category === 'HOME' ? 'm_home' : categoryBannerGroup(category);
}
