import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { primaryOnly, type ReadRouting } from '../read-routing';
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

/** Reads of the catalogue go where `reads` says (a replica when there are any: it may lag). */
export function vendorsRepo(db: Db, reads: ReadRouting = primaryOnly(db)) {
  return {
    /** Every vendor offer (vendor, type, classification) with its number of games. */
    async offers(): Promise<VendorOffer[]> {
      return (await reads.shared('catalogue'))
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
