import { EventEmitter } from 'node:events';

/** A small JSON event (a few hundred bytes: PostgreSQL NOTIFY carries at most 8000). */
export type BusEvent = Record<string, unknown> & { type: string };
export type BusListener = (event: BusEvent) => void;

/**
 * Publish/subscribe between server instances: what one instance learns (a ledger move, a revoked
 * session, a brand's new settings) reaches the listeners of every instance. Delivery is at most
 * once and unordered between publishers: events say what changed, and listeners reread or resend
 * the current state, never add up deltas.
 */
export interface EventBus {
  kind: 'memory' | 'redis' | 'postgres';
  publish(channel: string, event: BusEvent): Promise<void>;
  /** Listens on `channel` until the returned function is called. */
  subscribe(channel: string, listener: BusListener): () => void;
  close(): Promise<void>;
}

/**
 * The listeners of this process per channel; `onFirst`/`onLast` tell a shared transport when to
 * start and stop listening to a channel, so an instance hears only the channels someone here needs.
 */
export function localListeners(
  onFirst: (channel: string) => void = () => {},
  onLast: (channel: string) => void = () => {},
) {
  const emitter = new EventEmitter();
  // One listener per open stream: many per busy brand channel is expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    deliver(channel: string, event: BusEvent) {
      emitter.emit(channel, event);
    },
    subscribe(channel: string, listener: BusListener): () => void {
      // A listener's failure must not stop the others of the channel.
      const safe = (event: BusEvent) => {
        try {
          listener(event);
        } catch {
          /* the listener's own business */
        }
      };
      if (emitter.listenerCount(channel) === 0) onFirst(channel);
      emitter.on(channel, safe);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        emitter.off(channel, safe);
        if (emitter.listenerCount(channel) === 0) onLast(channel);
      };
    },
    clear() {
      emitter.removeAllListeners();
    },
  };
}
