import { Redis } from 'ioredis';

/** A small JSON cache shared by server instances through Redis, or kept in process. */
export interface Cache {
  kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
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
 * The in-process cache. It holds at most `maxEntries`: beyond that, expired entries go first,
 * then the oldest, so many distinct keys (searches, pages) cannot grow memory without bound.
 */
export function memoryCache(now: () => number = Date.now, maxEntries = 10_000): Cache {
  // Values are kept as JSON text so no caller can change what another reads; strings are
  // immutable and kept as they are (a cached page costs no parse).
  const entries = new Map<string, { text: string; json: boolean; expires: number }>();
  const makeRoom = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expires <= time) entries.delete(key);
    // Maps iterate in insertion order: the first keys are the oldest.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return (hit.json ? JSON.parse(hit.text) : hit.text) as T;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      entries.delete(key);
      if (entries.size >= maxEntries) makeRoom();
      const json = typeof value !== 'string';
      entries.set(key, { text: json ? JSON.stringify(value) : value, json, expires: now() + ttlSeconds * 1000 });
    },
    async delete(key) {
      entries.delete(key);
    },
    async take<T>(key: string) {
      const hit = entries.get(key);
      entries.delete(key);
      if (!hit || hit.expires <= now()) return undefined;
      return (hit.json ? JSON.parse(hit.text) : hit.text) as T;
    },
    async increment(key, ttlSeconds, by = 1) {
      // No await before the write: the read and the write happen in one turn of the event loop.
      const hit = entries.get(key);
      const live = hit && hit.expires > now() ? hit : undefined;
      // Handing back to a counter whose window has ended leaves nothing to hand back to.
      if (!live && by < 0) return 0;
      const count = (live ? Number(live.text) : 0) + by;
      if (!live && entries.size >= maxEntries) makeRoom();
      entries.set(key, { text: String(count), json: false, expires: live?.expires ?? now() + ttlSeconds * 1000 });
      return count;
    },
    async close() {
      entries.clear();
    },
  };
}

export async function redisCache(url: string, prefix = 'lobby:'): Promise<Cache> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await client.connect();
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const raw = await client.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
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
      const [[, count]] = (await client.multi().incrby(prefix + key, by).expire(prefix + key, ttlSeconds, 'NX').exec()) as [[unknown, number]];
      return count;
    },
    async close() {
      await client.quit();
    },
  };
}

export function openCache(redisUrl: string | undefined, prefix?: string): Promise<Cache> {
  return redisUrl ? redisCache(redisUrl, prefix) : Promise.resolve(memoryCache());
}
