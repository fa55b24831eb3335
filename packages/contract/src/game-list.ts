import { z } from 'zod';
import { GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE, GAME_NAME_SEARCH_MAX } from './categories';
import { emptyAsAbsent, languageSchema, merchantCodeSchema, vendorCodeSchema } from './common';
import { gameSchema, gameTypeSchema } from './games';

/** A game type asked for in a query; ELOTTO, the spec's other spelling of ELOTT (section 3), means ELOTT. */
const gameTypeQuerySchema = z.preprocess((v) => (v === 'ELOTTO' ? 'ELOTT' : v), gameTypeSchema);

/** A positive whole number sent as a string; absent or empty means `fallback`. */
export const pageNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{0,9}$/)
    .optional()
    .transform((v) => (v ? Number(v) : fallback))
    .pipe(z.number().int().min(1).max(max));

/** A bet or line limit: a non-negative decimal, empty when unused. */
const betLimit = emptyAsAbsent(
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,4})?$/)
    .transform(Number),
);

/** Vendors as one code or a comma-separated list (esports: `AV,AI,IMES,TF,IA`). */
const vendorList = z
  .string()
  .max(400)
  .transform((v) =>
    v
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  )
  .pipe(z.array(vendorCodeSchema).max(50))
  .transform((codes) => [...new Set(codes)]);

/** '1' turns a filter on; '', '0' or absent leave it off. */
const flag = z
  .enum(['', '0', '1'])
  .optional()
  .transform((v) => v === '1');

/**
 * Query of GCSGAME_gameList and /lgw/games/mobile (spec section 7). Every value is a string;
 * empty strings mean "no filter", unknown values of enumerated fields are rejected.
 */
export const gameListQuerySchema = z.object({
  merchant: emptyAsAbsent(merchantCodeSchema),
  platform: emptyAsAbsent(z.literal('html5')),
  clientType: emptyAsAbsent(z.literal('2')),
  /** Case-insensitive "name contains", in the requested language (English as fallback). */
  gameName: z
    .string()
    .trim()
    .max(GAME_NAME_SEARCH_MAX)
    .optional()
    .transform((v) => v || undefined),
  gameType: emptyAsAbsent(gameTypeQuerySchema),
  pageNo: pageNumber(1_000_000, 1),
  pageSize: pageNumber(GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE),
  vassalage: vendorList.optional().transform((v) => v ?? []),
  /** e.g. BG for bingo; empty when the NEW filter is on. */
  gameClassify: emptyAsAbsent(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,16}$/)
      .transform((v) => v.toUpperCase()),
  ),
  /** Accepted for the platform's sake; the catalogue has no bet or line limits yet. */
  minBet: betLimit,
  minLine: betLimit,
  isNew: flag,
  /**
   * '1' asks for hot games only: the HOT class of a game list (spec section 4). Not among the
   * platform's known parameters; our own addition, ignored by a platform that lacks it.
   */
  isHot: flag,
  language: emptyAsAbsent(languageSchema),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;
export type GameListFilter = z.output<typeof gameListQuerySchema>;

/** One page of the game list (spec section 3); `pageNum` repeats `pageNo` for older clients. */
export const gameListSchema = z.object({
  games: z.array(gameSchema),
  pageNo: z.number().int().positive(),
  pageNum: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  /** A name search found more than GAME_SEARCH_RESULT_CAP games: the total and the pages stop at the cap. */
  capped: z.boolean().optional(),
});
export type GameList = z.infer<typeof gameListSchema>;

/** Favourites of a member (spec section 7): pages of 36 (200 in search, 100 on home). */
export const FAVOURITES_MAX_PAGE_SIZE = 200;
export const favouritesQuerySchema = z.object({
  pageNo: pageNumber(1_000_000, 1),
  pageSize: pageNumber(FAVOURITES_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE),
  gameType: emptyAsAbsent(gameTypeQuerySchema),
  /** One vendor, or several comma-separated (a list's esports or cockfight vendors). */
  vendor: vendorList.optional().transform((v) => v ?? []),
  language: emptyAsAbsent(languageSchema),
});
export type FavouritesQuery = z.input<typeof favouritesQuerySchema>;

/**
 * A page of favourites as the platform answers it (spec section 3): the games under `content`
 * (some platform versions name it `list`), with pageNum, pageSize and totalPages. Ours sends
 * `content`, and pageNo and totalCount as the game list does.
 */
export const favouritesPageSchema = z.object({
  content: z.array(gameSchema).optional(),
  list: z.array(gameSchema).optional(),
  pageNo: z.number().int().positive().optional(),
  pageNum: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative().optional(),
});
export type FavouritesPage = z.infer<typeof favouritesPageSchema>;

/** Adding or removing a favourite names the game by node id and its vendor (spec section 7). */
export const favouriteActionSchema = z.object({
  nodeId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/),
  vendor: vendorCodeSchema,
});
export type FavouriteAction = z.infer<typeof favouriteActionSchema>;

/** Recent games of a member (spec section 7): `page` (not pageNo), pages of 36, latest first. */
export const recentGamesQuerySchema = z.object({
  page: pageNumber(1_000_000, 1),
  pageSize: pageNumber(FAVOURITES_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE),
  gameType: emptyAsAbsent(gameTypeQuerySchema),
  /** One vendor, or several comma-separated (a list's esports or cockfight vendors). */
  vendor: vendorList.optional().transform((v) => v ?? []),
  language: emptyAsAbsent(languageSchema),
  clientType: emptyAsAbsent(z.literal('2')),
});
export type RecentGamesQuery = z.input<typeof recentGamesQuerySchema>;

/** A query as it travels in the address: each of the endpoint's own parameters, as text (the server checks them). */
export type QueryText<Q> = { [K in keyof Q]?: string };
/** The game list's parameters as text (domain's gameListQuery builds them). */
export type GameListParams = QueryText<GameListQuery>;
/** The favourites' or the recent games' parameters as text (domain's memberListQuery builds them). */
export type MemberListParams = QueryText<FavouritesQuery> | QueryText<RecentGamesQuery>;
