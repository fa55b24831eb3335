import type { KpiPeriod, TeamKpi } from '@lobby/contract';
import type { ContractsRepo } from '../db/repositories/contracts-repo';

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
export function agentService(repo: ContractsRepo) {
  return {
    async teamKpi(agentId: string, period: KpiPeriod, now = new Date()): Promise<TeamKpi> {
      const play = await repo.teamPlay(agentId, periodStart(period, now));
      return { period, members: play.members, activePlayers: play.activePlayers, betsMinor: play.betsMinor, payoutsMinor: play.payoutsMinor, netMinor: play.payoutsMinor - play.betsMinor };
    },
  };
}
export type AgentService = ReturnType<typeof agentService>;
