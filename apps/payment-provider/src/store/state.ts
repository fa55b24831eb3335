import type { IntentState, PaymentEvent, PaymentLanguage, PaymentMethod, PayoutState } from '@lobby/contract/payment';

/** A deposit as the provider keeps it: the platform's request, its state and the member's steps. */
export interface StoredIntent {
  id: string;
  reference: string;
  amount_minor: number;
  currency: string;
  method: PaymentMethod;
  method_name: string;
  member_id: string;
  language: PaymentLanguage;
  return_url: string;
  callback_url: string;
  state: IntentState;
  /** Unix seconds. */
  created: number;
  expires_at: number;
  failure_reason?: string;
  /** The e-wallet's phone number, once the member has given it. */
  payer_phone?: string;
  /** The newest event of this intent (the one "send the last callback again" sends). */
  last_event_id?: string;
}

export interface StoredPayout {
  id: string;
  reference: string;
  amount_minor: number;
  currency: string;
  method: PaymentMethod;
  method_name: string;
  account: { holder: string; number: string };
  callback_url: string;
  state: PayoutState;
  created: number;
  failure_reason?: string;
  last_event_id?: string;
}

/** One try of a delivery: when, how long, and what came back. */
export interface DeliveryAttempt {
  /** Epoch milliseconds. */
  at: number;
  ms: number;
  /** The platform's HTTP status, or null when no answer came (time-out, refused connection). */
  http_status: number | null;
  error?: string;
}

/** An event on its way to a callback URL: sent until a 2xx, or given up after the attempts allowed. */
export interface Delivery {
  id: string;
  event_id: string;
  url: string;
  state: 'pending' | 'delivered' | 'given_up';
  /** Epoch milliseconds of the next attempt while pending. */
  next_at: number | null;
  attempts: DeliveryAttempt[];
  /** True for a delivery a tester asked for again. */
  resent: boolean;
}

export interface ProviderState {
  intents: Record<string, StoredIntent>;
  payouts: Record<string, StoredPayout>;
  /** The platform's references, each to the id it made (one namespace for intents, one for payouts). */
  references: { intents: Record<string, string>; payouts: Record<string, string> };
  events: Record<string, PaymentEvent>;
  deliveries: Delivery[];
}

export const emptyState = (): ProviderState => ({
  intents: {},
  payouts: {},
  references: { intents: {}, payouts: {} },
  events: {},
  deliveries: [],
});
