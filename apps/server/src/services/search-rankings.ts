import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Ids of a search's best matches in rank order (at most the cap and one more). */
type Ranking = string[];

/**
 * Recent name searches' rankings, kept in process for `ttlSeconds`: a search's pages and the same
 * search by other players cut their page from the kept ids instead of ranking every match again
 * (at 100x the demo's catalogue "dragon" matches 11,900 games). Searches asked at once are
 * ranked once (the cache's fetch). 0 seconds ranks every request. Bounded by ids kept in all.
 */
export function searchRankings(ttlSeconds: number, maxIds = 200_000, now: () => number = Date.now) {
  const kept =
    ttlSeconds > 0
      ? new LRUCache<string, Ranking, () => Promise<Ranking>>({
          maxSize: maxIds,
          sizeCalculation: (ids) => ids.length + 1,
          ttl: ttlSeconds * 1000,
          perf: { now },
          ttlResolution: 0,
          fetchMethod: (_key, _stale, { context }) => context(),
        })
      : undefined;
  return {
    /** The ranking of the search `parts` name (the brand's order among them), kept or made by `rank`. */
    async get(parts: unknown[], rank: () => Promise<Ranking>): Promise<Ranking> {
      if (!kept) return rank();
      // The brand's order can hold hundreds of offers: the key is a digest of the parts.
      const key = createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
      return (await kept.fetch(key, { context: rank })) ?? rank();
    },
  };
}
export type SearchRankings = ReturnType<typeof searchRankings>;
