import { localListeners, type BusEvent, type BusListener, type EventBus } from './bus-listeners';
import { postgresEventBus } from './postgres-event-bus';
import type { RedisTarget } from './redis-client';
import { redisEventBus } from './redis-event-bus';

export type { BusEvent, BusListener, EventBus };

/** Channel of one member's events, and of one brand's. */
export const memberChannel = (memberId: string) => `member:${memberId}`;
export const brandChannel = (merchantCode: string) => `brand:${merchantCode}`;

/** One process (PGlite, or a single instance): events go straight to this process's listeners. */
export function memoryEventBus(): EventBus {
  const listeners = localListeners();
  return {
    kind: 'memory',
    async publish(channel, event) {
      // Delivered on a later turn, as a networked bus would: a publisher never runs listeners inline.
      const copy = JSON.parse(JSON.stringify(event)) as BusEvent;
      queueMicrotask(() => listeners.deliver(channel, copy));
    },
    subscribe: listeners.subscribe,
    async close() {
      listeners.clear();
    },
  };
}

/** Redis pub/sub when Redis is configured, else PostgreSQL LISTEN/NOTIFY when DATABASE_URL is, else in process. */
export function openEventBus(opts: {
  redis?: RedisTarget | undefined;
  redisPrefix?: string | undefined;
  databaseUrl?: string | undefined;
  onError?: (err: Error) => void;
}): Promise<EventBus> {
  if (opts.redis) return redisEventBus(opts.redis, opts.redisPrefix, opts.onError);
  if (opts.databaseUrl) return postgresEventBus(opts.databaseUrl, opts.onError);
  return Promise.resolve(memoryEventBus());
}
