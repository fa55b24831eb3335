import type { KpiPeriod, TeamKpi } from '@lobby/contract';
import { and, countDistinct, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ledgerTransactions, members } from '../db/schema';

const PERIOD_DAYS: Record<KpiPeriod, number> = { today: 0, '7d': 7, '30d': 30 };

/** When a period starts: today from midnight UTC, the others that many days back. */
export function periodStart(period: KpiPeriod, now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return period === 'today' ? start : new Date(now.getTime() - PERIOD_DAYS[period] * 86_400_000);
}

/**
 * An agent's team (issue: agents): the members who registered with the agent's code or link,
 * and their play over a period, read from the ledger (bets and payouts), never invented.
 */
export function agentService(db: Db) {
  return {
    async teamKpi(agentId: string, period: KpiPeriod, now = new Date()): Promise<TeamKpi> {
      const team = db.select({ id: members.id }).from(members).where(eq(members.referrerId, agentId));
      const [size] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(members).where(eq(members.referrerId, agentId));
      const [play] = await db
        .select({
          active: countDistinct(sql`case when ${ledgerTransactions.kind} = 'bet' then ${ledgerTransactions.memberId} end`).mapWith(Number),
          bets: sql<number>`coalesce(-sum(${ledgerTransactions.amountMinor}) filter (where ${ledgerTransactions.kind} = 'bet'), 0)`.mapWith(Number),
          payouts: sql<number>`coalesce(sum(${ledgerTransactions.amountMinor}) filter (where ${ledgerTransactions.kind} = 'payout'), 0)`.mapWith(Number),
        })
        .from(ledgerTransactions)
        .where(and(inArray(ledgerTransactions.memberId, team), gte(ledgerTransactions.createdAt, periodStart(period, now))));
      const betsMinor = play?.bets ?? 0;
      const payoutsMinor = play?.payouts ?? 0;
      return { period, members: size?.n ?? 0, activePlayers: play?.active ?? 0, betsMinor, payoutsMinor, netMinor: payoutsMinor - betsMinor };
    },
  };
}
export type AgentService = ReturnType<typeof agentService>;
