// KYC (issue 23): uploads checked by their bytes, private reads, the operator's review, and the withdrawal rule.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KYC_IMAGE_MAX_BYTES, kycStatusSchema, okEnvelopeOf } from '@lobby/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { usePaymentProvider } from './fake-payment-provider';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

const KYC = '/wps/member/kyc';
const DOCUMENT = '/wps/member/kyc/document';
const WITHDRAW = '/wps/transaction/withdraw';
const DEPOSIT = '/__dev/deposit';
const PASSWORD = 'Kyc-pass-01';

/** A multipart upload of one file under `file`, with the name and declared type a client chose. */
function upload(side: string, bytes: Buffer, filename = 'id.png', type = 'image/png') {
  const boundary = `----kyc${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="side"\r\n\r\n${side}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer();

const storage = mkdtempSync(path.join(tmpdir(), 'lobby-kyc-test-'));
afterAll(() => rmSync(storage, { recursive: true, force: true }));

describe.each(TEST_DATABASES)('KYC on $name', (database) => {
  // Withdrawals are paid through a payment provider; wallets are funded by the dev tools.
  const env: Record<string, string> = {
    KYC_STORAGE_DIR: path.join(storage, database.name),
    LOBBY_DEV_TOOLS: '1',
  };
  usePaymentProvider(env);
  const t = useTestApp(database, env);
  // A risk officer over every brand reviews (so another brand's address reaches no member: 404).
  const OPS = { authorization: '' };
  beforeAll(async () => Object.assign(OPS, (await signedInOperator(t, [{ role: 'risk', brand: '*' }])).auth));
  const withdrawal = (amount: string, requestId: string) => ({
    amount,
    requestId,
    method: 'kbzpay',
    accountHolder: 'Kyc Member',
    accountNumber: '09 123 456 789',
  });

  async function member(name: string, ip: string) {
    const id = `kyc-${name}-${database.name}`;
    const api = apiClient(t, ip);
    const auth = await storedMember(t, api, { id, username: `${name}${database.name}`, password: PASSWORD });
    const send = (side: string, bytes: Buffer, filename?: string, type?: string) => {
      const { body, contentType } = upload(side, bytes, filename, type);
      return t.app.inject({
        method: 'POST',
        url: DOCUMENT,
        headers: { Merchant: 'DEMO', Language: 'en', 'content-type': contentType, ...auth },
        remoteAddress: ip,
        payload: body,
      });
    };
    return { id, api, auth, send };
  }

  it('takes images by their bytes: a PNG named .txt is fine; text, PDF or an executable named .jpg are refused', async () => {
    const me = await member('bytes', '10.23.1.1');
    const ok = await me.send('front', await png(), 'front.txt', 'text/plain');
    expect(ok.statusCode).toBe(200);
    const status = okEnvelopeOf(kycStatusSchema).parse(ok.json()).value;
    expect(status.status).toBe('none');
    expect(status.documents.map((d) => d.side)).toEqual(['front']);

    const fakes = [
      Buffer.from('just some words, not a picture at all\n'),
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'),
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]),
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]),
      Buffer.alloc(0),
    ];
    for (const bytes of fakes) {
      const refused = await me.send('back', bytes, 'back.jpg', 'image/jpeg');
      expect(refused.statusCode).toBe(415);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'kyc.imageType' });
    }
    // Nothing of the refused files was kept: one document on file, one file in the store.
    expect((await me.api.get(KYC, me.auth)).json().value.documents).toHaveLength(1);
    expect(readdirSync(path.join(storage, database.name, 'kyc'))).toHaveLength(1);
  });

  it('refuses a picture over the size limit with its own error, and a bad side or body with a 4xx', async () => {
    const me = await member('size', '10.23.2.1');
    const big = Buffer.concat([await png(), Buffer.alloc(KYC_IMAGE_MAX_BYTES)]);
    const tooBig = await me.send('front', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, errorCode: 'kyc.imageSize' });

    const badSide = await me.send('passport', await png());
    expect(badSide.statusCode).toBe(400);
    expect(badSide.json()).toMatchObject({ errorCode: 'request.invalid' });
    const notMultipart = await me.api.post(DOCUMENT, { side: 'front' }, me.auth);
    expect(notMultipart.statusCode).toBe(400);
    expect((await me.api.get(`${DOCUMENT}?side=passport`, me.auth)).statusCode).toBe(400);
    expect((await me.api.get(`${DOCUMENT}?side=back`, me.auth)).statusCode).toBe(404);
    // A stranger's upload is not read at all.
    const { body, contentType } = upload('front', await png());
    const stranger = await t.app.inject({
      method: 'POST',
      url: DOCUMENT,
      headers: { Merchant: 'DEMO', 'content-type': contentType },
      payload: body,
    });
    expect(stranger.statusCode).toBe(401);
  });

  it('serves my documents to me and the operator only, privately; the operator approves or rejects with a reason', async () => {
    const me = await member('owner', '10.23.3.1');
    const other = await member('other', '10.23.3.2');
    const front = await jpeg();
    await me.send('front', front);
    await me.send('back', await png());
    expect((await me.api.get(KYC, me.auth)).json().value.status).toBe('none');
    const done = (await me.send('selfie', await png())).json().value;
    expect(done.status).toBe('pending');

    const mine = await me.api.get(`${DOCUMENT}?side=front`, me.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(front)).toBe(true);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    // Another member asks for the same side: they get their own (none), never mine.
    expect((await other.api.get(`${DOCUMENT}?side=front`, other.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${DOCUMENT}?side=front`, headers: { Merchant: 'DEMO' } })).statusCode).toBe(401);

    // The operator's API wants its token.
    expect((await t.app.inject({ url: '/__ops/kyc/DEMO' })).statusCode).toBe(401);
    const queue = (await t.app.inject({ url: '/__ops/kyc/DEMO?status=pending', headers: OPS })).json().value as {
      memberId: string;
      sides: string[];
    }[];
    expect(queue.find((c) => c.memberId === me.id)?.sides).toEqual(['back', 'front', 'selfie']);
    const seen = await t.app.inject({ url: `/__ops/kyc/DEMO/${me.id}/front`, headers: OPS });
    expect(seen.rawPayload.equals(front)).toBe(true);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    // Another brand's operator view does not reach this member.
    expect((await t.app.inject({ url: `/__ops/kyc/OTHER/${me.id}/front`, headers: OPS })).statusCode).toBe(404);

    const review = (body: object) =>
      t.app.inject({ method: 'POST', url: `/__ops/kyc/DEMO/${me.id}/review`, headers: OPS, payload: body });
    expect((await review({ decision: 'rejected' })).statusCode).toBe(400);
    expect((await review({ decision: 'maybe' })).statusCode).toBe(400);
    expect((await review({ decision: 'rejected', reason: 'The ID photo is blurred' })).statusCode).toBe(200);
    expect((await me.api.get(KYC, me.auth)).json().value).toMatchObject({
      status: 'rejected',
      reason: 'The ID photo is blurred',
    });
    // Rejected twice is not a decision on a pending check.
    expect((await review({ decision: 'approved' })).json()).toMatchObject({ errorCode: 'kyc.state' });

    // A new picture sends it back to review; then it is approved and the documents are locked.
    expect((await me.send('front', await png())).json().value).toMatchObject({ status: 'pending', reason: null });
    expect((await review({ decision: 'approved' })).statusCode).toBe(200);
    expect((await me.api.get(KYC, me.auth)).json().value.status).toBe('approved');
    const locked = await me.send('back', await png());
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ errorCode: 'kyc.state' });
  });

  it('refuses a withdrawal while the brand requires KYC and it is not approved', async () => {
    const me = await member('withdraw', '10.23.4.1');
    await me.api.post(DEPOSIT, { amount: '5000', requestId: 'kyc-deposit-000001' }, me.auth);
    const policy = (requireForWithdrawal: unknown) =>
      t.app.inject({ method: 'PUT', url: '/__ops/kyc/DEMO/policy', headers: OPS, payload: { requireForWithdrawal } });
    expect((await policy('yes')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/__ops/kyc/NOSUCH/policy',
          headers: OPS,
          payload: { requireForWithdrawal: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await policy(true)).statusCode).toBe(200);
    try {
      expect((await me.api.get(KYC, me.auth)).json().value.requiredForWithdrawal).toBe(true);
      const refused = await me.api.post(WITHDRAW, withdrawal('1000', 'kyc-withdraw-000001'), me.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'kyc.required' });
      expect((await me.api.get('/wps/v2/wallets/balance', me.auth)).json().value.balanceMinor).toBe(500_000);

      for (const side of ['front', 'back', 'selfie']) await me.send(side, await png());
      const pending = await me.api.post(WITHDRAW, withdrawal('1000', 'kyc-withdraw-000002'), me.auth);
      expect(pending.json()).toMatchObject({ errorCode: 'kyc.required' });
      await t.app.inject({
        method: 'POST',
        url: `/__ops/kyc/DEMO/${me.id}/review`,
        headers: OPS,
        payload: { decision: 'approved' },
      });
      const paid = await me.api.post(WITHDRAW, withdrawal('1000', 'kyc-withdraw-000003'), me.auth);
      expect(paid.json()).toMatchObject({ success: true, value: { balanceMinor: 400_000 } });
    } finally {
      await policy(false);
    }
    // Without the rule, anyone withdraws as before.
    const free = await member('free', '10.23.4.2');
    await free.api.post(DEPOSIT, { amount: '2000', requestId: 'kyc-deposit-000002' }, free.auth);
    expect((await free.api.post(WITHDRAW, withdrawal('1000', 'kyc-withdraw-000004'), free.auth)).json()).toMatchObject({
      success: true,
    });
  });
});
