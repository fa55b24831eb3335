import { PATHS } from '@lobby/contract/constants';

/** The member mix's reads (member-mix.ts), in its order: balance, favourites, recent games, betting records. */
export const MEMBER_READS = [
  PATHS.walletBalance,
  `${PATHS.favourites}?pageNo=1&pageSize=36`,
  `${PATHS.recentGames}?page=1&pageSize=36`,
  `${PATHS.orders}?pageNo=1&pageSize=20`,
] as const;
