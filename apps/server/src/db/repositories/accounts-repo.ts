import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { lean } from '../lean-prepared';
import { memberIdentities, members, sessions } from '../schema';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** A session that may act, with its member and what its login allowed. */
export interface LiveSession {
  /** The session's public id (what the security centre and a game provider's token name it by). */
  id: string;
  member: MemberRow;
  expiresAt: Date;
  mustChangePassword: boolean;
  /** Opened to withdraw only (login purpose `withdraw`). */
  withdrawOnly: boolean;
  /** When the session was opened: the session time limit and reality checks count from it. */
  startedAt: Date;
  lastUsedAt: Date;
}

export function accountsRepo(db: Db) {
  // Every signed-in call asks this first: built and planned once, not per request.
  const liveSessionQuery = lean(
    db
      .select({
        id: sessions.id,
        member: members,
        expiresAt: sessions.expiresAt,
        mustChangePassword: sessions.mustChangePassword,
        withdrawOnly: sessions.withdrawOnly,
        startedAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .innerJoin(members, eq(sessions.memberId, members.id))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          // The time as the column's own encoding writes it (a placeholder is sent as it is given).
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(members.disabled, false),
        ),
      )
      .prepare('live_session'),
  );
  return {
    /** Inserts a member and answers it as stored; undefined when the username (or mobile, or affiliate code) is taken. */
    async insertMember(row: NewMember): Promise<MemberRow | undefined> {
      const [inserted] = await db.insert(members).values(row).onConflictDoNothing().returning();
      return inserted;
    },
    async memberByUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), eq(sql`lower(${members.username})`, username.toLowerCase())),
        );
      return row;
    },
    async memberByMobile(
      merchantCode: string,
      countryDialingCode: string,
      mobile: string,
    ): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            eq(members.countryDialingCode, countryDialingCode),
            eq(members.mobile, mobile),
          ),
        );
      return row;
    },
    async memberByAffiliateCode(merchantCode: string, code: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), eq(sql`lower(${members.affiliateCode})`, code.toLowerCase())),
        );
      return row;
    },
    async memberByIdentity(merchantCode: string, provider: string, subject: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select({ member: members })
        .from(memberIdentities)
        .innerJoin(members, eq(members.id, memberIdentities.memberId))
        .where(
          and(
            eq(memberIdentities.merchantCode, merchantCode),
            eq(memberIdentities.provider, provider),
            eq(memberIdentities.subject, subject),
          ),
        );
      return row?.member;
    },
    /** Ties a sign-in to a member; false when that sign-in already names someone. */
    async linkIdentity(row: typeof memberIdentities.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(memberIdentities)
        .values(row)
        .onConflictDoNothing()
        .returning({ memberId: memberIdentities.memberId });
      return inserted.length === 1;
    },
    async deleteMember(id: string): Promise<void> {
      await db.delete(members).where(eq(members.id, id));
    },
    async memberById(id: string): Promise<MemberRow | undefined> {
      const [row] = await db.select().from(members).where(eq(members.id, id));
      return row;
    },
    async hasSessions(memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .limit(1);
      return row !== undefined;
    },
    async insertSession(row: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(row);
    },
    /** The member of a live session: not revoked, not expired, member not disabled. */
    async liveSession(tokenHash: string, now: Date): Promise<LiveSession | undefined> {
      const [row] = await liveSessionQuery.execute({ tokenHash, now: now.toISOString() });
      return row;
    },
    async touchSession(tokenHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.tokenHash, tokenHash));
    },
    async extendSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
    async revokeSession(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
    async revokeMemberSessions(memberId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
    },
    async setHeadIcon(memberId: string, headIcon: number): Promise<void> {
      await db.update(members).set({ headIcon }).where(eq(members.id, memberId));
    },
    /** A new password ends any temporary one and the forced change. */
    async setPassword(memberId: string, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash, passwordChangedAt: now, tempPasswordHash: null, tempPasswordExpiresAt: null })
        .where(eq(members.id, memberId));
    },
    async setTempPassword(memberId: string, tempPasswordHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(members)
        .set({ tempPasswordHash, tempPasswordExpiresAt: expiresAt })
        .where(eq(members.id, memberId));
    },
    /**
     * Uses up the temporary password `tempPasswordHash` (true once: a second login with it finds
     * it gone).
     */
    async useTempPassword(memberId: string, tempPasswordHash: string): Promise<boolean> {
      const used = await db
        .update(members)
        .set({ tempPasswordHash: null, tempPasswordExpiresAt: null })
        .where(and(eq(members.id, memberId), eq(members.tempPasswordHash, tempPasswordHash)))
        .returning({ id: members.id });
      return used.length === 1;
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;
