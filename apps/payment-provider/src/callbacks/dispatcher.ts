import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { PAYMENT_HEADERS } from '@lobby/contract/payment';
import type { FastifyBaseLogger } from 'fastify';
import { signPayload } from '../protocol/signature';
import type { Delivery, DeliveryAttempt } from '../store/state';
import type { Store } from '../store/store';

export interface DispatcherOptions {
  /** Each signs every callback (one `v1=` each). */
  secrets: readonly string[];
  attempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: FastifyBaseLogger;
}

export interface DispatcherEvents {
  attempt: [delivery: Delivery, attempt: DeliveryAttempt];
  delivered: [delivery: Delivery];
  given_up: [delivery: Delivery];
}

/** The wait before attempt `n + 1` after `n` failed ones: doubling from the base, capped. */
export function backoffMs(failed: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(failed - 1, 30)));
}

/**
 * Sends events to their callback URLs at least once: each delivery is tried until the platform
 * answers 2xx, with backoff between attempts, and every attempt is kept in the state. Pending
 * deliveries survive a restart (`start()` takes them up again).
 */
export class Dispatcher extends EventEmitter<DispatcherEvents> {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Map<string, Promise<void>>();
  private stopped = true;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(
    private readonly store: Store,
    private readonly options: DispatcherOptions,
  ) {
    super();
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  /** A new delivery of a stored event, tried at once. */
  enqueue(eventId: string, url: string, resent = false): Delivery {
    if (!this.store.state.events[eventId]) throw new Error(`no event ${eventId}`);
    const delivery: Delivery = {
      id: `dlv_${randomBytes(8).toString('hex')}`,
      event_id: eventId,
      url,
      state: 'pending',
      next_at: this.now(),
      attempts: [],
      resent,
    };
    this.store.state.deliveries.push(delivery);
    this.store.save();
    this.schedule();
    return delivery;
  }

  deliveriesOf(eventId: string): Delivery[] {
    return this.store.state.deliveries.filter((d) => d.event_id === eventId);
  }

  start() {
    this.stopped = false;
    this.schedule();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** One timer, for the earliest pending delivery not already being sent. */
  private schedule() {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    let next: number | null = null;
    for (const d of this.store.state.deliveries) {
      if (d.state !== 'pending' || d.next_at === null || this.inFlight.has(d.id)) continue;
      if (next === null || d.next_at < next) next = d.next_at;
    }
    if (next === null) return;
    this.timer = setTimeout(() => this.runDue(), Math.max(0, next - this.now()));
    this.timer.unref();
  }

  private runDue() {
    this.timer = null;
    const now = this.now();
    for (const d of this.store.state.deliveries) {
      if (d.state !== 'pending' || d.next_at === null || d.next_at > now || this.inFlight.has(d.id)) continue;
      const run = this.attempt(d).finally(() => {
        this.inFlight.delete(d.id);
        this.schedule();
      });
      this.inFlight.set(d.id, run);
    }
    this.schedule();
  }

  private async attempt(delivery: Delivery) {
    const event = this.store.state.events[delivery.event_id];
    if (!event) {
      delivery.state = 'given_up';
      delivery.next_at = null;
      this.store.save();
      return;
    }
    // The same bytes each attempt; a fresh timestamp, so a late retry is not refused as old.
    const body = JSON.stringify(event);
    const started = this.now();
    const attempt: DeliveryAttempt = { at: started, ms: 0, http_status: null };
    try {
      const response = await this.fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PAYMENT_HEADERS.signature]: signPayload(body, this.options.secrets, started / 1000),
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'manual',
      });
      attempt.http_status = response.status;
      // The answer's body means nothing; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
    } catch (err) {
      attempt.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    attempt.ms = this.now() - started;
    delivery.attempts.push(attempt);
    const ok = attempt.http_status !== null && attempt.http_status >= 200 && attempt.http_status < 300;
    if (ok) {
      delivery.state = 'delivered';
      delivery.next_at = null;
    } else if (delivery.attempts.length >= this.options.attempts) {
      delivery.state = 'given_up';
      delivery.next_at = null;
    } else {
      delivery.next_at =
        this.now() + backoffMs(delivery.attempts.length, this.options.retryBaseMs, this.options.retryMaxMs);
    }
    this.store.save();
    this.options.log?.info(
      {
        delivery: delivery.id,
        event: event.event_id,
        type: event.type,
        status: attempt.http_status,
        state: delivery.state,
      },
      'callback attempt',
    );
    this.emit('attempt', delivery, attempt);
    if (delivery.state === 'delivered') this.emit('delivered', delivery);
    if (delivery.state === 'given_up') {
      this.options.log?.warn({ delivery: delivery.id, event: event.event_id }, 'callback given up');
      this.emit('given_up', delivery);
    }
  }
}
