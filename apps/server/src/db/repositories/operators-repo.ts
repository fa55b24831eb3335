import type { AuditQuery, OperatorGrant, OperatorRole } from '@lobby/contract/operator';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { operatorAudit, operatorGrants, operators, operatorSessions } from '../schema';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type AuditRow = typeof operatorAudit.$inferSelect;
export type OperatorWithGrants = OperatorRow & { grants: OperatorGrant[] };
export type NewAuditRow = Omit<typeof operatorAudit.$inferInsert, 'id' | 'at'>;

/** Operators, their grants and sessions, the audit log and four-eyes approvals. */
export function operatorsRepo(db: Db) {
  async function grantsOf(operatorId: string): Promise<OperatorGrant[]> {
    const rows = await db
      .select({ role: operatorGrants.role, brand: operatorGrants.merchantCode })
      .from(operatorGrants)
      .where(eq(operatorGrants.operatorId, operatorId))
      .orderBy(asc(operatorGrants.role), asc(operatorGrants.merchantCode));
    return rows.map((r) => ({ role: r.role as OperatorRole, brand: r.brand }));
  }
  const withGrants = async (row: OperatorRow | undefined) =>
    row ? { ...row, grants: await grantsOf(row.id) } : undefined;

  return {
    grantsOf,
    async byUsername(username: string): Promise<OperatorWithGrants | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.username, username));
      return withGrants(row);
    },
    async byId(id: string): Promise<OperatorWithGrants | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id));
      return withGrants(row);
    },
    async list(): Promise<OperatorWithGrants[]> {
      const rows = await db.select().from(operators).orderBy(asc(operators.username));
      const grants = await db
        .select()
        .from(operatorGrants)
        .orderBy(asc(operatorGrants.role), asc(operatorGrants.merchantCode));
      return rows.map((row) => ({
        ...row,
        grants: grants
          .filter((g) => g.operatorId === row.id)
          .map((g) => ({ role: g.role as OperatorRole, brand: g.merchantCode })),
      }));
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operators);
      return row?.n ?? 0;
    },
    /** False when the username is taken. */
    async create(row: { id: string; username: string; passwordHash: string }, grants: OperatorGrant[]) {
      return db.transaction(async (tx) => {
        const made = await tx.insert(operators).values(row).onConflictDoNothing().returning({ id: operators.id });
        if (made.length === 0) return false;
        await tx
          .insert(operatorGrants)
          .values(grants.map((g) => ({ operatorId: row.id, role: g.role, merchantCode: g.brand })));
        return true;
      });
    },
    async setGrants(operatorId: string, grants: OperatorGrant[]) {
      await db.transaction(async (tx) => {
        await tx.delete(operatorGrants).where(eq(operatorGrants.operatorId, operatorId));
        await tx
          .insert(operatorGrants)
          .values(grants.map((g) => ({ operatorId, role: g.role, merchantCode: g.brand })));
      });
    },
    /** Counts a failed sign-in; the `max`-th in a row locks the account until `lockUntil` and starts over. */
    async recordFailure(operatorId: string, max: number, lockUntil: Date): Promise<Date | null> {
      const [row] = await db
        .update(operators)
        .set({
          failedLogins: sql`case when ${operators.failedLogins} + 1 >= ${max} then 0 else ${operators.failedLogins} + 1 end`,
          lockedUntil: sql`case when ${operators.failedLogins} + 1 >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
        })
        .where(eq(operators.id, operatorId))
        .returning({ lockedUntil: operators.lockedUntil });
      return row?.lockedUntil ?? null;
    },
    async signedIn(operatorId: string, at: Date) {
      await db
        .update(operators)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: at })
        .where(eq(operators.id, operatorId));
    },
    /** A new secret to enrol; only while no authenticator is enrolled. */
    async startEnrol(operatorId: string, sealedSecret: string): Promise<boolean> {
      const done = await db
        .update(operators)
        .set({ totpSecret: sealedSecret, totpLastStep: -1 })
        .where(and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt)))
        .returning({ id: operators.id });
      return done.length === 1;
    },
    /** Takes a code's time step (and finishes an enrolment): true once per step, so no code works twice. */
    async useStep(operatorId: string, step: number, at: Date): Promise<boolean> {
      const done = await db
        .update(operators)
        .set({
          totpLastStep: step,
          totpEnabledAt: sql`coalesce(${operators.totpEnabledAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(and(eq(operators.id, operatorId), lt(operators.totpLastStep, step)))
        .returning({ id: operators.id });
      return done.length === 1;
    },
    async setPassword(operatorId: string, passwordHash: string) {
      await db.update(operators).set({ passwordHash }).where(eq(operators.id, operatorId));
    },
    /** A new first password, the authenticator to enrol again, unlocked. */
    async reset(operatorId: string, passwordHash: string) {
      await db
        .update(operators)
        .set({
          passwordHash,
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: -1,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(eq(operators.id, operatorId));
    },
    async unlock(operatorId: string) {
      await db.update(operators).set({ failedLogins: 0, lockedUntil: null }).where(eq(operators.id, operatorId));
    },
    async setDisabled(operatorId: string, at: Date | null) {
      await db.update(operators).set({ disabledAt: at }).where(eq(operators.id, operatorId));
    },

    async insertSession(row: typeof operatorSessions.$inferInsert) {
      await db.insert(operatorSessions).values(row);
    },
    /** A live session (not ended, not expired) by its token's hash, with its operator. */
    async liveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.endedAt),
            gt(operatorSessions.expiresAt, now),
          ),
        );
      return row;
    },
    async touchSession(id: string, at: Date, expiresAt: Date) {
      await db.update(operatorSessions).set({ lastSeenAt: at, expiresAt }).where(eq(operatorSessions.id, id));
    },
    /** Ends one session; an `operatorId` given must own it. True when it was live. */
    async endSession(id: string, at: Date, operatorId?: string): Promise<OperatorSessionRow | undefined> {
      const [row] = await db
        .update(operatorSessions)
        .set({ endedAt: at })
        .where(
          and(
            eq(operatorSessions.id, id),
            isNull(operatorSessions.endedAt),
            operatorId ? eq(operatorSessions.operatorId, operatorId) : undefined,
          ),
        )
        .returning();
      return row;
    },
    /** Ends every live session of an operator but `exceptId`'s. */
    async endSessionsOf(operatorId: string, at: Date, exceptId?: string) {
      await db
        .update(operatorSessions)
        .set({ endedAt: at })
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.endedAt),
            exceptId ? ne(operatorSessions.id, exceptId) : undefined,
          ),
        );
    },
    /** An operator's live console sessions and tokens, newest first. */
    async sessionsOf(operatorId: string, now: Date): Promise<OperatorSessionRow[]> {
      return db
        .select()
        .from(operatorSessions)
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            ne(operatorSessions.kind, 'challenge'),
            isNull(operatorSessions.endedAt),
            gt(operatorSessions.expiresAt, now),
          ),
        )
        .orderBy(desc(operatorSessions.createdAt))
        .limit(100);
    },
    async sessionById(id: string): Promise<OperatorSessionRow | undefined> {
      const [row] = await db.select().from(operatorSessions).where(eq(operatorSessions.id, id));
      return row;
    },

    async audit(row: NewAuditRow) {
      await db.insert(operatorAudit).values(row);
    },
    /** A page of the audit log, newest first, below the `before` id. */
    async auditPage(query: AuditQuery, brands: string[] | null): Promise<AuditRow[]> {
      if (brands?.length === 0) return [];
      const where: (SQL | undefined)[] = [
        query.brand ? eq(operatorAudit.merchantCode, query.brand) : undefined,
        query.operator ? eq(operatorAudit.operatorName, query.operator) : undefined,
        query.action ? eq(operatorAudit.action, query.action) : undefined,
        query.before ? lt(operatorAudit.id, Number(query.before)) : undefined,
        brands ? inArray(operatorAudit.merchantCode, brands) : undefined,
      ];
      return db
        .select()
        .from(operatorAudit)
        .where(and(...where))
        .orderBy(desc(operatorAudit.id))
        .limit(query.limit);
    },
  };
}
export type OperatorsRepo = ReturnType<typeof operatorsRepo>;
