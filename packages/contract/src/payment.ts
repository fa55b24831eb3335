/**
 * The payment provider protocol (docs/payment-protocol.md): the platform's calls to a payment
 * provider (payment intents for deposits, payouts for withdrawals) and the provider's signed
 * callbacks. The shape follows card and wallet processors' public APIs (an intent the member
 * completes on the provider's page, signed webhooks delivered at least once), snake_case and
 * `RS_*` statuses like the game provider protocol.
 *
 * Signing needs `node:crypto`, which this package does not use: the algorithm is written out in
 * the protocol document, and each side implements it (the local provider in its own app).
 */
import { z } from 'zod';
import { CURRENCY_CODES, currencyRules } from './currency-constants';

/** The currencies' ISO 4217 exponents and shown decimals, for a provider's pages. */
export { currencyRules } from './currency-constants';

/** Every status an answer of the provider carries. */
export const PAYMENT_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_UNKNOWN_METHOD',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_IDEMPOTENCY_MISMATCH',
  'RS_ERROR_NOT_FOUND',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The HTTP status each answer is sent with (an answer's meaning is its `status`, not this). */
export const PAYMENT_HTTP_STATUS: Record<PaymentStatus, number> = {
  RS_OK: 200,
  RS_ERROR_UNKNOWN: 500,
  RS_ERROR_INVALID_SIGNATURE: 401,
  RS_ERROR_INVALID_PARTNER: 403,
  RS_ERROR_WRONG_SYNTAX: 400,
  RS_ERROR_UNKNOWN_METHOD: 422,
  RS_ERROR_WRONG_CURRENCY: 422,
  RS_ERROR_IDEMPOTENCY_MISMATCH: 409,
  RS_ERROR_NOT_FOUND: 404,
};

/** Headers of the protocol (lower case, as Node hands them over). */
export const PAYMENT_HEADERS = {
  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, more than one `v1=` while rotating. */
  signature: 'x-payment-signature',
  /** The platform's id at the provider, on every platform call. */
  platform: 'x-platform',
  /** The call's `reference`, on every creating call. */
  idempotencyKey: 'idempotency-key',
} as const;

/** A receiver refuses a signature whose timestamp is further than this from its clock (seconds). */
export const PAYMENT_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The signature scheme's version tag in the header. */
export const PAYMENT_SIGNATURE_SCHEME = 'v1';

/** Paths of the provider's API (platform to provider). */
export const PAYMENT_PATHS = {
  createIntent: '/v1/intents',
  getIntent: '/v1/intents/get',
  createPayout: '/v1/payouts',
  getPayout: '/v1/payouts/get',
} as const;

/** Bodies are small; anything larger is refused before it is read. */
export const PAYMENT_BODY_LIMIT = 64 * 1024;

export const PAYMENT_METHODS = ['ewallet', 'bank_transfer', 'qr'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_LANGUAGES = ['en', 'cn', 'my'] as const;
export type PaymentLanguage = (typeof PAYMENT_LANGUAGES)[number];

/**
 * ISO 4217 minor-unit exponents of the currencies the protocol knows: an amount is an integer
 * count of 10^-exponent units (MMK 150000 is 1,500.00 kyat, JPY 1500 is 1,500 yen).
 */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = Object.fromEntries(
  CURRENCY_CODES.map((code) => [code, currencyRules(code).exponent]),
);

export const INTENT_STATES = ['requires_action', 'succeeded', 'failed', 'expired'] as const;
export type IntentState = (typeof INTENT_STATES)[number];
export const PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
/** States after which nothing changes. */
export const TERMINAL_STATES: readonly string[] = ['succeeded', 'failed', 'expired', 'paid'];

export const PAYMENT_EVENT_TYPES = [
  'intent.succeeded',
  'intent.failed',
  'intent.expired',
  'payout.paid',
  'payout.failed',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

const reference = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
const objectId = z.string().min(1).max(64);
/** Minor units, integers only: no floats anywhere in money. */
const amountMinor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3}$/);
const method = z.enum(PAYMENT_METHODS);
const methodName = z.string().min(1).max(64);
const httpUrl = z
  .string()
  .max(2048)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), 'an http(s) URL');
const unixSeconds = z.number().int().nonnegative();

/** Platform to provider: a deposit the member completes on the provider's page (`pay_url`). */
export const createIntentRequestSchema = z.object({
  reference,
  amount_minor: amountMinor,
  currency,
  method,
  /** The wallet, bank or scheme shown to the member, e.g. `KBZPay`. */
  method_name: methodName,
  member_id: z.string().min(1).max(128),
  language: z.enum(PAYMENT_LANGUAGES),
  /** Where the provider's page sends the member back after the outcome. */
  return_url: httpUrl,
  /** Where the provider posts this intent's events. */
  callback_url: httpUrl,
  expires_in_seconds: z
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600),
});
export type CreateIntentRequest = z.infer<typeof createIntentRequestSchema>;

export const intentSchema = z.object({
  id: objectId,
  reference,
  amount_minor: amountMinor,
  currency,
  method,
  method_name: methodName,
  state: z.enum(INTENT_STATES),
  pay_url: z.string().url(),
  created: unixSeconds,
  expires_at: unixSeconds,
  failure_reason: z.string().optional(),
});
export type Intent = z.infer<typeof intentSchema>;

/** Either the provider's id or the platform's reference. */
export const getObjectRequestSchema = z.union([z.object({ id: objectId }).strict(), z.object({ reference }).strict()]);
export type GetObjectRequest = z.infer<typeof getObjectRequestSchema>;

export const intentAnswerSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  intent: intentSchema.optional(),
  message: z.string().optional(),
});
export type IntentAnswer = z.infer<typeof intentAnswerSchema>;

/** Platform to provider: a withdrawal paid to the member's account. */
export const createPayoutRequestSchema = z.object({
  reference,
  amount_minor: amountMinor,
  currency,
  method,
  method_name: methodName,
  account: z.object({
    holder: z.string().min(1).max(128),
    number: z.string().min(1).max(64),
  }),
  callback_url: httpUrl,
});
export type CreatePayoutRequest = z.infer<typeof createPayoutRequestSchema>;

export const payoutSchema = z.object({
  id: objectId,
  reference,
  amount_minor: amountMinor,
  currency,
  method,
  method_name: methodName,
  account: z.object({ holder: z.string(), number: z.string() }),
  state: z.enum(PAYOUT_STATES),
  created: unixSeconds,
  failure_reason: z.string().optional(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutAnswerSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  payout: payoutSchema.optional(),
  message: z.string().optional(),
});
export type PayoutAnswer = z.infer<typeof payoutAnswerSchema>;

/** Provider to platform: `POST <callback_url>`, signed with the webhook secret. */
export const paymentEventSchema = z.object({
  /** Unique per event; a redelivery of an event carries the same id. */
  event_id: z.string().min(1).max(64),
  type: z.enum(PAYMENT_EVENT_TYPES),
  created: unixSeconds,
  data: z.object({
    id: objectId,
    reference,
    amount_minor: amountMinor,
    currency,
    state: z.enum(['requires_action', 'succeeded', 'failed', 'expired', 'pending', 'paid']),
    failure_reason: z.string().optional(),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;
