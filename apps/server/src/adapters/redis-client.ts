import { Cluster, Redis, type RedisOptions } from 'ioredis';

/** Where Redis is: one server, or some nodes of a Redis Cluster (the client finds the rest). */
export type RedisTarget = string | { cluster: string[] };

/** The Redis of the configuration (REDIS_URL or REDIS_CLUSTER_URLS), or none. */
export function redisTargetOf(config: { REDIS_URL?: string | undefined; REDIS_CLUSTER_URLS: string[] }) {
  if (config.REDIS_CLUSTER_URLS.length > 0) return { cluster: config.REDIS_CLUSTER_URLS } satisfies RedisTarget;
  return config.REDIS_URL;
}

/**
 * A client of `target`, not yet connected. Every call of ours touches one key (a MULTI too: one
 * counter), so each runs on the node of its key's slot; pub/sub channels reach every node.
 */
export function redisClient(target: RedisTarget, options: RedisOptions = {}): Redis | Cluster {
  if (typeof target === 'string') return new Redis(target, { ...options, lazyConnect: true });
  const urls = target.cluster.map((entry) => new URL(entry));
  const [first = new URL('redis://127.0.0.1:6379')] = urls;
  const auth = {
    ...(first.username ? { username: decodeURIComponent(first.username) } : {}),
    ...(first.password ? { password: decodeURIComponent(first.password) } : {}),
    ...(first.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  return new Cluster(
    urls.map((url) => ({ host: url.hostname, port: Number(url.port || 6379) })),
    {
      lazyConnect: true,
      redisOptions: { ...options, ...auth },
      // Commands wait for the slot map while the cluster reshuffles rather than failing at once.
      enableOfflineQueue: true,
    },
  );
}
