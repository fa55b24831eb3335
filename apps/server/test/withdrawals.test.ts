// Withdrawals through a payment provider: held at once, approved or rejected by the operator, paid or failed by the provider.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, storedMember } from './api';
import { expectReconciled } from './books';
import { TEST_DATABASES } from './databases';
import { fakePaymentProvider, paymentEvent, payoutEvent } from './fake-payment-provider';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

const WITHDRAW = '/wps/transaction/withdraw';
const OPS = '/__ops/withdrawals';
const CALLBACK = '/payment-callback/v1';

describe.each(TEST_DATABASES)('withdrawals through a payment provider on $name', (database) => {
  let provider: Awaited<ReturnType<typeof fakePaymentProvider>>;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    provider = await fakePaymentProvider();
    Object.assign(env, provider.env);
  });
  const t = useTestApp(database, env);
  afterAll(() => provider.close());
  const db = () => t.runtime.database.db;
  // A finance officer of the brand decides.
  const ops = { authorization: '' };
  beforeAll(async () => Object.assign(ops, (await signedInOperator(t, [{ role: 'finance', brand: 'DEMO' }])).auth));

  const deliver = (event: { body: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/json', 'x-payment-signature': event.signature },
      payload: event.body,
    });

  /** A new member with `amount` deposited through the provider. */
  async function funded(amount = '100000') {
    const api = apiClient(t, `10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const id = `wd-${randomUUID().slice(0, 8)}`;
    const auth = await storedMember(t, api, { id, username: `wd${id.slice(3)}`, password: 'Withdraw-pass-01' });
    const started = await api.post(
      '/wps/transaction/deposit',
      { method: 'kbzpay', amount, requestId: randomUUID() },
      auth,
    );
    const { reference } = started.json().value as { reference: string };
    expect((await deliver(paymentEvent(provider.settle(reference, 'succeeded'), 'intent.succeeded'))).statusCode).toBe(
      200,
    );
    return { api, auth, id };
  }
  type Member = Awaited<ReturnType<typeof funded>>;
  const withdraw = (m: Member, amount: string, extra: Record<string, string> = {}, requestId = randomUUID()) =>
    m.api.post(
      WITHDRAW,
      { amount, requestId, method: 'kbzpay', accountHolder: 'Aung Aung', accountNumber: '0912345678', ...extra },
      m.auth,
    );
  const balance = async (m: Member) =>
    (await m.api.get('/wps/v2/wallets/balance', m.auth)).json().value.balanceMinor as number;
  const mine = async (m: Member) =>
    (await m.api.get('/wps/transaction/withdrawals', m.auth)).json().value as {
      reference: string;
      state: string;
      reason: string | null;
    }[];
  const payoutOf = (reference: string) => [...provider.payouts.values()].find((p) => p.reference === reference)!;

  it('holds the amount at once, and pays it once the operator approves and the provider pays', async () => {
    const m = await funded();
    const answer = (await withdraw(m, '40000')).json().value;
    expect(answer).toMatchObject({
      balanceMinor: 6_000_000,
      withdrawal: { state: 'pending', amountMinor: 4_000_000, account: '•••• 5678' },
    });
    const { reference } = answer.withdrawal as { reference: string };
    expect(await balance(m)).toBe(6_000_000);
    const queue = (await t.app.inject({ url: OPS, headers: ops })).json().value as { reference: string }[];
    expect(queue.map((w) => w.reference)).toContain(reference);
    expect((await t.app.inject({ url: OPS })).statusCode).toBe(401);

    const approved = await t.app.inject({ method: 'POST', url: `${OPS}/${reference}/approve`, headers: ops });
    expect(approved.json().value).toMatchObject({ state: 'approved' });
    expect(payoutOf(reference)).toMatchObject({
      amount_minor: 4_000_000,
      method: 'ewallet',
      account: { holder: 'Aung Aung' },
    });
    // Approved: the member can no longer take it back.
    const cancel = await m.api.post('/wps/transaction/withdraw/cancel', { reference }, m.auth);
    expect(cancel.json()).toMatchObject({ success: false, errorCode: 'withdraw.notCancellable' });

    const paid = payoutEvent(payoutOf(reference), 'payout.paid');
    expect((await deliver(paid)).json()).toMatchObject({ outcome: 'applied' });
    expect((await deliver(paid)).json()).toMatchObject({ outcome: 'duplicate' });
    expect((await deliver(payoutEvent(payoutOf(reference), 'payout.failed'))).json()).toMatchObject({
      outcome: 'ignored',
    });
    expect((await mine(m))[0]).toMatchObject({ reference, state: 'paid' });
    expect(await balance(m)).toBe(6_000_000);
    await expectReconciled(db());
  });

  it("takes the method's fee from the payout, shows it in the records, and gives it back with a rejection or a failed payout", async () => {
    const m = await funded();
    const wallet = (await t.app.inject({ url: '/wps/relay/GCS_merchantWallet' })).json().value;
    expect(wallet.withdraw.methods.find((x: { code: string }) => x.code === 'bank').fee).toEqual({
      percentBps: 0,
      fixedMinor: 100_000,
    });
    const toBank = { method: 'bank', accountNumber: '1234-5678-9012' };
    // Bank transfers cost 1,000 kyat: 30,000 leaves the wallet, 29,000 is paid to the account.
    const paid = (await withdraw(m, '30000', toBank)).json().value;
    expect(paid).toMatchObject({
      balanceMinor: 7_000_000,
      withdrawal: { state: 'pending', amountMinor: 3_000_000, feeMinor: 100_000 },
    });
    const paidRef = paid.withdrawal.reference as string;
    await t.app.inject({ method: 'POST', url: `${OPS}/${paidRef}/approve`, headers: ops });
    expect(payoutOf(paidRef)).toMatchObject({ amount_minor: 2_900_000, method: 'bank_transfer' });
    // The provider's word must name what it was asked to pay.
    const wrong = payoutEvent({ ...payoutOf(paidRef), amount_minor: 3_000_000 }, 'payout.paid');
    expect((await deliver(wrong)).json()).toMatchObject({ outcome: 'mismatch' });
    expect((await deliver(payoutEvent(payoutOf(paidRef), 'payout.paid'))).json()).toMatchObject({
      outcome: 'applied',
    });

    const failed = (await withdraw(m, '20000', toBank)).json().value.withdrawal.reference as string;
    const rejected = (await withdraw(m, '10000', toBank)).json().value.withdrawal.reference as string;
    expect(await balance(m)).toBe(4_000_000);
    await t.app.inject({
      method: 'POST',
      url: `${OPS}/${rejected}/reject`,
      headers: ops,
      payload: { reason: 'Name differs' },
    });
    await t.app.inject({ method: 'POST', url: `${OPS}/${failed}/approve`, headers: ops });
    await deliver(payoutEvent(payoutOf(failed), 'payout.failed'));
    await deliver(payoutEvent(payoutOf(failed), 'payout.failed'));
    expect(await balance(m)).toBe(7_000_000);
    const records = (await m.api.get('/wps/member/records/account?kind=fee&pageSize=10', m.auth)).json().value;
    expect(
      records.records.map((r: { amountMinor: number }) => r.amountMinor).sort((a: number, b: number) => a - b),
    ).toEqual([-100_000, -100_000, -100_000, 100_000, 100_000]);
    await expectReconciled(db());
  });

  it('gives the amount back, once, when rejected with a reason, cancelled while pending, or when the payout fails', async () => {
    const m = await funded();
    const rejected = (await withdraw(m, '10000')).json().value.withdrawal.reference as string;
    const answer = await t.app.inject({
      method: 'POST',
      url: `${OPS}/${rejected}/reject`,
      headers: ops,
      payload: { reason: 'The account name differs from the member' },
    });
    expect(answer.json().value).toMatchObject({
      state: 'rejected',
      reason: 'The account name differs from the member',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${OPS}/${rejected}/reject`,
          headers: ops,
          payload: { reason: 'again' },
        })
      ).statusCode,
    ).toBe(409);

    const cancelled = (await withdraw(m, '20000')).json().value.withdrawal.reference as string;
    expect(
      (await m.api.post('/wps/transaction/withdraw/cancel', { reference: cancelled }, m.auth)).json().value,
    ).toMatchObject({ state: 'cancelled' });
    expect((await m.api.post('/wps/transaction/withdraw/cancel', { reference: cancelled }, m.auth)).statusCode).toBe(
      409,
    );

    const failed = (await withdraw(m, '30000')).json().value.withdrawal.reference as string;
    await t.app.inject({ method: 'POST', url: `${OPS}/${failed}/approve`, headers: ops });
    expect(await balance(m)).toBe(7_000_000);
    expect((await deliver(payoutEvent(payoutOf(failed), 'payout.failed'))).json()).toMatchObject({
      outcome: 'applied',
    });
    expect((await deliver(payoutEvent(payoutOf(failed), 'payout.paid'))).json()).toMatchObject({ outcome: 'ignored' });
    expect(await balance(m)).toBe(10_000_000);
    expect((await mine(m)).find((w) => w.reference === failed)).toMatchObject({
      state: 'failed',
      reason: 'account closed',
    });
    await expectReconciled(db());
  });

  it("checks the brand's rules first: the balance, the bonus played through, so many and so much a day", async () => {
    const m = await funded('100000');
    expect((await withdraw(m, '150000')).json()).toMatchObject({ success: false, errorCode: 'wallet.insufficient' });
    expect((await withdraw(m, '10000', { method: 'ayapay' })).statusCode).toBe(400);
    expect((await withdraw(m, '10000', { accountNumber: 'abc' })).statusCode).toBe(400);
    for (let n = 0; n < 3; n++) expect((await withdraw(m, '10000')).statusCode).toBe(200);
    expect((await withdraw(m, '10000')).json()).toMatchObject({
      success: false,
      errorCode: 'withdraw.dailyCount',
      data: { count: 3 },
    });
    expect(await balance(m)).toBe(7_000_000);
    await expectReconciled(db());

    // A bonus must be staked through once before money leaves.
    const b = await funded('50000');
    const redeemed = await b.api.post('/wps/relay/MCSFE_redeemPromoCode', { code: 'WELCOME10' }, b.auth);
    const bonus = redeemed.json().value.amountMinor as number;
    expect(bonus).toBeGreaterThan(0);
    expect((await withdraw(b, '10000')).json()).toMatchObject({
      success: false,
      errorCode: 'withdraw.turnover',
      data: { amount: String(bonus / 100) },
    });
  });

  it('answers the same withdrawal to the same request, and holds it once', async () => {
    const m = await funded();
    const requestId = randomUUID();
    const first = (await withdraw(m, '25000', {}, requestId)).json().value;
    const again = (await withdraw(m, '25000', {}, requestId)).json().value;
    expect(again.withdrawal).toEqual(first.withdrawal);
    expect(await balance(m)).toBe(7_500_000);
    expect((await withdraw(m, '26000', {}, requestId)).json()).toMatchObject({ errorCode: 'request.conflict' });
  });
  it("above the brand's four-eyes amount, pays only at a second, different operator's approval; each is audited", async () => {
    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const second = await signedInOperator(t, [{ role: 'finance', brand: 'DEMO' }]);
    const elsewhere = await signedInOperator(t, [{ role: 'finance', brand: 'LOTUS' }]);
    const brand = (await t.app.inject({ url: '/__ops/brands/DEMO', headers: admin.auth })).json().value;
    const withRule = (above: number | undefined) => ({
      ...brand,
      payments: { ...brand.payments, withdrawals: { ...brand.payments.withdrawals, secondApprovalAboveMinor: above } },
    });
    const save = (body: unknown) =>
      t.app.inject({ method: 'PUT', url: '/__ops/brands/DEMO', headers: admin.auth, payload: body as object });
    expect((await save(withRule(5_000_000))).statusCode).toBe(200);
    try {
      const m = await funded();
      const small = (await withdraw(m, '20000')).json().value.withdrawal.reference as string;
      const large = (await withdraw(m, '60000')).json().value.withdrawal.reference as string;
      const queue = (await t.app.inject({ url: `${OPS}?merchant=DEMO`, headers: ops })).json().value as {
        reference: string;
        approvalsNeeded: number;
      }[];
      expect(queue.find((w) => w.reference === large)?.approvalsNeeded).toBe(2);
      expect(queue.find((w) => w.reference === small)?.approvalsNeeded).toBe(1);
      expect((await t.app.inject({ url: `${OPS}?merchant=DEMO`, headers: elsewhere.auth })).statusCode).toBe(403);
      const approve = (reference: string, auth: { authorization: string }) =>
        t.app.inject({ method: 'POST', url: `${OPS}/${reference}/approve`, headers: auth });
      // Below the amount one approval pays; above it, the first waits, the same operator again is refused.
      expect((await approve(small, ops)).json().value).toMatchObject({ state: 'approved', approvals: 1 });
      expect((await approve(large, elsewhere.auth)).statusCode).toBe(403);
      expect((await approve(large, ops)).json().value).toMatchObject({
        state: 'pending',
        approvals: 1,
        approvalsNeeded: 2,
      });
      expect(payoutOf(large)).toBeUndefined();
      const again = await approve(large, ops);
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('approval.secondOperator');
      expect((await approve(large, second.auth)).json().value).toMatchObject({ state: 'approved', approvals: 2 });
      expect(payoutOf(large)).toMatchObject({ amount_minor: 6_000_000 });

      const audit = (await t.app.inject({ url: '/__ops/audit?brand=DEMO&limit=200', headers: admin.auth })).json()
        .value as { operator: string; action: string; target: string }[];
      const onLarge = audit.filter((e) => e.target === large).map((e) => `${e.action} by ${e.operator}`);
      expect(onLarge).toHaveLength(2);
      expect(onLarge).toEqual(
        expect.arrayContaining([
          `withdrawal.approved by ${second.username}`,
          expect.stringMatching(/^withdrawal\.firstApproval by op/),
        ]),
      );
    } finally {
      expect((await save(withRule(undefined))).statusCode).toBe(200);
    }
  });
});
