import type { ProviderWalletAnswer } from '@lobby/contract/provider';
import type { OutboxEntry } from '../store/state';
import type { Store } from '../store/store';
import type { WalletClient } from './wallet-client';

export interface OutboxOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  now?: () => number;
  /** Told of every definite answer (the entry is gone from the outbox by then). */
  onAnswer: (entry: OutboxEntry, answer: ProviderWalletAnswer) => void;
  log: { warn: (obj: object, msg: string) => void };
}

/** Waits between attempts: doubling from the base, capped, with a little spread so calls do not bunch. */
export function backoff(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exp * (0.8 + 0.4 * random()));
}

/**
 * The wallet calls owed to the platform (wins and rollbacks), kept in the store until the
 * platform answers them: each is sent with the same bytes until a definite answer comes, across
 * restarts, and leaves the outbox only then. The platform's idempotency by transaction_uuid
 * makes every repeat settle once.
 */
export class Outbox {
  private readonly inFlight = new Map<string, Promise<ProviderWalletAnswer | null>>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly now: () => number;

  constructor(
    private readonly store: Store,
    private readonly client: WalletClient,
    private readonly options: OutboxOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Keeps the entry (saved before anything is sent) and tries it at once. */
  add(entry: OutboxEntry): Promise<ProviderWalletAnswer | null> {
    this.store.state.outbox[entry.id] = entry;
    this.store.save();
    return this.attempt(entry.id);
  }

  get pending(): OutboxEntry[] {
    return Object.values(this.store.state.outbox);
  }

  /** One attempt now (or the one already under way): the answer, or null when there was none. */
  attempt(id: string): Promise<ProviderWalletAnswer | null> {
    const running = this.inFlight.get(id);
    if (running) return running;
    const entry = this.store.state.outbox[id];
    if (!entry) return Promise.resolve(null);
    const run = this.send(entry).finally(() => {
      this.inFlight.delete(id);
      this.schedule();
    });
    this.inFlight.set(id, run);
    return run;
  }

  private async send(entry: OutboxEntry): Promise<ProviderWalletAnswer | null> {
    const outcome = await this.client.call(entry.method, entry.body);
    if (outcome.kind === 'answer') {
      delete this.store.state.outbox[entry.id];
      this.store.save();
      this.options.onAnswer(entry, outcome.answer);
      return outcome.answer;
    }
    entry.attempts += 1;
    entry.nextAttemptAt = this.now() + backoff(entry.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
    this.store.save();
    this.options.log.warn(
      { entry: entry.id, method: entry.method, attempts: entry.attempts, reason: outcome.reason },
      'wallet call unanswered, will retry',
    );
    return null;
  }

  /** Starts working through what is owed (e.g. left from before a restart). */
  start() {
    this.stopped = false;
    this.schedule();
  }

  /** Stops the timer and waits for calls under way; what is left stays saved for the next start. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  private schedule() {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const waiting = this.pending.filter((e) => !this.inFlight.has(e.id));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((e) => e.nextAttemptAt));
    this.timer = setTimeout(() => this.runDue(), Math.max(0, next - this.now()));
    this.timer.unref();
  }

  private runDue() {
    this.timer = null;
    const now = this.now();
    const due = this.pending.filter((e) => e.nextAttemptAt <= now && !this.inFlight.has(e.id));
    for (const entry of due) void this.attempt(entry.id);
    this.schedule();
  }
}
