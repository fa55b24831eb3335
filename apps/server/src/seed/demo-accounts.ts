import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../adapters/password-hash';
import type { Db } from '../db/database';
import { depositAccount, ledgerRepo } from '../db/repositories/ledger-repo';
import { members } from '../db/schema';

/**
 * The demo brands' sample members, so a fresh start can be tried logged in (README): public demo
 * data, like the catalogue, not a secret, and never created for other brands. The second brand
 * takes no registrations, so its member is how its baht wallet is tried.
 */
export const DEMO_MEMBER = { username: 'demo01', password: 'Demo-pass-01' } as const;
export const LOTUS_MEMBER = { username: 'lotus01', password: 'Lotus-pass-01' } as const;
/** The demo brand's sample agent (type 1: an agent, spec section 6), whose invitation code is AGENT01. */
export const DEMO_AGENT = { username: 'agent01', password: 'Agent-pass-01', affiliateCode: 'AGENT01' } as const;

/** The sample agent's upline (type 1, code MASTER01): agent01 is in its team, so it can offer agent01 contracts. */
export const DEMO_UPLINE = { username: 'master01', password: 'Master-pass-01', affiliateCode: 'MASTER01' } as const;

/** An account of type 40, neither member nor agent: logging in says 'Non-member account unable to login'. */
export const DEMO_NON_MEMBER = { username: 'staff01', password: 'Staff-pass-01' } as const;

/** The demo member's opening balance: 1,000 kyat (the second brand's member starts with nothing). */
export const DEMO_OPENING_BALANCE_MINOR = 100_000;

const SAMPLE_MEMBERS: Record<string, { username: string; password: string; openingMinor: number }> = {
  DEMO: { ...DEMO_MEMBER, openingMinor: DEMO_OPENING_BALANCE_MINOR },
  LOTUS: { ...LOTUS_MEMBER, openingMinor: 0 },
};

export async function seedDemoAccounts(db: Db, merchantCode: string): Promise<void> {
  const sample = SAMPLE_MEMBERS[merchantCode];
  if (!sample) return;
  const [existing] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(sql`lower(${members.username})`, sample.username)));
  if (!existing) {
    await db
      .insert(members)
      .values({
        id: `${merchantCode}-demo-member`,
        merchantCode,
        username: sample.username,
        nickname: sample.username,
        passwordHash: await hashPassword(sample.password),
      })
      .onConflictDoNothing();
  }
  if (sample.openingMinor === 0) return;
  // A starting balance, credited as a deposit once (the key makes a rerun a no-op).
  const memberId = existing?.id ?? `${merchantCode}-demo-member`;
  await ledgerRepo(db).postAlone({
    merchantCode,
    memberId,
    idempotencyKey: `seed:opening-deposit:${memberId}`,
    kind: 'deposit',
    amountMinor: sample.openingMinor,
    counterAccount: depositAccount(merchantCode),
  });
}

/** The sample upline, its agent and the non-member account, once; an agent seeded before the upline existed joins its team. */
export async function seedDemoAgent(db: Db, merchantCode: string): Promise<void> {
  if (merchantCode !== 'DEMO') return;
  const uplineId = `${merchantCode}-demo-upline`;
  const agentId = `${merchantCode}-demo-agent`;
  for (const [id, account, type, affiliateCode, referrerId] of [
    [uplineId, DEMO_UPLINE, 1, DEMO_UPLINE.affiliateCode, null],
    [agentId, DEMO_AGENT, 1, DEMO_AGENT.affiliateCode, uplineId],
    [`${merchantCode}-demo-non-member`, DEMO_NON_MEMBER, 40, null, null],
  ] as const) {
    if ((await db.select({ id: members.id }).from(members).where(eq(members.id, id))).length) continue;
    await db
      .insert(members)
      .values({
        id,
        merchantCode,
        username: account.username,
        nickname: account.username,
        type,
        affiliateCode,
        referrerId,
        passwordHash: await hashPassword(account.password),
      })
      .onConflictDoNothing();
  }
  await db
    .update(members)
    .set({ referrerId: uplineId })
    .where(and(eq(members.id, agentId), isNull(members.referrerId)));
}
