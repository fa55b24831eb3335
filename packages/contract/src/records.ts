import { z } from 'zod';
import { emptyAsAbsent } from './common';
import { pageNumber } from './game-list';
import { gameTypeSchema } from './games';
import { recordTimeSchema } from './play';
import { ACCOUNT_RECORD_KINDS, KYC_SIDES, KYC_STATUSES } from './records-constants';

export const kycSideSchema = z.enum(KYC_SIDES);
export const kycStatusNameSchema = z.enum(KYC_STATUSES);

/** A member's KYC: the status, the operator's reason for a rejection, and the documents on file. */
export const kycStatusSchema = z.object({
  status: kycStatusNameSchema,
  reason: z.string().nullable(),
  documents: z.array(z.object({ side: kycSideSchema, uploadedAt: z.string() })),
  /** The brand asks for approved KYC before a withdrawal. */
  requiredForWithdrawal: z.boolean(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** The text field of a document upload (the file travels beside it as `file`). */
export const kycUploadFieldsSchema = z.object({ side: kycSideSchema });
export const kycDocumentQuerySchema = z.object({ side: kycSideSchema });

/** The operator's decision: a rejection says why (the member reads it). */
export const kycReviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approved') }),
  z.object({ decision: z.literal('rejected'), reason: z.string().trim().min(1).max(200) }),
]);
export type KycReview = z.infer<typeof kycReviewSchema>;

/** A brand's KYC rule, set by the operator. */
export const kycPolicySchema = z.object({ requireForWithdrawal: z.boolean() });
export type KycPolicy = z.infer<typeof kycPolicySchema>;

/** One member's KYC in the operator's list. */
export const kycCaseSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  status: kycStatusNameSchema,
  reason: z.string().nullable(),
  sides: z.array(kycSideSchema),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type KycCase = z.infer<typeof kycCaseSchema>;
export const kycCasesQuerySchema = z.object({
  merchant: z.string().min(1).max(32),
  status: emptyAsAbsent(kycStatusNameSchema),
});

/** Both ends of a record window or neither, the start before the end (like the betting records). */
const window = <T extends { startTime?: string; endTime?: string }>(q: T) =>
  (q.startTime === undefined) === (q.endTime === undefined) &&
  (!q.startTime || !q.endTime || Date.parse(q.startTime) < Date.parse(q.endTime));

/** Keyset cursor of the account records: the last row's time and id, as the previous page gave it. */
const cursorSchema = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3,6}Z_[A-Za-z0-9-]{1,64}$/)
  .refine((v) => !Number.isNaN(Date.parse(v.slice(0, v.indexOf('_')))));

export const accountRecordsQuerySchema = z
  .object({
    pageSize: pageNumber(100, 20),
    kind: emptyAsAbsent(z.enum(ACCOUNT_RECORD_KINDS)),
    startTime: emptyAsAbsent(recordTimeSchema),
    endTime: emptyAsAbsent(recordTimeSchema),
    cursor: emptyAsAbsent(cursorSchema),
  })
  .refine(window, { path: ['endTime'] });
export type AccountRecordsQuery = z.input<typeof accountRecordsQuerySchema>;

export const accountRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(ACCOUNT_RECORD_KINDS),
  /** What it did to the wallet: negative takes money out. */
  amountMinor: z.number().int(),
  /** The wallet's balance right after it. */
  balanceAfterMinor: z.number().int(),
  createdAt: z.string(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;
export const accountRecordsSchema = z.object({
  records: z.array(accountRecordSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Over the whole filter, not only this page. */
  totals: z.object({ count: z.number().int(), inMinor: z.number().int(), outMinor: z.number().int() }),
});
export type AccountRecords = z.infer<typeof accountRecordsSchema>;

/** Keyset cursor of the profit and loss rows: the last row's day and game type. */
const dayCursorSchema = z.string().regex(/^\d{4}-\d\d-\d\d_[A-Z0-9_]{1,20}$/);

export const profitLossQuerySchema = z
  .object({
    pageSize: pageNumber(100, 31),
    gameType: emptyAsAbsent(gameTypeSchema),
    startTime: emptyAsAbsent(recordTimeSchema),
    endTime: emptyAsAbsent(recordTimeSchema),
    /** The member's offset from UTC in minutes (east positive): where their days begin. */
    utcOffset: emptyAsAbsent(
      z
        .string()
        .regex(/^-?\d{1,3}$/)
        .transform(Number)
        .pipe(z.number().int().min(-720).max(840)),
    ),
    cursor: emptyAsAbsent(dayCursorSchema),
  })
  .refine(window, { path: ['endTime'] });
export type ProfitLossQuery = z.input<typeof profitLossQuerySchema>;

const pnlFigures = {
  rounds: z.number().int(),
  betMinor: z.number().int(),
  payoutMinor: z.number().int(),
  /** Payout minus bet: the member's win (positive) or loss. */
  profitMinor: z.number().int(),
};
export const profitLossRowSchema = z.object({ day: z.string(), gameType: z.string(), ...pnlFigures });
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;
export const profitLossSchema = z.object({
  rows: z.array(profitLossRowSchema),
  nextCursor: z.string().nullable(),
  totals: z.object(pnlFigures),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;
