import type { ContractKind, RebateProductType } from '@lobby/contract';
import { NOT_AGENT_TYPES } from '@lobby/domain';
import { and, asc, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import { nameOrNumber } from '../member-search';
import { agentContracts, contractSettlements, members, rebateSettings } from '../schema';
import type { ContractRow } from './contracts-repo';

/** How far up the tree an agent's uplines are read: deeper chains stop here. */
const MAX_UPLINES = 30;

/** The size of each member's own team (members who joined with its code), as a correlated count. */
const teamSize = (id: typeof members.id) =>
  sql<number>`(select count(*) from ${members} as t where t.referrer_id = ${id})`.mapWith(Number);

/** A brand's agents as operators read them: the tree, the contracts and their settlements. */
export function agentsAdminRepo(db: Db) {
  const upline = alias(members, 'upline');
  const holder = alias(members, 'holder');
  return {
    /** Agents of the brand whose name starts with `query` (or whose number it is), by name. */
    async agents(merchantCode: string, query: string, limit: number, offset: number) {
      return db
        .select({
          id: members.id,
          username: members.username,
          memberNo: members.memberNo,
          type: members.type,
          upline: upline.username,
          team: teamSize(members.id),
        })
        .from(members)
        .leftJoin(upline, eq(upline.id, members.referrerId))
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            notInArray(members.type, [...NOT_AGENT_TYPES]),
            nameOrNumber(query),
          ),
        )
        .orderBy(asc(sql`lower(${members.username})`))
        .limit(limit)
        .offset(offset);
    },

    /** A brand's member by name, any case, with who brought it in. */
    async member(merchantCode: string, username: string) {
      const [row] = await db
        .select({
          id: members.id,
          username: members.username,
          memberNo: members.memberNo,
          type: members.type,
          referrerId: members.referrerId,
        })
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), sql`lower(${members.username}) = lower(${username})`));
      return row;
    },

    /** The names above a member, from the top of the tree down, each once (a cycle or a deep chain stops). */
    async uplines(memberId: string): Promise<string[]> {
      const rows = await db.execute(sql`
        with recursive chain(id, referrer_id, username, depth, path) as (
          select m.id, m.referrer_id, m.username, 0, array[m.id] from ${members} m where m.id = ${memberId}
          union all
          select u.id, u.referrer_id, u.username, c.depth + 1, c.path || u.id
            from ${members} u join chain c on u.id = c.referrer_id
            where c.depth < ${MAX_UPLINES} and not u.id = any(c.path)
        )
        select username, depth from chain where depth > 0 order by depth desc`);
      return (rows as unknown as { rows: { username: string }[] }).rows.map((r) => r.username);
    },

    /** A member's direct team, newest first, a page at a time, each with its own team's size. */
    async team(memberId: string, limit: number, offset: number) {
      return db
        .select({
          username: members.username,
          type: members.type,
          team: teamSize(members.id),
          joinedAt: members.createdAt,
        })
        .from(members)
        .where(eq(members.referrerId, memberId))
        .orderBy(desc(members.createdAt), asc(members.username))
        .limit(limit)
        .offset(offset);
    },

    async teamCount(memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(members)
        .where(eq(members.referrerId, memberId));
      return row?.n ?? 0;
    },

    /** Kinds of contract each of these members holds in force. */
    async contractsInForce(memberIds: string[]): Promise<Map<string, ContractKind[]>> {
      const found = new Map<string, ContractKind[]>();
      if (memberIds.length === 0) return found;
      const rows = await db
        .select({ holderId: agentContracts.holderId, kind: agentContracts.kind })
        .from(agentContracts)
        .where(and(inArray(agentContracts.holderId, memberIds), eq(agentContracts.status, 'accepted')));
      for (const row of rows) found.set(row.holderId, [...(found.get(row.holderId) ?? []), row.kind]);
      return found;
    },

    /** Contracts a member holds or offered, newest first (the last 50). */
    async contractsInvolving(memberId: string): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(or(eq(agentContracts.holderId, memberId), eq(agentContracts.uplineId, memberId)))
        .orderBy(desc(agentContracts.offeredAt))
        .limit(50);
    },

    /** Settlements of a brand's contracts (of one holder, of one kind), newest first. */
    async settlements(
      merchantCode: string,
      filter: { holderId?: string; kind?: ContractKind },
      limit: number,
      offset: number,
    ) {
      return db
        .select({
          contractId: contractSettlements.contractId,
          periodStart: contractSettlements.periodStart,
          periodEnd: contractSettlements.periodEnd,
          betsMinor: contractSettlements.betsMinor,
          netLossMinor: contractSettlements.netLossMinor,
          activePlayers: contractSettlements.activePlayers,
          amountMinor: contractSettlements.amountMinor,
          holder: holder.username,
          kind: agentContracts.kind,
        })
        .from(contractSettlements)
        .innerJoin(agentContracts, eq(agentContracts.id, contractSettlements.contractId))
        .innerJoin(holder, eq(holder.id, agentContracts.holderId))
        .where(
          and(
            eq(agentContracts.merchantCode, merchantCode),
            filter.holderId ? eq(agentContracts.holderId, filter.holderId) : undefined,
            filter.kind ? eq(agentContracts.kind, filter.kind) : undefined,
          ),
        )
        .orderBy(
          desc(contractSettlements.settledAt),
          desc(contractSettlements.periodStart),
          asc(contractSettlements.contractId),
        )
        .limit(limit)
        .offset(offset);
    },

    /**
     * Ends a brand's contract: an offer awaiting its answer is withdrawn, a contract in force ends
     * at `now`. Only a contract in one of those states changes (two operators at once end it once);
     * the row before, or none.
     */
    async endContract(merchantCode: string, contractId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(agentContracts)
          .where(and(eq(agentContracts.id, contractId), eq(agentContracts.merchantCode, merchantCode)))
          .for('update');
        if (!before || !['offered', 'accepted'].includes(before.status)) return { before, ended: false };
        await tx
          .update(agentContracts)
          .set({ status: before.status === 'offered' ? 'withdrawn' : 'ended', endedAt: now })
          .where(eq(agentContracts.id, contractId));
        return { before, ended: true };
      });
    },

    /** Sets every rate of the brand at once. */
    async setRebates(merchantCode: string, rates: Record<RebateProductType, number>): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [productType, ratePermille] of Object.entries(rates)) {
          await tx
            .insert(rebateSettings)
            .values({ merchantCode, productType, ratePermille })
            .onConflictDoUpdate({
              target: [rebateSettings.merchantCode, rebateSettings.productType],
              set: { ratePermille },
            });
        }
      });
    },
  };
}
export type AgentsAdminRepo = ReturnType<typeof agentsAdminRepo>;
