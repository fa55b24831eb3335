// A payment provider as small as the protocol allows, for the platform's deposit tests.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreateIntentRequest, CreatePayoutRequest, Intent, Payout } from '@lobby/contract/payment';
import { afterAll, beforeAll } from 'vitest';
import { signPayment } from '../src/adapters/payment-signature';

export const API_SECRET = 'api-secret-for-tests-0123456789abcdef';
export const WEBHOOK_SECRET = 'webhook-secret-for-tests-0123456789abcdef';

/**
 * Answers intents (create and get) when the platform's signature holds, keeping what it was
 * asked; `settle` changes an intent's state as the member's payment would, `callback` signs an
 * event as the provider would. `env` configures a platform to use it.
 */
export async function fakePaymentProvider() {
  const state = {
    intents: new Map<string, Intent & { callback_url: string }>(),
    asked: [] as CreateIntentRequest[],
    payouts: new Map<string, Payout>(),
    refusedSignatures: 0,
    down: false,
    server: null as unknown as Server,
    env: {} as Record<string, string>,
    close: () => new Promise<void>((done) => (state.server.listening ? state.server.close(() => done()) : done())),
    settle(reference: string, next: Intent['state']) {
      const intent = [...state.intents.values()].find((i) => i.reference === reference)!;
      intent.state = next;
      return intent;
    },
  };
  state.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      res.setHeader('content-type', 'application/json');
      if (state.down) return res.writeHead(503).end('{}');
      const header = String(req.headers['x-payment-signature'] ?? '');
      const [t, v1] = header.split(',').map((part) => part.split('=')[1]);
      const expected = createHmac('sha256', API_SECRET).update(`${t}.${body}`).digest('hex');
      if (req.headers['x-platform'] !== 'lobby-test' || v1 !== expected) {
        state.refusedSignatures++;
        return res.writeHead(401).end(JSON.stringify({ status: 'RS_ERROR_INVALID_SIGNATURE' }));
      }
      if (req.url === '/v1/intents') {
        const asked = JSON.parse(body) as CreateIntentRequest;
        state.asked.push(asked);
        const id = `pi_${randomUUID().slice(0, 12)}`;
        const intent = {
          id,
          reference: asked.reference,
          amount_minor: asked.amount_minor,
          currency: asked.currency,
          method: asked.method,
          method_name: asked.method_name,
          state: 'requires_action' as const,
          pay_url: `http://pay.test/pay/${id}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + asked.expires_in_seconds,
          callback_url: asked.callback_url,
        };
        state.intents.set(id, intent);
        const { callback_url: _, ...shown } = intent;
        return res.end(JSON.stringify({ status: 'RS_OK', intent: shown }));
      }
      if (req.url === '/v1/payouts') {
        const asked = JSON.parse(body) as CreatePayoutRequest;
        const known = [...state.payouts.values()].find((p) => p.reference === asked.reference);
        const payout: Payout = known ?? {
          id: `po_${randomUUID().slice(0, 12)}`,
          reference: asked.reference,
          amount_minor: asked.amount_minor,
          currency: asked.currency,
          method: asked.method,
          method_name: asked.method_name,
          account: asked.account,
          state: 'pending',
          created: Math.floor(Date.now() / 1000),
        };
        state.payouts.set(payout.id, payout);
        return res.end(JSON.stringify({ status: 'RS_OK', payout }));
      }
      if (req.url === '/v1/intents/get') {
        const { id } = JSON.parse(body) as { id: string };
        const found = state.intents.get(id);
        if (!found) return res.writeHead(404).end(JSON.stringify({ status: 'RS_ERROR_NOT_FOUND' }));
        const { callback_url: _, ...shown } = found;
        return res.end(JSON.stringify({ status: 'RS_OK', intent: shown }));
      }
      res.writeHead(404).end('{}');
    });
  });
  await new Promise<void>((done) => state.server.listen(0, '127.0.0.1', done));
  const port = (state.server.address() as AddressInfo).port;
  state.env = {
    PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER_CODE: 'LPPT',
    PAYMENT_API_SECRET: API_SECRET,
    PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PLATFORM_ID: 'lobby-test',
  };
  return state;
}

/** A provider's event on an intent, and its signature header (now, or at `seconds`). */
export function paymentEvent(
  intent: Pick<Intent, 'id' | 'reference' | 'amount_minor' | 'currency'>,
  type: 'intent.succeeded' | 'intent.failed' | 'intent.expired',
  options: { eventId?: string; secret?: string; seconds?: number; amountMinor?: number } = {},
) {
  const state = type.split('.')[1] as 'succeeded' | 'failed' | 'expired';
  const body = JSON.stringify({
    event_id: options.eventId ?? `evt_${randomUUID().slice(0, 12)}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      id: intent.id,
      reference: intent.reference,
      amount_minor: options.amountMinor ?? intent.amount_minor,
      currency: intent.currency,
      state,
    },
  });
  const seconds = options.seconds ?? Date.now() / 1000;
  return { body, signature: signPayment(body, [options.secret ?? WEBHOOK_SECRET], seconds) };
}

/** A provider's event on a payout, and its signature header. */
export function payoutEvent(
  payout: Pick<Payout, 'id' | 'reference' | 'amount_minor' | 'currency'>,
  type: 'payout.paid' | 'payout.failed',
  options: { eventId?: string } = {},
) {
  const body = JSON.stringify({
    event_id: options.eventId ?? `evt_${randomUUID().slice(0, 12)}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      id: payout.id,
      reference: payout.reference,
      amount_minor: payout.amount_minor,
      currency: payout.currency,
      state: type === 'payout.paid' ? 'paid' : 'failed',
      ...(type === 'payout.failed' ? { failure_reason: 'account closed' } : {}),
    },
  });
  return { body, signature: signPayment(body, [WEBHOOK_SECRET], Date.now() / 1000) };
}

/**
 * A fake provider for a suite whose members withdraw: started before the suite's app (its
 * settings go into `env`, which the suite hands to useTestApp), closed after it.
 */
export function usePaymentProvider(env: Record<string, string>) {
  let provider: Awaited<ReturnType<typeof fakePaymentProvider>> | undefined;
  beforeAll(async () => {
    provider = await fakePaymentProvider();
    Object.assign(env, provider.env);
  });
  afterAll(() => provider?.close());
}

/** A withdrawal's body to the demo brand's KBZPay. */
export const payoutTo = (amount: string, requestId: string) => ({
  amount,
  requestId,
  method: 'kbzpay',
  accountHolder: 'Aung Aung',
  accountNumber: '0912345678',
});
