import { z } from 'zod';
import { KPI_PERIODS } from './agent-constants';

export const teamKpiQuerySchema = z.object({ period: z.enum(KPI_PERIODS).default('7d') });

/**
 * An agent's team over a period (spec section 7: team KPI), from the real ledger: members who
 * joined with the agent's code or link, those who bet in the period, what they staked and won.
 */
export const teamKpiSchema = z.object({
  period: z.enum(KPI_PERIODS),
  members: z.number().int(),
  activePlayers: z.number().int(),
  betsMinor: z.number().int(),
  payoutsMinor: z.number().int(),
  /** The team's result as players see it: payouts minus bets. */
  netMinor: z.number().int(),
});
export type TeamKpi = z.infer<typeof teamKpiSchema>;

/** Affiliate info (AFFMAN3): the agent's invitation code. */
export const affiliateInfoSchema = z.object({ affiliateCode: z.string() });
export type AffiliateInfo = z.infer<typeof affiliateInfoSchema>;
