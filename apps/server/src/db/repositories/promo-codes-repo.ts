import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { promoCodes } from '../schema';

export function promoCodesRepo(db: Db) {
  return {
    /** What a code of the brand credits, in minor units; undefined for a code it does not have. */
    async amountOf(merchantCode: string, code: string): Promise<number | undefined> {
      const [row] = await db
        .select({ amountMinor: promoCodes.amountMinor })
        .from(promoCodes)
        .where(and(eq(promoCodes.merchantCode, merchantCode), eq(promoCodes.code, code.toUpperCase())));
      return row?.amountMinor;
    },
    /** Adds codes a brand lacks; a code it has keeps its amount. */
    async add(merchantCode: string, codes: Readonly<Record<string, number>>): Promise<void> {
      const rows = Object.entries(codes).map(([code, amountMinor]) => ({
        merchantCode,
        code: code.toUpperCase(),
        amountMinor,
      }));
      if (rows.length) await db.insert(promoCodes).values(rows).onConflictDoNothing();
    },
  };
}
export type PromoCodesRepo = ReturnType<typeof promoCodesRepo>;
