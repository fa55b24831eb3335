import { randomBytes } from 'node:crypto';
import type {
  CreateIntentRequest,
  CreatePayoutRequest,
  GetObjectRequest,
  Intent,
  IntentState,
  PaymentEvent,
  PaymentEventType,
  Payout,
  PayoutState,
} from '@lobby/contract/payment';
import type { Dispatcher } from '../callbacks/dispatcher';
import type { StoredIntent, StoredPayout } from '../store/state';
import type { Store } from '../store/store';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = (ms: number) => Math.floor(ms / 1000);

export type Created<T> =
  { ok: true; object: T; created: boolean } | { ok: false; status: 'RS_ERROR_IDEMPOTENCY_MISMATCH' };

/** What a transition did: the new state and its event, or nothing (already terminal, or unknown). */
export type Transition<T> = { changed: true; object: T; event: PaymentEvent } | { changed: false; object: T | null };

const INTENT_OUTCOMES = {
  succeeded: 'intent.succeeded',
  failed: 'intent.failed',
  expired: 'intent.expired',
} as const satisfies Partial<Record<IntentState, PaymentEventType>>;
const PAYOUT_OUTCOMES = { paid: 'payout.paid', failed: 'payout.failed' } as const satisfies Partial<
  Record<PayoutState, PaymentEventType>
>;

/**
 * The provider's book: intents and payouts by id and by the platform's reference (the
 * idempotency key), their state machines, and the event each outcome sends.
 *
 *   intent: requires_action -> succeeded | failed | expired   (terminal: nothing changes after)
 *   payout: pending -> paid | failed
 */
export class Payments {
  constructor(
    private readonly store: Store,
    readonly dispatcher: Dispatcher,
    private readonly now: () => number,
    private readonly publicUrl: () => string,
  ) {}

  private get state() {
    return this.store.state;
  }

  payUrl(id: string) {
    return `${this.publicUrl()}/pay/${id}`;
  }

  // ---- intents -------------------------------------------------------------------------------

  createIntent(request: CreateIntentRequest): Created<StoredIntent> {
    const known = this.state.references.intents[request.reference];
    const existing = known ? this.state.intents[known] : undefined;
    if (existing) {
      const same =
        existing.amount_minor === request.amount_minor &&
        existing.currency === request.currency &&
        existing.method === request.method &&
        existing.member_id === request.member_id;
      return same
        ? { ok: true, object: this.expireIfDue(existing), created: false }
        : { ok: false, status: 'RS_ERROR_IDEMPOTENCY_MISMATCH' };
    }
    const created = seconds(this.now());
    const intent: StoredIntent = {
      id: newId('pi'),
      reference: request.reference,
      amount_minor: request.amount_minor,
      currency: request.currency,
      method: request.method,
      method_name: request.method_name,
      member_id: request.member_id,
      language: request.language,
      return_url: request.return_url,
      callback_url: request.callback_url,
      state: 'requires_action',
      created,
      expires_at: created + request.expires_in_seconds,
    };
    this.state.intents[intent.id] = intent;
    this.state.references.intents[intent.reference] = intent.id;
    this.store.save();
    return { ok: true, object: intent, created: true };
  }

  findIntent(by: GetObjectRequest): StoredIntent | null {
    const id = 'id' in by ? by.id : this.state.references.intents[by.reference];
    const intent = id ? this.state.intents[id] : undefined;
    return intent ? this.expireIfDue(intent) : null;
  }

  intentView(intent: StoredIntent): Intent {
    return {
      id: intent.id,
      reference: intent.reference,
      amount_minor: intent.amount_minor,
      currency: intent.currency,
      method: intent.method,
      method_name: intent.method_name,
      state: intent.state,
      pay_url: this.payUrl(intent.id),
      created: intent.created,
      expires_at: intent.expires_at,
      ...(intent.failure_reason ? { failure_reason: intent.failure_reason } : {}),
    };
  }

  /** Newest first. */
  recentIntents(limit = 100): StoredIntent[] {
    return Object.values(this.state.intents)
      .map((i) => this.expireIfDue(i))
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
      .slice(0, limit);
  }

  /** The e-wallet's first step: the phone number the PIN is asked for. */
  setPayerPhone(id: string, phone: string): StoredIntent | null {
    const intent = this.findIntent({ id });
    if (!intent || intent.state !== 'requires_action') return intent;
    intent.payer_phone = phone;
    this.store.save();
    return intent;
  }

  succeedIntent(id: string) {
    return this.finishIntent(id, 'succeeded');
  }
  failIntent(id: string, reason = 'declined_by_payer') {
    return this.finishIntent(id, 'failed', reason);
  }
  /** "Let it time out": expires it now, whatever its `expires_at`. */
  expireIntent(id: string) {
    return this.finishIntent(id, 'expired', 'expired');
  }

  /** Every open intent past its `expires_at` expires (a timer calls this; reads do too). */
  expireDue(): number {
    let n = 0;
    const now = seconds(this.now());
    for (const intent of Object.values(this.state.intents)) {
      if (intent.state === 'requires_action' && intent.expires_at <= now) {
        this.finishIntent(intent.id, 'expired', 'expired');
        n += 1;
      }
    }
    return n;
  }

  private expireIfDue(intent: StoredIntent): StoredIntent {
    if (intent.state === 'requires_action' && intent.expires_at <= seconds(this.now())) {
      this.finishIntent(intent.id, 'expired', 'expired');
    }
    return intent;
  }

  private finishIntent(id: string, to: keyof typeof INTENT_OUTCOMES, reason?: string): Transition<StoredIntent> {
    const intent = this.state.intents[id];
    if (!intent) return { changed: false, object: null };
    if (intent.state !== 'requires_action') return { changed: false, object: intent };
    intent.state = to;
    if (reason && to !== 'succeeded') intent.failure_reason = reason;
    const event = this.record(INTENT_OUTCOMES[to], intent);
    intent.last_event_id = event.event_id;
    this.store.save();
    this.dispatcher.enqueue(event.event_id, intent.callback_url);
    return { changed: true, object: intent, event };
  }

  // ---- payouts -------------------------------------------------------------------------------

  createPayout(request: CreatePayoutRequest): Created<StoredPayout> {
    const known = this.state.references.payouts[request.reference];
    const existing = known ? this.state.payouts[known] : undefined;
    if (existing) {
      const same =
        existing.amount_minor === request.amount_minor &&
        existing.currency === request.currency &&
        existing.method === request.method &&
        existing.account.number === request.account.number;
      return same
        ? { ok: true, object: existing, created: false }
        : { ok: false, status: 'RS_ERROR_IDEMPOTENCY_MISMATCH' };
    }
    const payout: StoredPayout = {
      id: newId('po'),
      reference: request.reference,
      amount_minor: request.amount_minor,
      currency: request.currency,
      method: request.method,
      method_name: request.method_name,
      account: { holder: request.account.holder, number: request.account.number },
      callback_url: request.callback_url,
      state: 'pending',
      created: seconds(this.now()),
    };
    this.state.payouts[payout.id] = payout;
    this.state.references.payouts[payout.reference] = payout.id;
    this.store.save();
    return { ok: true, object: payout, created: true };
  }

  findPayout(by: GetObjectRequest): StoredPayout | null {
    const id = 'id' in by ? by.id : this.state.references.payouts[by.reference];
    return (id ? this.state.payouts[id] : undefined) ?? null;
  }

  payoutView(payout: StoredPayout): Payout {
    return {
      id: payout.id,
      reference: payout.reference,
      amount_minor: payout.amount_minor,
      currency: payout.currency,
      method: payout.method,
      method_name: payout.method_name,
      account: { ...payout.account },
      state: payout.state,
      created: payout.created,
      ...(payout.failure_reason ? { failure_reason: payout.failure_reason } : {}),
    };
  }

  recentPayouts(limit = 100): StoredPayout[] {
    return Object.values(this.state.payouts)
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
      .slice(0, limit);
  }

  payPayout(id: string) {
    return this.finishPayout(id, 'paid');
  }
  failPayout(id: string, reason = 'rejected_by_provider') {
    return this.finishPayout(id, 'failed', reason);
  }

  private finishPayout(id: string, to: keyof typeof PAYOUT_OUTCOMES, reason?: string): Transition<StoredPayout> {
    const payout = this.state.payouts[id];
    if (!payout) return { changed: false, object: null };
    if (payout.state !== 'pending') return { changed: false, object: payout };
    payout.state = to;
    if (reason && to === 'failed') payout.failure_reason = reason;
    const event = this.record(PAYOUT_OUTCOMES[to], payout);
    payout.last_event_id = event.event_id;
    this.store.save();
    this.dispatcher.enqueue(event.event_id, payout.callback_url);
    return { changed: true, object: payout, event };
  }

  // ---- events --------------------------------------------------------------------------------

  private record(type: PaymentEventType, object: StoredIntent | StoredPayout): PaymentEvent {
    const event: PaymentEvent = {
      event_id: newId('evt'),
      type,
      created: seconds(this.now()),
      data: {
        id: object.id,
        reference: object.reference,
        amount_minor: object.amount_minor,
        currency: object.currency,
        state: object.state,
        ...(object.failure_reason ? { failure_reason: object.failure_reason } : {}),
      },
    };
    this.state.events[event.event_id] = event;
    return event;
  }

  /** "Send the last callback again": a new delivery of the object's newest event (same event_id). */
  resend(object: StoredIntent | StoredPayout): boolean {
    if (!object.last_event_id || !this.state.events[object.last_event_id]) return false;
    this.dispatcher.enqueue(object.last_event_id, object.callback_url, true);
    return true;
  }
}
