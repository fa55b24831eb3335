import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { primaryOnly, type ReadRouting } from '../read-routing';
import { banners } from '../schema';

export type BannerRow = typeof banners.$inferSelect;

/** A brand's banner lists are read where `reads` says (a replica unless they just changed). */
export function bannersRepo(db: Db, reads: ReadRouting = primaryOnly(db)) {
  return {
    /** A brand's banners of one group (or of all groups), in sequence order. */
    async list(merchantCode: string, groupName?: string): Promise<BannerRow[]> {
      return (await reads.shared(`content:${merchantCode}`))
        .select()
        .from(banners)
        .where(and(eq(banners.merchantCode, merchantCode), groupName ? eq(banners.groupName, groupName) : undefined))
        .orderBy(asc(banners.groupName), asc(banners.sequence), asc(banners.id));
    },
    async byId(id: string): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row;
    },
  };
}
export type BannersRepo = ReturnType<typeof bannersRepo>;
