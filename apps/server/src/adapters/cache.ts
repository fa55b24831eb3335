import { LRUCache } from 'lru-cache';
import { redisClient, type RedisTarget } from './redis-client';

/** A small JSON cache shared by server instances through Redis, or kept in process. */
export interface Cache {
  kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  /**
   * The stored JSON text of a value set as an object, unparsed: a caller that keeps what it parsed
   * can tell whether the value changed without parsing it again.
   */
  getText(key: string): Promise<string | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Reads and deletes in one step, so a one-time value (a code, a captcha) is used once. */
  take<T>(key: string): Promise<T | undefined>;
  /**
   * Adds `by` (default one; negative to hand a reserved try back) to a counter that lives
   * `ttlSeconds` from its first hit, and answers the new count in one atomic step (Redis INCRBY;
   * a synchronous update in process), so parallel requests never read the same count.
   */
  increment(key: string, ttlSeconds: number, by?: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * The in-process cache. It holds at most `maxEntries`: when full, the least recently used entry
 * goes, so many distinct keys (searches, pages) cannot grow memory without bound. An expired entry
 * goes when read or when it is the least recently used: looking for expired ones on every write
 * would scan the whole cache.
 */
export function memoryCache(now: () => number = Date.now, maxEntries = 10_000): Cache {
  // Values are kept as JSON text so no caller can change what another reads; strings are
  // immutable and kept as they are (a cached page costs no parse).
  // No time resolution: every check reads the clock, so an injected clock takes effect at once.
  const entries = new LRUCache<string, { text: string; json: boolean }>({
    max: maxEntries,
    perf: { now },
    ttlResolution: 0,
  });
  // The library keeps an entry through the last millisecond of its time; Redis ends it then, so do we.
  const ttl = (seconds: number) => seconds * 1000 - 1;
  const read = <T>(hit: { text: string; json: boolean } | undefined) =>
    (hit && hit.json ? JSON.parse(hit.text) : hit?.text) as T | undefined;
  return {
    kind: 'memory',
    async get<T>(key: string) {
      return read<T>(entries.get(key));
    },
    async getText(key) {
      return entries.get(key)?.text;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      const json = typeof value !== 'string';
      entries.set(key, { text: json ? JSON.stringify(value) : value, json }, { ttl: ttl(ttlSeconds) });
    },
    async delete(key) {
      entries.delete(key);
    },
    async take<T>(key: string) {
      const hit = entries.get(key);
      entries.delete(key);
      return read<T>(hit);
    },
    async increment(key, ttlSeconds, by = 1) {
      // No await before the write: the read and the write happen in one turn of the event loop.
      const live = entries.get(key);
      // Handing back to a counter whose window has ended leaves nothing to hand back to.
      if (!live && by < 0) return 0;
      const count = (live ? Number(live.text) : 0) + by;
      // A live counter keeps the window of its first hit.
      entries.set(key, { text: String(count), json: false }, live ? { noUpdateTTL: true } : { ttl: ttl(ttlSeconds) });
      return count;
    },
    async close() {
      entries.clear();
    },
  };
}

/** The cache in Redis (one server or a cluster): each call touches one key, so a cluster needs no hash tags. */
export async function redisCache(target: RedisTarget, prefix = 'lobby:'): Promise<Cache> {
  const client = redisClient(target, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await client.connect();
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const raw = await client.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async getText(key) {
      return (await client.get(prefix + key)) ?? undefined;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      await client.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    },
    async delete(key) {
      await client.del(prefix + key);
    },
    async take<T>(key: string) {
      const raw = await client.getdel(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async increment(key, ttlSeconds, by = 1) {
      const [[, count]] = (await client
        .multi()
        .incrby(prefix + key, by)
        .expire(prefix + key, ttlSeconds, 'NX')
        .exec()) as [[unknown, number]];
      return count;
    },
    async close() {
      await client.quit();
    },
  };
}

export function openCache(redis: RedisTarget | undefined, prefix?: string): Promise<Cache> {
  return redis ? redisCache(redis, prefix) : Promise.resolve(memoryCache());
}
