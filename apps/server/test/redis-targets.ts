import type { RedisTarget } from '../src/adapters/redis-client';
import { loadConfig } from '../src/config';

const { REDIS_URL } = loadConfig();
const cluster = (process.env.TEST_REDIS_CLUSTER_URLS ?? '').trim();

/**
 * The Redis the shared-state tests run on: REDIS_URL's server, and a Redis Cluster when
 * TEST_REDIS_CLUSTER_URLS names some of its nodes (`tooling/scripts/redis-cluster.sh start` makes
 * a three-master one; CI does). `env` is what a server instance is configured with, `target` what
 * an adapter is given.
 */
export const TEST_REDIS: { name: string; env: Record<string, string>; target: RedisTarget }[] = [
  ...(REDIS_URL ? [{ name: 'Redis', env: { REDIS_URL, REDIS_CLUSTER_URLS: '' }, target: REDIS_URL }] : []),
  ...(cluster
    ? [
        {
          name: 'a Redis Cluster',
          env: { REDIS_URL: '', REDIS_CLUSTER_URLS: cluster },
          target: { cluster: cluster.split(',').map((url) => url.trim()) },
        },
      ]
    : []),
];
