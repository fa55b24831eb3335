import { z } from 'zod';

/** Amounts travel as text with at most two decimals ('12.50'), parsed to minor units by domain's parseAmount. */
export const amountTextSchema = z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/);

/**
 * A client's name for one money movement, sent again when it retries: the server applies a
 * movement once per key (DESIGN.md section 4).
 */
export const idempotencyKeySchema = z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/);

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
