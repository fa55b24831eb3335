// Zod-free: the KYC and records paths and limits, safe in the browser bundle.

/** Ours (the spec shows KYC and the account / profit records only as UI text): a member's KYC and records. */
export const RECORDS_PATHS = {
  /** The member's KYC status and which documents are on file. */
  kyc: '/wps/member/kyc',
  /** POST (multipart `side` + `file`) uploads one document; GET `?side=` reads it back (owner only). */
  kycDocument: '/wps/member/kyc/document',
  /** Every ledger movement of the member with the running balance, latest first. */
  accountRecords: '/wps/member/records/account',
  /** Profit and loss of the member's settled rounds per day and game type. */
  profitLoss: '/wps/member/records/profit',
} as const;

/** The operator's KYC API (see OPERATOR_PATHS in @lobby/contract/operator). */
export const OPERATOR_KYC_PATH = '/__ops/kyc';

/** The three pictures a KYC check needs. */
export const KYC_SIDES = ['front', 'back', 'selfie'] as const;
export type KycSide = (typeof KYC_SIDES)[number];

/** `none`: not all three sent yet; `pending`: waiting for the operator; then approved or rejected with a reason. */
export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatusName = (typeof KYC_STATUSES)[number];

/** Images accepted, by their bytes (not their name or declared type). */
export const KYC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The movements of the account records; `fee` is a payment method's fee, `commission` the agents' salaries and dividends. */
export const ACCOUNT_RECORD_KINDS = ['deposit', 'withdraw', 'fee', 'bet', 'payout', 'bonus', 'commission'] as const;
export type AccountRecordKind = (typeof ACCOUNT_RECORD_KINDS)[number];
