/**
 * The game provider protocol (docs/provider-protocol.md): the platform's provider wallet API and
 * the provider's launch and catalogue calls. Field names follow the trade's operator wallet APIs
 * (snake_case, `RS_*` statuses), not the site's own API.
 */
import { z } from 'zod';

/** The currencies' ISO 4217 exponents (a provider's stakes count in them). */
export { currencyRules } from './currency-constants';

/** Every status an answer of the protocol carries. */
export const PROVIDER_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_LIMIT_REACHED',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** Headers of the protocol: the sender's code and its RSA-SHA256 signature over the raw body. */
export const PROVIDER_HEADERS = {
  provider: 'x-provider',
  platform: 'x-platform',
  signature: 'x-signature',
} as const;

/** Where the platform's wallet answers providers, and the provider answers the platform. */
export const PROVIDER_WALLET_BASE = '/provider-wallet/v1';
export const PROVIDER_WALLET_METHODS = [
  'user/info',
  'user/balance',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
] as const;
export type ProviderWalletMethod = (typeof PROVIDER_WALLET_METHODS)[number];
export const PROVIDER_PLATFORM_PATHS = { gameUrl: '/platform/v1/game/url', games: '/platform/v1/games' } as const;

/** Bodies are small; anything larger is refused before it is read. */
export const PROVIDER_BODY_LIMIT = 64 * 1024;

const id = z.string().min(1).max(128);
/** Minor units, integers only: no floats anywhere in money. */
const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3}$/);
const gameCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/);

const base = z.object({ request_uuid: id, token: z.string().min(1).max(256) });
const inRound = base.extend({ user: id, game_code: gameCode, round: id, transaction_uuid: id });

export const providerWalletRequests = {
  'user/info': base.extend({ game_code: gameCode }),
  'user/balance': base.extend({ user: id, game_code: gameCode }),
  'transaction/bet': inRound.extend({ amount: minor.refine((n) => n > 0), currency }),
  'transaction/win': inRound.extend({
    amount: minor,
    currency,
    reference_transaction_uuid: id.optional(),
    round_closed: z.boolean().default(true),
    is_free: z.boolean().default(false),
  }),
  'transaction/rollback': inRound.extend({ reference_transaction_uuid: id }),
} satisfies Record<ProviderWalletMethod, z.ZodTypeAny>;
export type ProviderWalletRequest<M extends ProviderWalletMethod> = z.infer<(typeof providerWalletRequests)[M]>;

/** Every answer: a status and, when RS_OK, the player's balance after the call. */
export const providerWalletAnswerSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  request_uuid: z.string().optional(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  /** user/info only. */
  language: z.string().optional(),
  country: z.string().optional(),
});
export type ProviderWalletAnswer = z.infer<typeof providerWalletAnswerSchema>;

/** Platform to provider: a game URL for one member's launch. */
export const providerGameUrlRequestSchema = z.object({
  request_uuid: id,
  user: id,
  token: z.string().max(256),
  game_code: gameCode,
  currency,
  language: z.string().min(2).max(8),
  mode: z.enum(['real', 'demo']),
  return_url: z.string().url().max(2048),
  country: z.string().length(2).optional(),
});
export type ProviderGameUrlRequest = z.infer<typeof providerGameUrlRequestSchema>;
export const providerGameUrlAnswerSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  url: z.string().url().optional(),
});

/** One game of a provider's catalogue. */
export const providerGameSchema = z.object({
  game_code: gameCode,
  kind: z.enum(['slot', 'roulette', 'crash']),
  /** The vendor code the game is listed under on the platform. */
  studio: z.string().min(1).max(16),
  names: z.record(z.string(), z.string().min(1).max(120)),
  /** Return to player in basis points (9600 is 96.00 %). */
  rtp: z.number().int().min(0).max(10_000),
  status: z.enum(['active', 'withdrawn']),
  updated_at: z.string().datetime({ offset: true }),
});
export type ProviderGame = z.infer<typeof providerGameSchema>;
export const providerCatalogueRequestSchema = z.object({ request_uuid: id });
export const providerCatalogueAnswerSchema = z.object({
  status: z.enum(PROVIDER_STATUSES),
  games: z.array(providerGameSchema).optional(),
});
