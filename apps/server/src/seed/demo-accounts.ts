import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../adapters/password-hash';
import type { Db } from '../db/database';
import { members } from '../db/schema';

/**
 * The demo brand's sample member, so a fresh start can be tried logged in (README). Public demo
 * data of the DEMO brand, like the catalogue: not a secret, and never created for other brands.
 */
export const DEMO_MEMBER = { username: 'demo01', password: 'Demo-pass-01' } as const;

export async function seedDemoAccounts(db: Db, merchantCode: string): Promise<void> {
  if (merchantCode !== 'DEMO') return;
  const [existing] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(sql`lower(${members.username})`, DEMO_MEMBER.username)));
  if (existing) return;
  await db
    .insert(members)
    .values({
      id: `${merchantCode}-demo-member`,
      merchantCode,
      username: DEMO_MEMBER.username,
      nickname: DEMO_MEMBER.username,
      passwordHash: await hashPassword(DEMO_MEMBER.password),
    })
    .onConflictDoNothing();
}
