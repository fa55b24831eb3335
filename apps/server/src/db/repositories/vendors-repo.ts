import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { gameOfferCounts, vendors } from '../schema';

export interface VendorOffer {
  code: string;
  gameType: string;
  gameClassify: string;
  displayName: string;
  isHot: boolean;
  /** Default order, used after the brand's vendor sorting. */
  sort: number;
  gameCount: number;
}

export function vendorsRepo(db: Db) {
  return {
    /** Every vendor offer (vendor, type, classification) with its number of games. */
    async offers(): Promise<VendorOffer[]> {
      return db
        .select({
          code: vendors.code,
          gameType: vendors.gameType,
          gameClassify: vendors.gameClassify,
          displayName: vendors.displayName,
          isHot: vendors.isHot,
          sort: vendors.sort,
          // The kept counts (migration 0027): counting the games themselves read the whole catalogue.
          gameCount: sql<number>`coalesce(${gameOfferCounts.games}, 0)`.mapWith(Number),
        })
        .from(vendors)
        .leftJoin(
          gameOfferCounts,
          eq(
            gameOfferCounts.offerKey,
            sql`${vendors.code} || ':' || ${vendors.gameType} || ':' || ${vendors.gameClassify}`,
          ),
        )
        .orderBy(asc(vendors.sort), asc(vendors.code));
    },
  };
}
export type VendorsRepo = ReturnType<typeof vendorsRepo>;
