import { Redis } from 'ioredis';

/** A small JSON cache shared by server instances through Redis, or kept in process. */
export interface Cache {
  kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(hit.value) as T;
    },
    async set(key, value, ttlSeconds) {
      if (ttlSeconds <= 0) return;
      entries.set(key, { value: JSON.stringify(value), expires: now() + ttlSeconds * 1000 });
    },
    async delete(key) {
      entries.delete(key);
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
    async close() {
      await client.quit();
    },
  };
}

export function openCache(redisUrl: string | undefined): Promise<Cache> {
  return redisUrl ? redisCache(redisUrl) : Promise.resolve(memoryCache());
}
