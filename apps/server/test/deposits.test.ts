// Deposits through a payment provider: started within the limits, credited once per reference whatever the callbacks do.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../src/db/schema';
import { apiClient, storedMember } from './api';
import { expectReconciled } from './books';
import { TEST_DATABASES } from './databases';
import { fakePaymentProvider, paymentEvent } from './fake-payment-provider';
import { useTestApp } from './harness';

const DEPOSIT = '/wps/transaction/deposit';
const STATUS = '/wps/transaction/deposit/status';
const CALLBACK = '/payment-callback/v1';

describe.each(TEST_DATABASES)('deposits through a payment provider on $name', (database) => {
  let provider: Awaited<ReturnType<typeof fakePaymentProvider>>;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    provider = await fakePaymentProvider();
    Object.assign(env, provider.env);
  });
  const t = useTestApp(database, env);
  afterAll(() => provider.close());
  const db = () => t.runtime.database.db;

  async function member() {
    const api = apiClient(t, `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const id = `dp-${randomUUID().slice(0, 8)}`;
    const auth = await storedMember(t, api, { id, username: `dp${id.slice(3)}`, password: 'Deposit-pass-01' });
    return { api, auth, id };
  }
  type Member = Awaited<ReturnType<typeof member>>;
  const start = (m: Member, amount: string, requestId = randomUUID(), method = 'kbzpay') =>
    m.api.post(DEPOSIT, { method, amount, requestId }, { ...m.auth, Language: 'my' });
  const balance = async (m: Member) =>
    (await m.api.get('/wps/v2/wallets/balance', m.auth)).json().value.balanceMinor as number;
  const intentOf = (reference: string) => [...provider.intents.values()].find((i) => i.reference === reference)!;
  const deliver = (event: { body: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/json', 'x-payment-signature': event.signature },
      payload: event.body,
    });

  it("lists the brand's methods, and no way to fund a wallet without paying", async () => {
    const wallet = (await t.app.inject({ url: '/wps/relay/GCS_merchantWallet' })).json().value;
    expect(wallet.currency).toBe('MMK');
    expect(wallet.deposit.methods.map((m: { code: string }) => m.code)).toEqual([
      'kbzpay',
      'wavepay',
      'ayapay',
      'bank',
    ]);
    const m = await member();
    expect((await m.api.post('/__dev/deposit', { amount: '10.00', requestId: randomUUID() }, m.auth)).statusCode).toBe(
      404,
    );
  });

  it('counts the second brand in baht, by its own methods', async () => {
    const api = apiClient(t, '10.79.251.1');
    const id = `dp-lotus-${randomUUID().slice(0, 8)}`;
    const auth = await storedMember(t, api, {
      id,
      username: `lt${id.slice(9)}`,
      password: 'Deposit-pass-01',
      merchantCode: 'LOTUS',
    });
    const wallet = (await api.get('/wps/relay/GCS_merchantWallet', { Merchant: 'LOTUS' })).json().value;
    expect(wallet.currency).toBe('THB');
    expect(wallet.deposit.methods.map((m: { code: string }) => m.code)).toEqual(['promptpay', 'truemoney', 'bank']);
    // A QR scheme takes money in only.
    expect(wallet.withdraw.methods.map((m: { code: string }) => m.code)).toEqual(['truemoney', 'bank']);
    expect(wallet.deposit.methods[1].fee).toEqual({ percentBps: 150, fixedMinor: 0 });
    expect(wallet.withdraw.methods[1].fee).toEqual({ percentBps: 0, fixedMinor: 2_000 });
    const started = await api.post(DEPOSIT, { method: 'truemoney', amount: '500.25', requestId: randomUUID() }, auth);
    // TrueMoney's 1.5%: 7.50375 baht, rounded to the satang.
    expect(started.json().value).toMatchObject({
      amountMinor: 50_025,
      feeMinor: 750,
      currency: 'THB',
      method: 'truemoney',
    });
    expect(provider.asked.at(-1)).toMatchObject({
      amount_minor: 50_025,
      currency: 'THB',
      method_name: 'TrueMoney Wallet',
    });
    // The demo brand's methods are not this brand's.
    expect(
      (await api.post(DEPOSIT, { method: 'kbzpay', amount: '500', requestId: randomUUID() }, auth)).statusCode,
    ).toBe(400);
    const { reference } = started.json().value as { reference: string };
    await deliver(paymentEvent(provider.settle(reference, 'succeeded'), 'intent.succeeded'));
    expect((await api.get('/wps/v2/wallets/balance', auth)).json().value).toEqual({
      balanceMinor: 49_275,
      sumBalance: 492.75,
      currency: 'THB',
    });
    await expectReconciled(db());
  });

  it("asks the provider with a signed intent, and the member pays on the provider's page", async () => {
    const m = await member();
    const answer = await start(m, '50000');
    expect(answer.statusCode).toBe(200);
    const deposit = answer.json().value;
    expect(deposit).toMatchObject({ state: 'pending', amountMinor: 5_000_000, currency: 'MMK', method: 'kbzpay' });
    expect(deposit.payUrl).toMatch(/^http:\/\/pay\.test\/pay\//);
    expect(provider.asked.at(-1)).toMatchObject({
      reference: deposit.reference,
      amount_minor: 5_000_000,
      method: 'ewallet',
      method_name: 'KBZPay',
      language: 'my',
      expires_in_seconds: 900,
    });
    expect(provider.asked.at(-1)!.return_url).toMatch(new RegExp(`/m/voucherCenter\\?reference=${deposit.reference}$`));
    expect(provider.asked.at(-1)!.callback_url).toMatch(/\/payment-callback\/v1$/);
    expect(await balance(m)).toBe(0);
  });

  it("takes the method's fee from the credit once, as its own movement in the records", async () => {
    const m = await member();
    const wallet = (await t.app.inject({ url: '/wps/relay/GCS_merchantWallet' })).json().value;
    expect(wallet.deposit.methods.map((x: { fee: object }) => x.fee)).toEqual([
      { percentBps: 0, fixedMinor: 0 },
      { percentBps: 100, fixedMinor: 0 },
      { percentBps: 0, fixedMinor: 0 },
      { percentBps: 0, fixedMinor: 0 },
    ]);
    // WavePay's 1% of 50,000 kyat: 500 kyat. The member pays 50,000 at the provider.
    const deposit = (await start(m, '50000', randomUUID(), 'wavepay')).json().value;
    expect(deposit).toMatchObject({ amountMinor: 5_000_000, feeMinor: 50_000, method: 'wavepay' });
    expect(provider.asked.at(-1)).toMatchObject({ amount_minor: 5_000_000, method_name: 'WavePay' });
    const intent = provider.settle(deposit.reference, 'succeeded');
    await deliver(paymentEvent(intent, 'intent.succeeded'));
    await deliver(paymentEvent(intent, 'intent.succeeded'));
    // A poll after the callbacks changes nothing either.
    await m.api.get(`${STATUS}?reference=${deposit.reference}`, m.auth);
    expect(await balance(m)).toBe(4_950_000);
    const records = (await m.api.get('/wps/member/records/account?pageSize=10', m.auth)).json().value.records;
    expect(records.map((r: { kind: string; amountMinor: number }) => [r.kind, r.amountMinor])).toEqual([
      ['fee', -50_000],
      ['deposit', 5_000_000],
    ]);
    await expectReconciled(db());
  });

  it('answers the same deposit to the same request, and refuses its key for another amount', async () => {
    const m = await member();
    const requestId = randomUUID();
    const asked = provider.asked.length;
    const first = (await start(m, '20000', requestId)).json().value;
    const again = (await start(m, '20000', requestId)).json().value;
    expect(again).toEqual(first);
    expect(provider.asked.length).toBe(asked + 1);
    expect((await start(m, '30000', requestId)).json()).toMatchObject({
      success: false,
      errorCode: 'request.conflict',
    });
  });

  it('credits a success once, whatever is delivered again, and a decline after it changes nothing', async () => {
    const m = await member();
    const { reference } = (await start(m, '50000')).json().value;
    const intent = provider.settle(reference, 'succeeded');
    const success = paymentEvent(intent, 'intent.succeeded');
    expect((await deliver(success)).json()).toMatchObject({ status: 'RS_OK', outcome: 'applied' });
    expect((await deliver(success)).json()).toMatchObject({ status: 'RS_OK', outcome: 'duplicate' });
    expect((await deliver(paymentEvent(intent, 'intent.succeeded'))).json()).toMatchObject({ outcome: 'ignored' });
    expect((await deliver(paymentEvent(intent, 'intent.failed'))).json()).toMatchObject({ outcome: 'ignored' });
    expect((await deliver(paymentEvent(intent, 'intent.expired'))).json()).toMatchObject({ outcome: 'ignored' });
    expect(await balance(m)).toBe(5_000_000);
    expect((await m.api.get(`${STATUS}?reference=${reference}`, m.auth)).json().value).toMatchObject({ state: 'paid' });
    const listed = (await m.api.get('/wps/transaction/deposits', m.auth)).json().value;
    expect(listed).toEqual([expect.objectContaining({ reference, state: 'paid', amountMinor: 5_000_000 })]);
    await expectReconciled(db());
  });

  it('credits nothing for a decline or a time-out, but a success arriving after a time-out is credited once', async () => {
    const m = await member();
    const declined = (await start(m, '10000')).json().value.reference as string;
    expect((await deliver(paymentEvent(intentOf(declined), 'intent.failed'))).json()).toMatchObject({
      outcome: 'applied',
    });
    const timedOut = (await start(m, '20000')).json().value.reference as string;
    expect((await deliver(paymentEvent(intentOf(timedOut), 'intent.expired'))).json()).toMatchObject({
      outcome: 'applied',
    });
    expect(await balance(m)).toBe(0);
    expect((await m.api.get(`${STATUS}?reference=${declined}`, m.auth)).json().value.state).toBe('failed');
    expect((await m.api.get(`${STATUS}?reference=${timedOut}`, m.auth)).json().value.state).toBe('expired');

    const late = (await start(m, '30000')).json().value.reference as string;
    await deliver(paymentEvent(intentOf(late), 'intent.expired'));
    expect((await deliver(paymentEvent(intentOf(late), 'intent.succeeded'))).json()).toMatchObject({
      outcome: 'applied',
    });
    expect(await balance(m)).toBe(3_000_000);
    await expectReconciled(db());
  });

  it('credits once when the same success comes many times at once', async () => {
    const m = await member();
    const { reference } = (await start(m, '40000')).json().value;
    const intent = provider.settle(reference, 'succeeded');
    const events = Array.from({ length: 8 }, (_, n) =>
      paymentEvent(intent, 'intent.succeeded', { eventId: `evt_c${n % 3}_${reference}` }),
    );
    const outcomes = (await Promise.all(events.map(deliver))).map((res) => res.json().outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(await balance(m)).toBe(4_000_000);
    await expectReconciled(db());
  });

  it('refuses a callback whose signature fails, an old one replayed, and one for another amount', async () => {
    const m = await member();
    const { reference } = (await start(m, '25000')).json().value;
    const intent = intentOf(reference);
    const forged = paymentEvent(intent, 'intent.succeeded', { secret: 'not-the-webhook-secret-0123456789abcdef' });
    expect((await deliver(forged)).statusCode).toBe(401);
    const old = paymentEvent(intent, 'intent.succeeded', { seconds: Date.now() / 1000 - 3_600 });
    expect((await deliver(old)).statusCode).toBe(401);
    const tampered = paymentEvent(intent, 'intent.succeeded');
    expect((await deliver({ ...tampered, body: tampered.body.replace('2500', '2501') })).statusCode).toBe(401);
    expect((await deliver(paymentEvent(intent, 'intent.succeeded', { amountMinor: 250_000 }))).statusCode).toBe(422);
    expect(
      (await deliver({ body: '{"nope":1', signature: paymentEvent(intent, 'intent.failed').signature })).statusCode,
    ).toBe(401);
    expect(
      (await deliver(paymentEvent({ ...intent, reference: 'Dunknownreference0000' }, 'intent.succeeded'))).statusCode,
    ).toBe(404);
    expect(await balance(m)).toBe(0);
    const [row] = await db().select().from(paymentIntents).where(eq(paymentIntents.reference, reference));
    expect(row!.state).toBe('pending');
  });

  it('asks the provider when a callback never came, and credits what it says, once', async () => {
    const m = await member();
    const { reference } = (await start(m, '15000')).json().value;
    provider.settle(reference, 'succeeded');
    expect((await m.api.get(`${STATUS}?reference=${reference}`, m.auth)).json().value.state).toBe('paid');
    expect((await m.api.get(`${STATUS}?reference=${reference}`, m.auth)).json().value.state).toBe('paid');
    // The callback arrives after all: nothing more.
    expect((await deliver(paymentEvent(intentOf(reference), 'intent.succeeded'))).json().outcome).toBe('ignored');
    expect(await balance(m)).toBe(1_500_000);
    const other = await member();
    expect((await other.api.get(`${STATUS}?reference=${reference}`, other.auth)).statusCode).toBe(404);
  });

  it('refuses a deposit past a deposit limit, counting those still waiting, before the provider is asked', async () => {
    const m = await member();
    await m.api.put('/wps/protection/limits', { limits: [{ kind: 'depositDaily', value: 5_000_000 }] }, m.auth);
    expect((await start(m, '30000')).statusCode).toBe(200);
    const asked = provider.asked.length;
    expect((await start(m, '30000')).json()).toMatchObject({ success: false, errorCode: 'limit.depositDaily' });
    expect(provider.asked.length).toBe(asked);
  });

  it('lets only one of several deposits started at once into the room under a limit', async () => {
    const m = await member();
    await m.api.put('/wps/protection/limits', { limits: [{ kind: 'depositDaily', value: 5_000_000 }] }, m.auth);
    const answers = await Promise.all([start(m, '30000'), start(m, '30000'), start(m, '30000'), start(m, '30000')]);
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().errorCode));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'limit.depositDaily')).toHaveLength(3);
  });

  it('checks the method and the amount, and says plainly when the provider does not answer', async () => {
    const m = await member();
    expect((await start(m, '50000', randomUUID(), 'nosuch')).statusCode).toBe(400);
    expect((await start(m, '0.50')).json()).toMatchObject({ success: false, errorCode: 'wallet.amount' });
    expect((await start(m, '50.001')).statusCode).toBe(400);
    provider.down = true;
    try {
      const answer = await start(m, '50000');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'payment.providerUnavailable' });
    } finally {
      provider.down = false;
    }
    expect(await balance(m)).toBe(0);
  });
});
