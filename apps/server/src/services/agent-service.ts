import { randomInt } from 'node:crypto';
import type { KpiPeriod, OpenAccountPayload, TeamKpi, TeamMember } from '@lobby/contract';
import { checkField, requiredRule } from '@lobby/domain';
import type { MemberRow } from '../db/repositories/accounts-repo';
import type { ContractsRepo } from '../db/repositories/contracts-repo';
import { AppError } from '../errors';
import type { AccountsService } from './accounts-service';
import type { SettingsService } from './settings-service';

const PERIOD_DAYS: Record<KpiPeriod, number> = { today: 0, '7d': 7, '30d': 30 };

/** When a period starts: today from midnight UTC, the others that many days back. */
export function periodStart(period: KpiPeriod, now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return period === 'today' ? start : new Date(now.getTime() - PERIOD_DAYS[period] * 86_400_000);
}

/** An agent type (spec section 3: any type other than 0, 4 and 40); the sample agents are type 1. */
const AGENT_ACCOUNT_TYPE = 1;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new agent's invitation code: 8 letters and digits without look-alikes (I, O, 0, 1). */
function newAffiliateCode(): string {
  return Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
}

/**
 * An agent's team (issue: agents): the members who registered with the agent's code or link, or
 * whose account the agent opened, and their play over a period, read from the ledger (bets and
 * payouts), never invented.
 */
export function agentService(deps: { repo: ContractsRepo; accounts: AccountsService; settings: SettingsService }) {
  const { repo, accounts, settings } = deps;
  return {
    async teamKpi(agentId: string, period: KpiPeriod, now = new Date()): Promise<TeamKpi> {
      const play = await repo.teamPlay(agentId, periodStart(period, now));
      return {
        period,
        members: play.members,
        activePlayers: play.activePlayers,
        betsMinor: play.betsMinor,
        payoutsMinor: play.payoutsMinor,
        netMinor: play.payoutsMinor - play.betsMinor,
      };
    },

    /**
     * An account opened by an agent in its team: a member, or an agent with its own invitation
     * code. Username and password meet the brand's registration rules, checked as the forms do.
     */
    async openAccount(agent: MemberRow, payload: OpenAccountPayload): Promise<TeamMember> {
      const { rules } = (await settings.stored(agent.merchantCode)).registration;
      const errors = Object.fromEntries(
        [
          ['username', checkField(payload.username, requiredRule(rules.username))],
          ['password', checkField(payload.password, requiredRule(rules.password), { trim: false })],
        ].filter(([, error]) => error),
      );
      if (Object.keys(errors).length)
        throw new AppError('request.invalid', 400, { fields: Object.keys(errors).map((f) => `body.${f}`), errors });
      const asAgent = payload.accountType === 'agent';
      const member = await accounts.register(agent.merchantCode, {
        username: payload.username.trim(),
        password: payload.password,
        referrerId: agent.id,
        ...(asAgent ? { type: AGENT_ACCOUNT_TYPE, affiliateCode: newAffiliateCode() } : {}),
      });
      return { username: member.username, type: member.type, joinedAt: member.createdAt.toISOString(), contracts: [] };
    },
  };
}
export type AgentService = ReturnType<typeof agentService>;
