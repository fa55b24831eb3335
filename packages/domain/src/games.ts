import type { GameType } from '@lobby/contract/constants';

/** Lottery types have no favourite star (spec sections 2 and 9). */
const NO_FAVOURITE: ReadonlySet<string> = new Set<GameType>(['LOTT', 'ELOTT']);

export const showsFavouriteStar = (gameType: string): boolean => !NO_FAVOURITE.has(gameType);

/** Game types whose sections hide the more-games button (spec section 9). */
const NO_MORE_BUTTON: ReadonlySet<string> = new Set(['LOTT', 'ELOTT', 'ESPORTS']);

export const showsMoreButton = (category: string): boolean => !NO_MORE_BUTTON.has(category);
