import type { ContractKind, RebateProductType } from '@lobby/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { insertedRow } from '../inserted-row';
import { agentContracts, contractSettlements, ledgerTransactions, members, rebateSettings } from '../schema';
import type { Tx } from './ledger-repo';

export type ContractRow = typeof agentContracts.$inferSelect;
export type SettlementRow = typeof contractSettlements.$inferSelect;
/** A contract its holder has accepted: it carries the time of that answer. */
export type AnsweredContractRow = ContractRow & { answeredAt: Date };

/** What a team (the members who joined with the holder's code or link) did between two instants, from the ledger. */
export interface TeamPlay {
  members: number;
  activePlayers: number;
  betsMinor: number;
  payoutsMinor: number;
}

/** Contracts between uplines and their team, their settlements, and the brand's rebate rates. */
export function contractsRepo(db: Db) {
  return {
    async teamPlay(holderId: string, from: Date, to?: Date, executor: Db | Tx = db): Promise<TeamPlay> {
      // A member on a break or self-excluded brings the upline nothing: their play counts for no contract.
      const team = executor
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.referrerId, holderId),
            sql`(${members.excludedUntil} is null or ${members.excludedUntil} <= now())`,
          ),
        );
      const [size] = await executor
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(members)
        .where(eq(members.referrerId, holderId));
      const window = to
        ? and(gte(ledgerTransactions.createdAt, from), lt(ledgerTransactions.createdAt, to))
        : gte(ledgerTransactions.createdAt, from);
      const [play] = await executor
        .select({
          active:
            sql<number>`count(distinct ${ledgerTransactions.memberId}) filter (where ${ledgerTransactions.kind} = 'bet')`.mapWith(
              Number,
            ),
          bets: sql<number>`coalesce(-sum(${ledgerTransactions.amountMinor}) filter (where ${ledgerTransactions.kind} = 'bet'), 0)`.mapWith(
            Number,
          ),
          payouts:
            sql<number>`coalesce(sum(${ledgerTransactions.amountMinor}) filter (where ${ledgerTransactions.kind} = 'payout'), 0)`.mapWith(
              Number,
            ),
        })
        .from(ledgerTransactions)
        .where(and(inArray(ledgerTransactions.memberId, team), window));
      return {
        members: size?.n ?? 0,
        activePlayers: play?.active ?? 0,
        betsMinor: play?.bets ?? 0,
        payoutsMinor: play?.payouts ?? 0,
      };
    },

    async teamMembers(uplineId: string) {
      return db
        .select({
          id: members.id,
          username: members.username,
          type: members.type,
          createdAt: members.createdAt,
          excludedUntil: members.excludedUntil,
        })
        .from(members)
        .where(eq(members.referrerId, uplineId))
        .orderBy(desc(members.createdAt))
        .limit(200);
    },

    /** Offers awaiting an answer and contracts in force that `uplineId` made. */
    async openContractsBy(uplineId: string): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.uplineId, uplineId), inArray(agentContracts.status, ['offered', 'accepted'])));
    },

    async contractsOf(holderId: string, kinds: ContractKind[]): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.holderId, holderId), inArray(agentContracts.kind, kinds)))
        .orderBy(desc(agentContracts.offeredAt))
        .limit(50);
    },

    async pendingOffers(holderId: string): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.holderId, holderId), eq(agentContracts.status, 'offered')));
    },

    /** The contracts a member holds in force, one per kind at most. */
    async activeContracts(holderId: string): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.holderId, holderId), eq(agentContracts.status, 'accepted')));
    },

    /** A new offer withdraws the one awaiting an answer, in one transaction. */
    async offer(row: typeof agentContracts.$inferInsert): Promise<ContractRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(agentContracts)
          .set({ status: 'withdrawn', endedAt: new Date() })
          .where(
            and(
              eq(agentContracts.holderId, row.holderId),
              eq(agentContracts.kind, row.kind),
              eq(agentContracts.status, 'offered'),
            ),
          );
        return insertedRow(await tx.insert(agentContracts).values(row).returning());
      });
    },

    /**
     * The holder's answer: only an offer still awaiting one changes (the WHERE clause makes two
     * answers at once count once); accepting ends the contract it replaces.
     */
    async answer(holderId: string, contractId: string, accept: boolean, now: Date): Promise<ContractRow | undefined> {
      return db.transaction(async (tx) => {
        const [offer] = await tx
          .select()
          .from(agentContracts)
          .where(
            and(
              eq(agentContracts.id, contractId),
              eq(agentContracts.holderId, holderId),
              eq(agentContracts.status, 'offered'),
            ),
          )
          .for('update');
        if (!offer) return undefined;
        if (accept) {
          await tx
            .update(agentContracts)
            .set({ status: 'ended', endedAt: now })
            .where(
              and(
                eq(agentContracts.holderId, holderId),
                eq(agentContracts.kind, offer.kind),
                eq(agentContracts.status, 'accepted'),
              ),
            );
        }
        const [answered] = await tx
          .update(agentContracts)
          .set({ status: accept ? 'accepted' : 'rejected', answeredAt: now })
          .where(and(eq(agentContracts.id, contractId), eq(agentContracts.status, 'offered')))
          .returning();
        return answered;
      });
    },

    /** What a settlement run pays: contracts in force, and those ended since `endedSince` (their last part-period). */
    async settleableContracts(endedSince: Date, kind?: ContractKind): Promise<AnsweredContractRow[]> {
      const open = and(
        isNotNull(agentContracts.answeredAt),
        or(
          eq(agentContracts.status, 'accepted'),
          and(eq(agentContracts.status, 'ended'), gte(agentContracts.endedAt, endedSince)),
        ),
      );
      const rows = await db
        .select()
        .from(agentContracts)
        .where(kind ? and(open, eq(agentContracts.kind, kind)) : open);
      // The query already left out rows without an answer; this tells the type.
      return rows.filter((row): row is AnsweredContractRow => row.answeredAt !== null);
    },

    /** The latest settled period of a contract (where a catch-up resumes, and a dividend's carry). */
    async lastSettlement(contractId: string, before?: Date): Promise<SettlementRow | undefined> {
      const mine = eq(contractSettlements.contractId, contractId);
      const [row] = await db
        .select()
        .from(contractSettlements)
        .where(before ? and(mine, lt(contractSettlements.periodStart, before)) : mine)
        .orderBy(desc(contractSettlements.periodStart))
        .limit(1);
      return row;
    },

    async usernames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, ids));
      return new Map(rows.map((r) => [r.id, r.username]));
    },

    async contractById(id: string): Promise<ContractRow | undefined> {
      const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, id));
      return row;
    },

    /** Records a settlement once per contract and period; undefined when it had been recorded. */
    async recordSettlement(tx: Tx, row: typeof contractSettlements.$inferInsert): Promise<SettlementRow | undefined> {
      const [inserted] = await tx.insert(contractSettlements).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async setSettlementTransaction(
      tx: Tx,
      contractId: string,
      periodStart: Date,
      transactionId: string,
    ): Promise<void> {
      await tx
        .update(contractSettlements)
        .set({ transactionId })
        .where(and(eq(contractSettlements.contractId, contractId), eq(contractSettlements.periodStart, periodStart)));
    },

    async settlement(contractId: string, periodStart: Date): Promise<SettlementRow | undefined> {
      const [row] = await db
        .select()
        .from(contractSettlements)
        .where(and(eq(contractSettlements.contractId, contractId), eq(contractSettlements.periodStart, periodStart)));
      return row;
    },

    async settlementsOf(contractIds: string[]): Promise<SettlementRow[]> {
      if (contractIds.length === 0) return [];
      return db
        .select()
        .from(contractSettlements)
        .where(inArray(contractSettlements.contractId, contractIds))
        .orderBy(desc(contractSettlements.periodStart))
        .limit(50);
    },

    async rebates(merchantCode: string, productType?: RebateProductType) {
      const brand = eq(rebateSettings.merchantCode, merchantCode);
      return db
        .select({ productType: rebateSettings.productType, ratePermille: rebateSettings.ratePermille })
        .from(rebateSettings)
        .where(productType ? and(brand, eq(rebateSettings.productType, productType)) : brand)
        .orderBy(asc(rebateSettings.productType));
    },

    async seedRebates(merchantCode: string, rates: Record<RebateProductType, number>): Promise<void> {
      await db
        .insert(rebateSettings)
        .values(
          Object.entries(rates).map(([productType, ratePermille]) => ({ merchantCode, productType, ratePermille })),
        )
        .onConflictDoNothing();
    },
  };
}
export type ContractsRepo = ReturnType<typeof contractsRepo>;
