import { once } from 'node:events';
import { PAYMENT_PATHS, type Intent, type Payout } from '@lobby/contract/payment';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dispatcher } from '../src/callbacks/dispatcher';
import { backoffMs } from '../src/callbacks/dispatcher';
import { parseSignatureHeader } from '../src/protocol/signature';
import type { Delivery } from '../src/store/state';
import { FakePlatform } from './fake-platform';
import {
  formPost,
  intentBody,
  makeSecrets,
  payoutBody,
  platformCall,
  startProvider,
  tempDir,
  type Secrets,
} from './support';

type Started = Awaited<ReturnType<typeof startProvider>>;

let secrets: Secrets;
let platform: FakePlatform;
let provider: Started | null;

beforeEach(async () => {
  secrets = makeSecrets();
  platform = new FakePlatform([secrets.webhook]);
  await platform.start();
  provider = null;
});
afterEach(async () => {
  await provider?.app.close();
  await platform.stop();
});

/** Resolves once a delivery of the event passes `check` (looked at after every attempt). */
async function deliveryWhere(dispatcher: Dispatcher, eventId: string, check: (d: Delivery) => boolean) {
  for (;;) {
    const found = dispatcher.deliveriesOf(eventId).find(check);
    if (found) return found;
    await once(dispatcher, 'attempt');
  }
}

/** Resolves with the delivery once it is settled (delivered or given up). */
const settled = (dispatcher: Dispatcher, eventId: string) =>
  deliveryWhere(dispatcher, eventId, (d) => d.state !== 'pending');

async function openIntent(p: Started, fields = {}) {
  const res = await platformCall(
    p,
    PAYMENT_PATHS.createIntent,
    intentBody({ callback_url: platform.url, ...fields }),
    secrets.api,
  );
  return res.json<{ intent: Intent }>().intent;
}

describe('callbacks', () => {
  it('posts a signed event when an intent succeeds', async () => {
    provider = await startProvider(secrets);
    const intent = await openIntent(provider);
    expect((await formPost(provider, `/pay/${intent.id}/approve`, { tester: '1' })).statusCode).toBe(303);

    const [got] = await platform.waitFor((r) => r.event?.data.id === intent.id);
    expect(got!.signatureOk).toBe(true);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.event).toMatchObject({
      type: 'intent.succeeded',
      data: { id: intent.id, reference: intent.reference, amount_minor: 150000, currency: 'MMK', state: 'succeeded' },
    });
    expect(got!.event!.event_id).toMatch(/^evt_/);
    const delivery = await settled(provider.dispatcher, got!.event!.event_id);
    expect(delivery.state).toBe('delivered');
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]!.http_status).toBe(200);
  });

  it('retries with backoff until the platform answers 2xx, recording every attempt', async () => {
    provider = await startProvider(secrets, { env: { PAYMENT_CALLBACK_ATTEMPTS: '5' } });
    platform.answerWith(500, 503, 404);
    const intent = await openIntent(provider);
    await formPost(provider, `/pay/${intent.id}/decline`);

    const received = await platform.waitFor((r) => r.event?.data.id === intent.id, 4);
    expect(received.map((r) => r.answered)).toEqual([500, 503, 404, 200]);
    // The same event and bytes each time, each with a valid signature of its own moment.
    expect(new Set(received.map((r) => r.raw)).size).toBe(1);
    expect(received.every((r) => r.signatureOk)).toBe(true);
    expect(received[0]!.event).toMatchObject({
      type: 'intent.failed',
      data: { state: 'failed', failure_reason: 'declined_by_payer' },
    });

    const delivery = await settled(provider.dispatcher, received[0]!.event!.event_id);
    expect(delivery.state).toBe('delivered');
    expect(delivery.attempts.map((a) => a.http_status)).toEqual([500, 503, 404, 200]);
    // Waits between attempts grow (10, 20, 40 ms here).
    const gaps = delivery.attempts.slice(1).map((a, i) => a.at - delivery.attempts[i]!.at);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(backoffMs(i + 1, 10, 40) - 2));
  });

  it('gives up after the attempts allowed, and the tester can send it again (same event id)', async () => {
    provider = await startProvider(secrets, { env: { PAYMENT_CALLBACK_ATTEMPTS: '2' } });
    platform.answerWith(500, 500);
    const intent = await openIntent(provider);
    await formPost(provider, `/pay/${intent.id}/timeout`);
    const [first] = await platform.waitFor((r) => r.event?.data.id === intent.id);
    const eventId = first!.event!.event_id;
    const givenUp = await settled(provider.dispatcher, eventId);
    expect(givenUp.state).toBe('given_up');
    expect(givenUp.attempts).toHaveLength(2);
    expect(first!.event).toMatchObject({ type: 'intent.expired', data: { state: 'expired' } });

    const resent = await formPost(provider, `/pay/${intent.id}/resend`);
    expect(resent.statusCode).toBe(303);
    expect(resent.headers.location).toContain('sent=1');
    const all = await platform.waitFor((r) => r.event?.event_id === eventId, 3);
    expect(all[2]!.answered).toBe(200);
    await deliveryWhere(provider.dispatcher, eventId, (d) => d.resent && d.state === 'delivered');
    expect(provider.dispatcher.deliveriesOf(eventId).map((d) => [d.state, d.resent])).toEqual([
      ['given_up', false],
      ['delivered', true],
    ]);
  });

  it('signs with every webhook secret while it rotates', async () => {
    const next = makeSecrets().webhook;
    provider = await startProvider(secrets, { env: { PAYMENT_WEBHOOK_SECRET: `${secrets.webhook},${next}` } });
    const intent = await openIntent(provider);
    await formPost(provider, `/pay/${intent.id}/approve`, { tester: '1' });
    const [got] = await platform.waitFor((r) => r.event?.data.id === intent.id);
    expect(parseSignatureHeader(String(got!.headers['x-payment-signature']))?.signatures).toHaveLength(2);
  });

  it('sends payout outcomes', async () => {
    provider = await startProvider(secrets);
    const body = payoutBody({ callback_url: platform.url });
    const { payout } = (await platformCall(provider, PAYMENT_PATHS.createPayout, body, secrets.api)).json<{
      payout: Payout;
    }>();
    expect((await formPost(provider, `/payouts/${payout.id}/pay`)).headers.location).toBe('/payouts?done=paid');
    // Paid is terminal: a later Fail changes nothing and sends nothing.
    expect((await formPost(provider, `/payouts/${payout.id}/fail`)).headers.location).toBe('/payouts');
    const [got] = await platform.waitFor((r) => r.event?.data.id === payout.id);
    expect(got!.event).toMatchObject({ type: 'payout.paid', data: { reference: body.reference, state: 'paid' } });

    const other = (
      await platformCall(provider, PAYMENT_PATHS.createPayout, payoutBody({ callback_url: platform.url }), secrets.api)
    ).json<{ payout: Payout }>().payout;
    await formPost(provider, `/payouts/${other.id}/fail`);
    const [failed] = await platform.waitFor((r) => r.event?.data.id === other.id);
    expect(failed!.event).toMatchObject({ type: 'payout.failed', data: { state: 'failed' } });
    const read = await platformCall(provider, PAYMENT_PATHS.getPayout, { id: other.id }, secrets.api);
    expect(read.json<{ payout: Payout }>().payout.state).toBe('failed');
    expect(platform.received.filter((r) => r.event?.data.id === payout.id)).toHaveLength(1);
  });

  it('sends callbacks owed from before a restart', async () => {
    const dir = tempDir();
    platform.answerWith(500);
    // A long wait before the second attempt: the process stops before it.
    provider = await startProvider(secrets, {
      dataDir: dir,
      env: { PAYMENT_CALLBACK_RETRY_BASE_MS: '60000', PAYMENT_CALLBACK_RETRY_MAX_MS: '60000' },
    });
    const intent = await openIntent(provider);
    await formPost(provider, `/pay/${intent.id}/approve`, { tester: '1' });
    const [first] = await platform.waitFor((r) => r.event?.data.id === intent.id);
    const owed = await deliveryWhere(provider.dispatcher, first!.event!.event_id, (d) => d.attempts.length === 1);
    expect(owed.state).toBe('pending');
    await provider.app.close();

    // The next attempt was a minute away: move it to now, as if the minute had passed while stopped.
    owed.next_at = Date.now();
    provider.store.save();
    provider = await startProvider(secrets, { dataDir: dir });
    const got = await platform.waitFor((r) => r.event?.data.id === intent.id, 2);
    expect(got[1]!.answered).toBe(200);
    expect((await settled(provider.dispatcher, owed.event_id)).attempts).toHaveLength(2);
  });
});
