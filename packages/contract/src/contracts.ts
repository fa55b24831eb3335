import { z } from 'zod';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  DIVIDEND_PERIODS,
  MAX_CONTRACT_TIERS,
  REBATE_PRODUCT_TYPES,
} from './contract-constants';

const count = z.number().int().nonnegative().max(1_000_000);
const minor = z.number().int().nonnegative().max(100_000_000_000);

/** A salary tier: reached with at least these team bets and active players, it pays `ratePermille` of the bets. */
export const salaryTierSchema = z.object({
  minBetsMinor: minor,
  minActive: count,
  ratePermille: z.number().int().min(1).max(1000),
});
export type SalaryTier = z.infer<typeof salaryTierSchema>;
/** A dividend tier: reached with at least this team net loss and active players, it pays `sharePercent` of the loss. */
export const dividendTierSchema = z.object({
  minNetLossMinor: minor,
  minActive: count,
  sharePercent: z.number().int().min(1).max(100),
});
export type DividendTier = z.infer<typeof dividendTierSchema>;

export const salaryTermsSchema = z.object({ tiers: z.array(salaryTierSchema).min(1).max(MAX_CONTRACT_TIERS) });
export const dividendTermsSchema = z.object({
  period: z.enum(DIVIDEND_PERIODS),
  tiers: z.array(dividendTierSchema).min(1).max(MAX_CONTRACT_TIERS),
});
export type SalaryTerms = z.infer<typeof salaryTermsSchema>;
export type DividendTerms = z.infer<typeof dividendTermsSchema>;

/** What an upline offers: the kind and its terms (checked again by domain's contract rules). */
export const contractOfferSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dailySalary'), terms: salaryTermsSchema }),
  z.object({ kind: z.literal('realTimeSalary'), terms: salaryTermsSchema }),
  z.object({ kind: z.literal('hourSalary'), terms: salaryTermsSchema }),
  z.object({ kind: z.literal('dividend'), terms: dividendTermsSchema }),
]);
export type ContractOffer = z.infer<typeof contractOfferSchema>;

/** An upline's offer to a downline, named by username (ours: AGENT_offerContract). */
export const offerContractPayloadSchema = z.object({
  downline: z.string().trim().min(1).max(64),
  offer: contractOfferSchema,
});
export type OfferContractPayload = z.input<typeof offerContractPayloadSchema>;

/** The holder's answer to an offer on a contract path (known-api.md: MCSFE_process...). */
export const answerContractPayloadSchema = z.object({
  action: z.enum(['accept', 'reject']),
  contractId: z.string().uuid(),
});
export type AnswerContractPayload = z.input<typeof answerContractPayloadSchema>;

export const contractSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  upline: z.string(),
  holder: z.string(),
  terms: z.union([salaryTermsSchema, dividendTermsSchema]),
  offeredAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Contract = Omit<z.infer<typeof contractSchema>, 'terms'> & { terms: SalaryTerms | DividendTerms };

/** One settled period of a contract: what the team did and what it paid, minor units. */
export const settlementSchema = z.object({
  contractId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  betsMinor: z.number().int(),
  netLossMinor: z.number().int(),
  activePlayers: z.number().int(),
  amountMinor: z.number().int(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** A contract path's answer for its holder: the offer awaiting an answer, the contract in force, the past. */
export const contractViewSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  offer: contractSchema.nullable(),
  active: contractSchema.nullable(),
  history: z.array(contractSchema),
  settlements: z.array(settlementSchema),
});
export type ContractView = Omit<z.infer<typeof contractViewSchema>, 'offer' | 'active' | 'history'> & {
  offer: Contract | null;
  active: Contract | null;
  history: Contract[];
};

/** The contract-request response (spec section 3): which contracts await the member's answer. */
export const contractRequestSchema = z.object({
  dailysalreqtype: z.number().int(),
  divtypecompperiodreq: z.number().int(),
  contracthoursalreq: z.number().int(),
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

/** A member of an agent's team, as the agent's team list shows it. */
export const teamMemberSchema = z.object({
  username: z.string(),
  type: z.number().int(),
  joinedAt: z.string(),
  /** Kinds of contract in force or offered to this member by the viewing upline. */
  contracts: z.array(z.object({ kind: z.enum(CONTRACT_KINDS), status: z.enum(CONTRACT_STATUSES) })),
  /** Until when the member is on a break or self-excluded (player protection): their play counts for no contract. */
  excludedUntil: z.string().nullable().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * An agent opens an account in its team (ours: AGENT_openAccount, an encrypted body): a member, or
 * an agent with an invitation code of its own. Username and password follow the brand's
 * registration rules.
 */
export const openAccountPayloadSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  accountType: z.enum(['member', 'agent']),
});
export type OpenAccountPayload = z.input<typeof openAccountPayloadSchema>;

/** Rebate settings by product type (known-api.md: MCSFE_getCustomerRebateSettingByProductType). */
export const rebateQuerySchema = z.object({ productType: z.enum(REBATE_PRODUCT_TYPES).optional() });
export const rebateSettingSchema = z.object({ productType: z.enum(REBATE_PRODUCT_TYPES), ratePermille: z.number() });
export type RebateSetting = z.infer<typeof rebateSettingSchema>;
