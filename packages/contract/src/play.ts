import { z } from 'zod';
import { emptyAsAbsent, languageSchema, vendorCodeSchema } from './common';
import { pageNumber } from './game-list';
import { gameSchema, gameTypeSchema } from './games';
import { amountTextSchema, idempotencyKeySchema } from './wallet';

const nodeIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/);

const idText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);
const flag01 = z.enum(['0', '1']);

/**
 * launchGame (known-api.md): the game, its vendor, real money (1) or free-play wallet (0), and
 * the launch fields of spec section 3 (gameType, gameCode, roomId, supportPlay/freeplay,
 * isGameH5, playType trad or ent); the catalogue's own values win where they overlap.
 */
export const launchQuerySchema = z.object({
  gameId: emptyAsAbsent(idText),
  gameType: emptyAsAbsent(gameTypeSchema),
  gameCode: emptyAsAbsent(idText),
  roomId: emptyAsAbsent(idText),
  supportPlay: emptyAsAbsent(flag01),
  freeplay: emptyAsAbsent(flag01),
  isGameH5: emptyAsAbsent(flag01),
  playType: emptyAsAbsent(z.enum(['trad', 'ent'])),
  /** Absent for a vendor entry (spec section 4: vendor route for vassalage-type games): the vendor's lobby of `gameType`. */
  nodeId: emptyAsAbsent(nodeIdSchema),
  vassalage: vendorCodeSchema,
  accountType: emptyAsAbsent(z.enum(['0', '1'])),
  platform: emptyAsAbsent(z.literal('html5')),
  clientType: emptyAsAbsent(z.literal('2')),
  language: emptyAsAbsent(languageSchema),
});
export type LaunchQuery = z.input<typeof launchQuerySchema>;

/** The game URL comes back inside `value` (known-api.md); ours also says whose page it is. */
export const launchValueSchema = z.object({
  url: z.string(),
  /**
   * 'inHouse' for our own games (a site path), 'provider' for a game provider's page (another
   * origin, opened as a page of its own), 'demo' for the stand-in page of a vendor no provider lists.
   */
  kind: z.enum(['inHouse', 'provider', 'demo']),
  /** A provider's page that may open in a frame of the site (the site's game frame), not as a page of its own. */
  frame: z.boolean().optional(),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;

const cardSchema = z.object({ rank: z.number().int().min(1).max(13), suit: z.enum(['S', 'H', 'D', 'C']) });

/** A Hi-Lo round as the player sees it: the first card while open, both cards once settled. */
export const hiLoRoundSchema = z.object({
  roundId: z.string(),
  nodeId: z.string(),
  status: z.enum(['open', 'settled']),
  betMinor: z.number().int(),
  payoutMinor: z.number().int(),
  card: cardSchema,
  guess: z.enum(['higher', 'lower']).optional(),
  next: cardSchema.optional(),
  balanceMinor: z.number().int(),
});
export type HiLoRound = z.infer<typeof hiLoRoundSchema>;

/** The table of an in-house game: its name, the member's balance and an unfinished round. */
export const inHouseTableSchema = z.object({
  nodeId: z.string(),
  gameName: z.string(),
  balanceMinor: z.number().int(),
  minBetMinor: z.number().int(),
  maxBetMinor: z.number().int(),
  open: hiLoRoundSchema.nullable(),
});
export type InHouseTable = z.infer<typeof inHouseTableSchema>;

export const inHouseTableQuerySchema = z.object({ nodeId: nodeIdSchema, language: emptyAsAbsent(languageSchema) });
export const dealPayloadSchema = z.object({
  nodeId: nodeIdSchema,
  bet: amountTextSchema,
  requestId: idempotencyKeySchema,
});
export type DealPayload = z.input<typeof dealPayloadSchema>;
export const guessPayloadSchema = z.object({
  roundId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
  guess: z.enum(['higher', 'lower']),
});
export type GuessPayload = z.input<typeof guessPayloadSchema>;

/** The instants a record search may ask about: the picker's years 2000-2030, in any time zone. */
const RECORD_TIME_MIN = Date.UTC(1999, 11, 31);
const RECORD_TIME_MAX = Date.UTC(2031, 0, 2);
export const recordTimeSchema = z
  .string()
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) >= RECORD_TIME_MIN && Date.parse(v) <= RECORD_TIME_MAX);

/**
 * Betting records (/lgw/orders): the member's rounds, latest first; optionally those placed from
 * `startTime` (included) to `endTime` (excluded), both or neither, the first before the last.
 */
export const ordersQuerySchema = z
  .object({
    pageNo: pageNumber(1_000_000, 1),
    pageSize: pageNumber(100, 20),
    language: emptyAsAbsent(languageSchema),
    startTime: emptyAsAbsent(recordTimeSchema),
    endTime: emptyAsAbsent(recordTimeSchema),
  })
  .refine((q) => (q.startTime === undefined) === (q.endTime === undefined), { path: ['endTime'] })
  .refine((q) => !q.startTime || !q.endTime || Date.parse(q.startTime) < Date.parse(q.endTime), { path: ['endTime'] });
export const orderSchema = z.object({
  orderId: z.string(),
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  status: z.enum(['open', 'settled']),
  betMinor: z.number().int(),
  payoutMinor: z.number().int(),
  /** Payout minus bet once settled. */
  winLossMinor: z.number().int(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const ordersSchema = z.object({
  orders: z.array(orderSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type Orders = z.infer<typeof ordersSchema>;
export const orderDetailQuerySchema = z.object({
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
  language: emptyAsAbsent(languageSchema),
});
/** One money move of a game provider's round, as the provider sent it: a bet, a win, or a bet given back. */
export const orderMoveSchema = z.object({
  kind: z.enum(['bet', 'win', 'rollback']),
  /** What a bet staked or a win paid; a rollback gives back its bet (marked `rolledBack`) and carries 0. */
  amountMinor: z.number().int(),
  at: z.string(),
  /** A bet a later rollback gave back. */
  rolledBack: z.boolean(),
});
export type OrderMove = z.infer<typeof orderMoveSchema>;
/**
 * A round with its cards (the in-house table), or a game provider's round with its bets, wins
 * and rollbacks in order (the provider keeps the play itself).
 */
export const orderDetailSchema = orderSchema.extend({
  round: hiLoRoundSchema.omit({ balanceMinor: true }).optional(),
  moves: z.array(orderMoveSchema).optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A lottery's draws (known-api.md: /lgw/games/opened/numero, /lgw/numeros/near), by the game's node id. */
export const openedNumeroQuerySchema = z.object({ nodeId: nodeIdSchema });
export const nearNumerosQuerySchema = z.object({ nodeId: nodeIdSchema, size: pageNumber(20, 5) });
export const openedNumeroSchema = z.object({
  nodeId: z.string(),
  numero: z.string(),
  closeTime: z.string(),
  serverTime: z.string(),
});
export type OpenedNumero = z.infer<typeof openedNumeroSchema>;
export const drawResultSchema = z.object({
  numero: z.string(),
  drawTime: z.string(),
  numbers: z.array(z.number().int()),
});
export type DrawResult = z.infer<typeof drawResultSchema>;
export const nearNumerosSchema = z.object({ nodeId: z.string(), draws: z.array(drawResultSchema) });
export type NearNumeros = z.infer<typeof nearNumerosSchema>;

/**
 * The lottery hall (known-api.md: /lgw/games, /lgw/games/game_menus, /lgw/games/popular,
 * /lgw/games/game_menus/recent): the brand's lotteries, each with its open draw, so one answer
 * shows every countdown. `gameType` narrows to lotteries or e-lotteries (ELOTTO read as ELOTT).
 */
export const lotteryHallQuerySchema = z.object({
  language: emptyAsAbsent(languageSchema),
  gameType: emptyAsAbsent(z.preprocess((v) => (v === 'ELOTTO' ? 'ELOTT' : v), z.enum(['LOTT', 'ELOTT']))),
  size: pageNumber(50, 6),
});
export type LotteryHallQuery = z.input<typeof lotteryHallQuerySchema>;
export const lotteryGameSchema = gameSchema.extend({ numero: z.string(), closeTime: z.string() });
export type LotteryGame = z.infer<typeof lotteryGameSchema>;
export const lotteryGamesSchema = z.object({ games: z.array(lotteryGameSchema), serverTime: z.string() });
export type LotteryGames = z.infer<typeof lotteryGamesSchema>;
/** A menu of the hall: one lottery vendor's games, menus in the brand's vendor order. */
export const lotteryMenuSchema = z.object({
  menuCode: z.string(),
  menuName: z.string(),
  gameType: z.enum(['LOTT', 'ELOTT']),
  games: z.array(lotteryGameSchema),
});
export const lotteryMenusSchema = z.object({ menus: z.array(lotteryMenuSchema), serverTime: z.string() });
export type LotteryMenus = z.infer<typeof lotteryMenusSchema>;
