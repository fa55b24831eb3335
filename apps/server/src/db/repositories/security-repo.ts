import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { loginHistory, memberTwoFactor, recoveryCodes, sessions } from '../schema';

export type TwoFactorRow = typeof memberTwoFactor.$inferSelect;
export type LoginHistoryRow = typeof loginHistory.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Two-factor secrets and recovery codes, the sessions a member sees, and their login history. */
export function securityRepo(db: Db) {
  return {
    async twoFactorOf(memberId: string): Promise<TwoFactorRow | undefined> {
      const [row] = await db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
      return row;
    },
    /** A new secret awaiting its first code; false when two-factor sign-in is already on. */
    async startSetup(memberId: string, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .insert(memberTwoFactor)
        .values({ memberId, secret: sealedSecret })
        .onConflictDoUpdate({
          target: memberTwoFactor.memberId,
          set: { secret: sealedSecret, lastStep: -1, createdAt: sql`now()` },
          setWhere: isNull(memberTwoFactor.enabledAt),
        })
        .returning({ memberId: memberTwoFactor.memberId });
      return rows.length === 1;
    },
    /**
     * Turns a pending setup on with its first code's step and fresh recovery code hashes, in one
     * transaction; false when it was on already or the step was used.
     */
    async enable(memberId: string, step: number, codeHashes: string[], now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(memberTwoFactor)
          .set({ enabledAt: now, lastStep: step })
          .where(
            and(
              eq(memberTwoFactor.memberId, memberId),
              isNull(memberTwoFactor.enabledAt),
              lt(memberTwoFactor.lastStep, step),
            ),
          )
          .returning({ memberId: memberTwoFactor.memberId });
        if (done.length !== 1) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ memberId, codeHash })));
        return true;
      });
    },
    /** Takes an authenticator code's time step: false when that step (or a later one) was used already. */
    async useStep(memberId: string, step: number): Promise<boolean> {
      const done = await db
        .update(memberTwoFactor)
        .set({ lastStep: step })
        .where(and(eq(memberTwoFactor.memberId, memberId), lt(memberTwoFactor.lastStep, step)))
        .returning({ memberId: memberTwoFactor.memberId });
      return done.length === 1;
    },
    /** Uses up a recovery code: true once. */
    async useRecoveryCode(memberId: string, codeHash: string, now: Date): Promise<boolean> {
      const done = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(eq(recoveryCodes.memberId, memberId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ memberId: recoveryCodes.memberId });
      return done.length === 1;
    },
    async recoveryCodesLeft(memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.memberId, memberId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
    async disable(memberId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.memberId, memberId));
        await tx.delete(memberTwoFactor).where(eq(memberTwoFactor.memberId, memberId));
      });
    },

    /** The member's live sessions, the most recently used first. */
    async liveSessions(memberId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastUsedAt))
        .limit(100);
    },
    /** Revokes one of the member's sessions by its public id; false when there is no such live one. */
    async revokeById(memberId: string, id: string, now: Date): Promise<boolean> {
      const done = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, memberId), eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return done.length === 1;
    },
    /** Revokes every session of the member but the one of `keepTokenHash`; answers how many. */
    async revokeOthers(memberId: string, keepTokenHash: string, now: Date): Promise<number> {
      const done = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, memberId), ne(sessions.tokenHash, keepTokenHash), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return done.length;
    },

    async recordLogin(row: typeof loginHistory.$inferInsert): Promise<void> {
      await db.insert(loginHistory).values(row);
    },
    async loginHistory(memberId: string, limit: number): Promise<LoginHistoryRow[]> {
      return db
        .select()
        .from(loginHistory)
        .where(eq(loginHistory.memberId, memberId))
        .orderBy(desc(loginHistory.at))
        .limit(limit);
    },
  };
}
export type SecurityRepo = ReturnType<typeof securityRepo>;
