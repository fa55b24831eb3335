import { PATHS } from '@lobby/contract/constants';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusAccount, memberAccount } from '../src/db/repositories/ledger-repo';
import { ledgerEntries, ledgerTransactions, promotions } from '../src/db/schema';
import { seedPromotions } from '../src/seed/promotions';
import { apiClient, headers } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { multipart } from './multipart';
import { useOperator } from './operators';

const {
  promotions: LIST,
  joinPromotion: JOIN,
  applyPromotion: APPLY,
  claimPromotion: CLAIM,
  walletBalance: BALANCE,
} = PATHS;
const WELCOME = 'DEMO-promo-welcome';

describe.each(TEST_DATABASES)('promotion bonuses paid through the ledger on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  // Publishes promotions and decides on applications.
  const ops = useOperator(t);

  async function member(username: string, password: string, ip: string) {
    const api = apiClient(t, ip);
    const login = (await api.login({ username, password })).json().value as { token: string };
    const auth = { Authorization: login.token };
    const id = ((await api.memberInfo(login.token)).json().value as { id: string }).id;
    return {
      id,
      auth,
      api,
      balance: async () => (await api.get(BALANCE, auth)).json().value.balanceMinor as number,
      promotion: async (promotionId: string) =>
        (
          (await api.get(LIST, auth)).json().value as {
            id: string;
            status: string;
            bonusAmount: number | null;
            bonusMinor: number | null;
          }[]
        ).find((p) => p.id === promotionId)!,
      /** Joins and sends an application (no images needed). */
      async takePart(promotionId: string) {
        expect((await api.post(JOIN, { promotionId }, auth)).statusCode).toBe(200);
        const { body, contentType } = multipart({ promotionId, remark: 'My deposit' }, []);
        const sent = await t.app.inject({
          method: 'POST',
          url: APPLY,
          headers: { ...headers, ...auth, 'content-type': contentType },
          payload: body,
          remoteAddress: ip,
        });
        expect(sent.statusCode).toBe(200);
      },
      /** The same claim sent five times at once. */
      claimFiveTimes: (promotionId: string) =>
        Promise.all(Array.from({ length: 5 }, () => api.post(CLAIM, { promotionId }, auth))),
    };
  }
  const issue = (username: string, promotionId: string, amount?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/__ops/promotions/review',
      headers: ops,
      payload: {
        merchantCode: 'DEMO',
        username,
        promotionId,
        decision: 'issued',
        ...(amount === undefined ? {} : { amount }),
      },
    });

  /** The ledger's movements of a claimed promotion, with their two journal entries. */
  async function claimMovements(promotionId: string, memberId: string) {
    const db = t.runtime.database.db;
    const txns = await db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.merchantCode, 'DEMO'),
          eq(ledgerTransactions.idempotencyKey, `promotion:${promotionId}:${memberId}`),
        ),
      );
    const entries = txns.length
      ? await db
          .select()
          .from(ledgerEntries)
          .where(
            inArray(
              ledgerEntries.transactionId,
              txns.map((x) => x.id),
            ),
          )
      : [];
    return { txns, entries };
  }

  async function expectPaidOnce(who: Awaited<ReturnType<typeof member>>, promotionId: string, amountMinor: number) {
    const before = await who.balance();
    const answers = await who.claimFiveTimes(promotionId);
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.json().value).toEqual({ amountMinor, balanceMinor: before + amountMinor });
    for (const lost of answers.filter((a) => a.statusCode !== 200))
      expect(lost.json()).toMatchObject({ errorCode: 'promotion.state' });
    // A claim sent again later moves nothing either.
    expect((await who.api.post(CLAIM, { promotionId }, who.auth)).json().errorCode).toBe('promotion.state');

    expect(await who.balance()).toBe(before + amountMinor);
    const { txns, entries } = await claimMovements(promotionId, who.id);
    expect(txns).toEqual([expect.objectContaining({ kind: 'bonus', memberId: who.id, amountMinor })]);
    expect(entries.map((e) => [e.account, e.amountMinor]).sort()).toEqual(
      [
        [bonusAccount('DEMO'), -amountMinor],
        [memberAccount(who.id), amountMinor],
      ].sort(),
    );
    expect(await who.promotion(promotionId)).toMatchObject({ status: 'claimed', bonusMinor: amountMinor });
  }

  it('pays the welcome rule (100% of the first deposit, up to 500) once, however many claims come at once', async () => {
    const demo = await member('demo01', 'Demo-pass-01', '10.9.2.1');
    await demo.takePart(WELCOME);
    expect((await issue('demo01', WELCOME)).statusCode).toBe(200);
    // demo01's first deposit is the seeded 1,000.00: the cap pays.
    expect(await demo.promotion(WELCOME)).toMatchObject({ status: 'issued', bonusAmount: 500, bonusMinor: 50_000 });
    await expectPaidOnce(demo, WELCOME, 50_000);
  });

  it('works the rule out from the real deposits: nothing before the first, then 100% of it', async () => {
    const agent = await member('agent01', 'Agent-pass-01', '10.9.2.2');
    await agent.takePart(WELCOME);
    expect((await issue('agent01', WELCOME)).json()).toMatchObject({ errorCode: 'wallet.amount' });
    expect((await agent.promotion(WELCOME)).status).toBe('applying');
    const deposit = await agent.api.post(
      '/__dev/deposit',
      { amount: '20.50', requestId: 'bonus-first-deposit' },
      agent.auth,
    );
    expect(deposit.statusCode).toBe(200);
    expect((await issue('agent01', WELCOME)).statusCode).toBe(200);
    expect(await agent.promotion(WELCOME)).toMatchObject({ status: 'issued', bonusAmount: 20.5, bonusMinor: 2_050 });
    await expectPaidOnce(agent, WELCOME, 2_050);
  });

  it("pays the operator's amount on a promotion without a rule, and refuses an issue of nothing", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/__ops/promotions',
      headers: ops,
      payload: { merchantCode: 'DEMO', title: 'Lucky draw', content: '<p>Winners are picked by hand.</p>' },
    });
    const promotionId = created.json().value.id as string;
    const demo = await member('demo01', 'Demo-pass-01', '10.9.2.3');
    await demo.takePart(promotionId);
    // No rule and no amount, or an amount of nothing: refused, still under review.
    expect((await issue('demo01', promotionId)).json()).toMatchObject({ errorCode: 'wallet.amount' });
    expect((await issue('demo01', promotionId, '0.00')).json()).toMatchObject({ errorCode: 'wallet.amount' });
    expect((await issue('demo01', promotionId, '-5')).statusCode).toBe(400);
    expect((await demo.promotion(promotionId)).status).toBe('applying');
    expect((await issue('demo01', promotionId, '123.45')).statusCode).toBe(200);
    expect(await demo.promotion(promotionId)).toMatchObject({
      status: 'issued',
      bonusAmount: 123.45,
      bonusMinor: 12_345,
    });
    // Issued once: a second decision finds nothing under review.
    expect((await issue('demo01', promotionId, '999.00')).json()).toMatchObject({ errorCode: 'promotion.state' });
    await expectPaidOnce(demo, promotionId, 12_345);
  });

  it('gives demo promotions seeded before bonus rules theirs on the next start', async () => {
    const db = t.runtime.database.db;
    await db.update(promotions).set({ bonusRule: null }).where(eq(promotions.merchantCode, 'DEMO'));
    await seedPromotions(db, 'DEMO');
    const rules = await db
      .select({ id: promotions.id, rule: promotions.bonusRule })
      .from(promotions)
      .where(inArray(promotions.id, [WELCOME, 'DEMO-promo-rebate']));
    expect(Object.fromEntries(rules.map((r) => [r.id, r.rule]))).toEqual({
      [WELCOME]: { kind: 'match', percent: 100, minDepositMinor: 1_000, capMinor: 50_000, deposit: 'first' },
      'DEMO-promo-rebate': null,
    });
  });

  it("the operator's amount stands over the promotion's rule", async () => {
    const APP = 'DEMO-promo-app';
    const demo = await member('demo01', 'Demo-pass-01', '10.9.2.4');
    await demo.takePart(APP);
    expect((await issue('demo01', APP, '12.00')).statusCode).toBe(200);
    await expectPaidOnce(demo, APP, 1_200);
  });
});
