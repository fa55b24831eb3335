import { z } from 'zod';
import { merchantCodeSchema } from './common';
import { CONTRACT_KINDS, REBATE_PRODUCT_TYPES } from './contract-constants';
import type { Contract, Settlement } from './contracts';

/**
 * A brand's agents as operators see them (support, risk and finance read; finance acts): the
 * agents found by the start of their name, each one's place in the tree (its uplines and its
 * direct team, each member with the size of its own team), the contracts it holds or offered and
 * their settlements; the brand's settlements page by page. Finance ends a contract (an offer is
 * withdrawn, a contract in force ends: its last part-period is still settled) and sets the
 * brand's rebate rates.
 */

export const AGENTS_PAGE_SIZE = 30;
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const agentsQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  q: z.string().trim().max(64).default(''),
  page,
});
export type AgentsQuery = z.input<typeof agentsQuerySchema>;

/** An agent in the brand's list: its type, who brought it in, its direct team and contracts in force. */
export interface OperatorAgent {
  username: string;
  memberNo: number;
  type: number;
  /** The agent whose code it joined with; null at the top of the tree. */
  upline: string | null;
  /** Members who joined with its code or link. */
  team: number;
  /** Kinds of contract it holds in force. */
  contracts: (typeof CONTRACT_KINDS)[number][];
}

export interface AgentsPage {
  agents: OperatorAgent[];
  page: number;
  pageSize: number;
  more: boolean;
}

export const agentQuerySchema = z.strictObject({ merchant: merchantCodeSchema, page });

/** One member of an agent's direct team: an agent among them has a team of its own to open. */
export interface AgentTeamMember {
  username: string;
  type: number;
  agent: boolean;
  team: number;
  joinedAt: string;
}

/** A settlement with the contract it belongs to: who held it and of which kind. */
export type AgentSettlement = Settlement & { holder: string; kind: (typeof CONTRACT_KINDS)[number] };

export interface OperatorAgentView {
  username: string;
  memberNo: number;
  type: number;
  currency: string;
  /** From the top of the tree down to its direct upline. */
  uplines: string[];
  /** Its direct team, a page at a time (newest first). */
  team: AgentTeamMember[];
  teamSize: number;
  page: number;
  pageSize: number;
  /** Contracts it holds and contracts it offered its team, newest first (the last 50). */
  contracts: Contract[];
  /** Settlements of the contracts it holds, newest first (the last 50). */
  settlements: AgentSettlement[];
}

export const settlementsQuerySchema = z.strictObject({
  merchant: merchantCodeSchema,
  kind: z.enum(CONTRACT_KINDS).optional(),
  page,
});
export type SettlementsQuery = z.input<typeof settlementsQuerySchema>;

export interface SettlementsPage {
  settlements: AgentSettlement[];
  currency: string;
  page: number;
  pageSize: number;
  more: boolean;
}

/** Finance ends a contract of the brand: an offer is withdrawn, a contract in force ends now. */
export const opsEndContractSchema = z.strictObject({ merchantCode: merchantCodeSchema });

/** The highest rebate a brand may pay, per mille of valid bets (5%). */
export const MAX_REBATE_PERMILLE = 50;

/** A brand's rebate rates, per mille of valid bets, for every product type at once. */
export const opsRebatesSchema = z.strictObject({
  merchantCode: merchantCodeSchema,
  rates: z.strictObject(
    Object.fromEntries(
      REBATE_PRODUCT_TYPES.map((type) => [type, z.number().min(0).max(MAX_REBATE_PERMILLE)]),
    ) as Record<(typeof REBATE_PRODUCT_TYPES)[number], z.ZodNumber>,
  ),
});
export type OpsRebates = z.input<typeof opsRebatesSchema>;

export const rebatesQuerySchema = z.strictObject({ merchant: merchantCodeSchema });
