import type { GameCategory } from '@lobby/contract/constants';
import {
  Bird,
  Cherry,
  Clapperboard,
  Dices,
  Fish,
  Flame,
  Gamepad2,
  Grid3x3,
  History,
  Spade,
  Sparkles,
  Star,
  Ticket,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

/** The side menu's picture for each list and game category (lucide's icons, tree-shaken). */
const ICONS: Partial<Record<GameCategory, LucideIcon>> = {
  HOT: Flame,
  FAV: Star,
  RECENT: History,
  LIVE: Clapperboard,
  RNG: Cherry,
  SPORTS: Trophy,
  ESPORTS: Gamepad2,
  FISH: Fish,
  PVP: Spade,
  LOTT: Ticket,
  ELOTT: Dices,
  COCKFIGHT: Bird,
  JILI: Sparkles,
  BINGO: Grid3x3,
};

export function categoryIcon(category: GameCategory): ReactNode {
  const Icon = ICONS[category] ?? Sparkles;
  return <Icon size={18} strokeWidth={2} />;
}
