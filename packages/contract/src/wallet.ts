import { z } from 'zod';

/** Amounts travel as text with at most two decimals ('12.50'), parsed to minor units by domain's parseAmount. */
export const amountTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/);

/**
 * A client's name for one money movement, sent again when it retries: the server applies a
 * movement once per key (DESIGN.md section 4).
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The member's wallet (spec section 3): `sumBalance` with 2 decimals; minor units beside it. */
export const walletBalanceSchema = z.object({
  sumBalance: z.number(),
  balanceMinor: z.number().int().nonnegative(),
  currency: z.string(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** The brand's wallet setup, answered to visitors too (spec section 4: merchant wallet also when logged out). */
export const merchantWalletSchema = z.object({
  currency: z.string(),
  /** The demo deposit channel of /m/voucherCenter: limits of one deposit, minor units. */
  deposit: z.object({ demo: z.literal(true), minMinor: z.number().int(), maxMinor: z.number().int() }),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** A demo deposit (ours): the amount and the client's idempotency key. */
export const depositPayloadSchema = z.object({
  amount: amountTextSchema,
  requestId: idempotencyKeySchema,
});
export type DepositPayload = z.input<typeof depositPayloadSchema>;
export const DEPOSIT_MIN_MINOR = 1_000;
export const DEPOSIT_MAX_MINOR = 1_000_000;

/**
 * VIP rank progress (spec section 3: value.currentProgress, value.playerRankProgress.labelId);
 * labelId names the next rank and is null at the top rank.
 */
export const rankProgressSchema = z.object({
  level: z.number().int(),
  currentProgress: z.object({ completed: z.number(), total: z.number() }),
  playerRankProgress: z.object({ labelId: z.string().nullable() }),
});
export type RankProgress = z.infer<typeof rankProgressSchema>;

/** A winner board item (spec section 3: vo.winAmount); names are masked. */
export const winnerSchema = z.object({
  vo: z.object({
    winAmount: z.number(),
    memberName: z.string(),
    gameName: z.string(),
    nodeId: z.string(),
    time: z.string(),
  }),
});
export type Winner = z.infer<typeof winnerSchema>;

/** The jackpot counter's range (spec section 9: between 1.2e9 and 1.3e9). */
export const jackpotSchema = z.object({ min: z.number(), max: z.number() });
export type Jackpot = z.infer<typeof jackpotSchema>;

/** A promo code to redeem (ours; /m/promoCode behind REWCEN3). */
export const promoCodePayloadSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type PromoCodePayload = z.input<typeof promoCodePayloadSchema>;
export const promoCodeValueSchema = z.object({ amountMinor: z.number().int(), balanceMinor: z.number().int() });
export type PromoCodeValue = z.infer<typeof promoCodeValueSchema>;

/** A demo withdrawal: the amount and the client's idempotency key, as a deposit. */
export const withdrawPayloadSchema = depositPayloadSchema;
export type WithdrawPayload = DepositPayload;

/** The member's wallets (known-api.md: wallets gcs); one main wallet here. */
export const walletsSchema = z.array(
  z.object({ code: z.string(), balanceMinor: z.number().int(), sumBalance: z.number() }),
);
export type Wallets = z.infer<typeof walletsSchema>;
