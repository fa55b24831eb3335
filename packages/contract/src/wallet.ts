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

/** How a member can pay a deposit: one of the brand's methods at its payment provider. */
export const depositMethodSchema = z.object({
  /** The brand's code of the method, e.g. `kbzpay`. */
  code: z.string(),
  /** What the member does on the provider's page: approve in an e-wallet, transfer from a bank, scan a QR code. */
  kind: z.enum(['ewallet', 'bank_transfer', 'qr']),
  /** Its name as the member knows it, e.g. KBZPay. */
  name: z.string(),
  /** Limits of one deposit by this method, minor units. */
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  /** Its fee, borne by the member and taken from the amount (domain's paymentFeeMinor works it out). */
  fee: z.object({ percentBps: z.number().int(), fixedMinor: z.number().int() }),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

/** The brand's wallet setup, answered to visitors too (spec section 4: merchant wallet also when logged out). */
export const merchantWalletSchema = z.object({
  currency: z.string(),
  /**
   * Deposits at /m/voucherCenter by the brand's methods at its payment provider, within the
   * limits of one deposit (minor units); no methods: the site takes no deposits.
   */
  deposit: z.object({
    minMinor: z.number().int(),
    maxMinor: z.number().int(),
    methods: z.array(depositMethodSchema),
  }),
  /** Withdrawals through the provider: the methods they are paid to (none: no withdrawals here). */
  withdraw: z.object({ methods: z.array(depositMethodSchema) }),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** A deposit by one of the brand's methods: which, how much, and the client's idempotency key. */
export const depositStartSchema = z.object({
  method: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,32}$/),
  amount: amountTextSchema,
  requestId: idempotencyKeySchema,
});
export type DepositStart = z.input<typeof depositStartSchema>;

export const DEPOSIT_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** A deposit as the member follows it: paid at the provider's page (`payUrl`), credited once when `paid`. */
export const depositSchema = z.object({
  reference: z.string(),
  state: z.enum(DEPOSIT_STATES),
  /** What the member pays at the provider. */
  amountMinor: z.number().int(),
  /** The method's fee on it: the wallet is credited the amount less the fee. */
  feeMinor: z.number().int(),
  currency: z.string(),
  method: z.string(),
  payUrl: z.string(),
  createdAt: z.string(),
});
export type DepositView = z.infer<typeof depositSchema>;
export const depositQuerySchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^D[A-Za-z0-9]{8,40}$/),
});

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

/**
 * A withdrawal: the amount and the client's idempotency key, the method (one of the brand's
 * e-wallets or banks) and the account it is paid to.
 */
export const withdrawPayloadSchema = z.object({
  amount: amountTextSchema,
  requestId: idempotencyKeySchema,
  method: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,32}$/),
  accountHolder: z.string().trim().min(2).max(80),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9 -]{6,34}$/),
});

export const WITHDRAWAL_STATES = ['pending', 'approved', 'paid', 'failed', 'rejected', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/**
 * A withdrawal as the member follows it: held from the wallet at once, pending until the brand
 * approves it (the member may cancel it until then), then paid by the provider, or given back
 * when rejected, cancelled or failed.
 */
export const withdrawalSchema = z.object({
  reference: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  /** What leaves the wallet. */
  amountMinor: z.number().int(),
  /** The method's fee on it: the account is paid the amount less the fee. */
  feeMinor: z.number().int(),
  currency: z.string(),
  method: z.string(),
  /** The account paid to, all but its last four digits hidden. */
  account: z.string(),
  /** Why it was rejected or failed. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type WithdrawalView = z.infer<typeof withdrawalSchema>;
export const withdrawAnswerSchema = walletBalanceSchema.extend({ withdrawal: withdrawalSchema.optional() });
export const withdrawalReferenceSchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^W[A-Za-z0-9]{8,40}$/),
});
export type WithdrawPayload = z.input<typeof withdrawPayloadSchema>;

/** The member's wallets (known-api.md: wallets gcs); one main wallet here. */
export const walletsSchema = z.array(
  z.object({ code: z.string(), balanceMinor: z.number().int(), sumBalance: z.number() }),
);
export type Wallets = z.infer<typeof walletsSchema>;
