import { PAYMENT_HEADERS, PAYMENT_PATHS, type Intent, type Payout } from '@lobby/contract/payment';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signPayload } from '../src/protocol/signature';
import { intentBody, makeSecrets, payoutBody, platformCall, PUBLIC_URL, startProvider, type Secrets } from './support';

type Started = Awaited<ReturnType<typeof startProvider>>;

let secrets: Secrets;
let provider: Started;
let clock: number;

beforeEach(async () => {
  secrets = makeSecrets();
  clock = Date.now();
  provider = await startProvider(secrets, { now: () => clock });
});
afterEach(async () => {
  await provider.app.close();
});

const createIntent = (body: unknown, secret: string | null = secrets.api, headers: Record<string, string> = {}) =>
  platformCall(provider, PAYMENT_PATHS.createIntent, body, secret, headers);

describe('POST /v1/intents', () => {
  it('creates an intent waiting for the member, with its page on the provider origin', async () => {
    const body = intentBody();
    const res = await createIntent(body);
    expect(res.statusCode).toBe(200);
    const { status, intent } = res.json<{ status: string; intent: Intent }>();
    expect(status).toBe('RS_OK');
    expect(intent).toMatchObject({
      reference: body.reference,
      amount_minor: 150000,
      currency: 'MMK',
      method: 'ewallet',
      state: 'requires_action',
      pay_url: `${PUBLIC_URL}/pay/${intent.id}`,
      expires_at: Math.floor(clock / 1000) + 900,
    });
    expect(intent.id).toMatch(/^pi_[0-9a-f]{24}$/);
  });

  it('answers the same intent for the same reference, and a mismatch for other values', async () => {
    const body = intentBody();
    const first = (await createIntent(body)).json<{ intent: Intent }>().intent;
    const again = await createIntent(body);
    expect(again.json<{ intent: Intent }>().intent).toEqual(first);
    // Signed at another moment (other bytes of the header), still the same intent.
    expect((await createIntent({ ...body })).json<{ intent: Intent }>().intent.id).toBe(first.id);

    for (const change of [{ amount_minor: 150001 }, { currency: 'USD' }]) {
      const res = await createIntent({ ...body, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 'RS_ERROR_IDEMPOTENCY_MISMATCH' });
    }
    expect(Object.keys(provider.store.state.intents)).toHaveLength(1);
  });

  it('refuses bad signatures with 401 before reading anything', async () => {
    const body = intentBody();
    const raw = JSON.stringify(body);
    const cases: Record<string, string>[] = [
      {},
      { [PAYMENT_HEADERS.signature]: signPayload(raw, 'x'.repeat(64), Date.now() / 1000) },
      { [PAYMENT_HEADERS.signature]: signPayload(raw, secrets.api, Date.now() / 1000 - 310) },
      { [PAYMENT_HEADERS.signature]: signPayload(`${raw} `, secrets.api, Date.now() / 1000) },
    ];
    for (const headers of cases) {
      const res = await createIntent(raw, null, { [PAYMENT_HEADERS.idempotencyKey]: body.reference, ...headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    }
    expect(Object.keys(provider.store.state.intents)).toHaveLength(0);
  });

  it('takes the next API secret while it rotates', async () => {
    const res = await createIntent(intentBody(), secrets.apiNext);
    expect(res.json()).toMatchObject({ status: 'RS_OK' });
  });

  it('refuses another platform, bad JSON, bad fields, unknown methods and currencies', async () => {
    expect((await createIntent(intentBody(), secrets.api, { [PAYMENT_HEADERS.platform]: 'OTHER' })).statusCode).toBe(
      403,
    );

    const notJson = await createIntent('{"reference":', secrets.api);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX' });

    for (const bad of [{ amount_minor: 10.5 }, { amount_minor: -1 }, { currency: 'usd' }, { language: 'th' }]) {
      const res = await createIntent({ ...intentBody(), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX' });
    }

    const card = await createIntent({ ...intentBody(), method: 'card' });
    expect(card.json()).toMatchObject({ status: 'RS_ERROR_UNKNOWN_METHOD' });
    expect(card.statusCode).toBe(422);

    const xxx = await createIntent(intentBody({ currency: 'XXX' }));
    expect(xxx.json()).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY' });

    const noKey = await createIntent(intentBody(), secrets.api, { [PAYMENT_HEADERS.idempotencyKey]: 'other' });
    expect(noKey.json()).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX' });
    expect(Object.keys(provider.store.state.intents)).toHaveLength(0);
  });
});

describe('POST /v1/intents/get', () => {
  it('finds an intent by id or reference with its current state, expiring it once its time is over', async () => {
    const body = intentBody({ expires_in_seconds: 60 });
    const { intent } = (await createIntent(body)).json<{ intent: Intent }>();
    const get = (by: object) => platformCall(provider, PAYMENT_PATHS.getIntent, by, secrets.api);

    expect((await get({ id: intent.id })).json<{ intent: Intent }>().intent).toEqual(intent);
    expect((await get({ reference: body.reference })).json<{ intent: Intent }>().intent.id).toBe(intent.id);

    clock += 61_000;
    const late = (await get({ id: intent.id })).json<{ intent: Intent }>().intent;
    expect(late.state).toBe('expired');
    expect(late.failure_reason).toBe('expired');

    const missing = await get({ id: 'pi_nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'RS_ERROR_NOT_FOUND' });
    expect((await get({ id: intent.id, reference: body.reference })).statusCode).toBe(400);
  });
});

describe('payouts', () => {
  it('creates a pending payout, idempotent by reference, readable by id or reference', async () => {
    const body = payoutBody();
    const res = await platformCall(provider, PAYMENT_PATHS.createPayout, body, secrets.api);
    const { status, payout } = res.json<{ status: string; payout: Payout }>();
    expect(status).toBe('RS_OK');
    expect(payout).toMatchObject({
      reference: body.reference,
      state: 'pending',
      amount_minor: 5000,
      account: body.account,
    });
    expect(payout.id).toMatch(/^po_/);

    const again = await platformCall(provider, PAYMENT_PATHS.createPayout, body, secrets.api);
    expect(again.json<{ payout: Payout }>().payout).toEqual(payout);
    const other = await platformCall(provider, PAYMENT_PATHS.createPayout, { ...body, amount_minor: 1 }, secrets.api);
    expect(other.json()).toMatchObject({ status: 'RS_ERROR_IDEMPOTENCY_MISMATCH' });

    const byRef = await platformCall(provider, PAYMENT_PATHS.getPayout, { reference: body.reference }, secrets.api);
    expect(byRef.json<{ payout: Payout }>().payout.id).toBe(payout.id);
    const unsigned = await platformCall(provider, PAYMENT_PATHS.getPayout, { id: payout.id }, null);
    expect(unsigned.statusCode).toBe(401);
  });

  it('keeps intent and payout references apart', async () => {
    const reference = 'same_ref_1';
    expect((await createIntent(intentBody({ reference }))).json()).toMatchObject({ status: 'RS_OK' });
    const payout = await platformCall(provider, PAYMENT_PATHS.createPayout, payoutBody({ reference }), secrets.api);
    expect(payout.json()).toMatchObject({ status: 'RS_OK' });
  });
});
