import { generateKeyPairSync } from 'node:crypto';
import { encryptedBodySchema, encryptionPublicKeySchema } from '@lobby/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import fixture from '../../../packages/contract/test-fixtures/body-encryption.json' with { type: 'json' };
import { BodyEncryptionError, createBodyCipher, type BodyEncryptionFailure } from '../src/adapters/body-encryption';
import { loadConfig } from '../src/config';
import { registerErrorHandling } from '../src/http/errors';
import { seal, sealJson } from './seal';

/** Flips one bit of a base64 field, keeping it valid base64 of the same length. */
function flip(value: string, at = 0): string {
  const bytes = Buffer.from(value, 'base64');
  bytes[at] = bytes[at]! ^ 1;
  return bytes.toString('base64');
}

function failure(run: () => unknown): BodyEncryptionFailure {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BodyEncryptionError);
    expect(error).toMatchObject({ code: 'request.encryption', status: 400 });
    return (error as BodyEncryptionError).reason;
  }
  throw new Error('expected decrypt to fail');
}

const fixed = createBodyCipher({ privateKeyPem: fixture.testOnlyPrivateKeyPem });
const generated = createBodyCipher();

describe('body cipher: shared fixture', () => {
  it('publishes the fixture key with the same keyId', () => {
    expect(fixed.publicKey()).toEqual(fixture.publicKey);
  });

  it('opens the body the api-client sealed', () => {
    expect(fixed.decrypt(fixture.body)).toEqual(fixture.payload);
  });
});

describe('body cipher: generated key', () => {
  it('publishes a valid public key', () => {
    const pub = generated.publicKey();
    expect(encryptionPublicKeySchema.parse(pub)).toEqual(pub);
    expect(pub.keyId).not.toBe(fixture.publicKey.keyId);
  });

  it('round-trips a body sealed with WebCrypto', async () => {
    const payload = { account: 'demo01', password: 'p@ss 密码', nested: { list: [1, null, true] } };
    const body = await sealJson(generated.publicKey(), payload);
    expect(encryptedBodySchema.safeParse(body).success).toBe(true);
    expect(generated.decrypt(body)).toEqual(payload);
  });

  it('accepts a body that came through JSON, as from a request', async () => {
    const body = await sealJson(generated.publicKey(), 'just a string');
    expect(generated.decrypt(JSON.parse(JSON.stringify(body)))).toBe('just a string');
  });
});

describe('body cipher: refusals', () => {
  it.each([
    ['data', 'cipher'],
    ['iv', 'cipher'],
    ['key', 'key'],
  ] as const)('detects a flipped bit in %s', (field, reason) => {
    const body = { ...fixture.body, [field]: flip(fixture.body[field]) };
    expect(failure(() => fixed.decrypt(body))).toBe(reason);
  });

  it('detects a flipped bit in the GCM tag', () => {
    const tagAt = Buffer.from(fixture.body.data, 'base64').length - 1;
    expect(failure(() => fixed.decrypt({ ...fixture.body, data: flip(fixture.body.data, tagAt) }))).toBe('cipher');
  });

  it('refuses a body sealed for another key (stale key after a restart)', () => {
    expect(failure(() => generated.decrypt(fixture.body))).toBe('keyId');
  });

  it('refuses a body for another key even if the keyId is forged', () => {
    expect(failure(() => generated.decrypt({ ...fixture.body, keyId: generated.publicKey().keyId }))).toBe('key');
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['missing data', { ...fixture.body, data: undefined }],
    ['padded short iv', { ...fixture.body, iv: 'AAAAAAAAAAAAAA==' }],
    ['oversized data', { ...fixture.body, data: 'A'.repeat(70_000) }],
    ['bad base64', { ...fixture.body, key: `${fixture.body.key.slice(1)}!` }],
  ])('refuses a malformed body: %s', (_, body) => {
    expect(failure(() => fixed.decrypt(body))).toBe('format');
  });

  it('refuses a wrapped key that is not 256 bits', async () => {
    const body = await seal(fixed.publicKey(), new TextEncoder().encode('{}'), 16);
    expect(failure(() => fixed.decrypt(body))).toBe('key');
  });

  it.each([
    ['non-JSON', new TextEncoder().encode('account=demo01')],
    ['invalid UTF-8', new Uint8Array([0x22, 0xff, 0xfe, 0x22])],
    ['empty', new Uint8Array(0)],
  ])('refuses a %s payload', async (_, plain) => {
    const body = await seal(fixed.publicKey(), plain);
    expect(failure(() => fixed.decrypt(body))).toBe('payload');
  });

  it('leaves as a 400 request.encryption envelope that does not say which step failed', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/wps/test', async (request) => fixed.decrypt(request.body));
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test',
      payload: { ...fixture.body, data: flip(fixture.body.data) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errorCode: 'request.encryption' });
    const ok = await app.inject({ method: 'POST', url: '/wps/test', payload: fixture.body });
    expect(ok.json()).toEqual(fixture.payload);
    await app.close();
  });
});

describe('body cipher: configured key', () => {
  it('refuses an unreadable PEM without echoing it', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nc2VjcmV0\n-----END PRIVATE KEY-----';
    expect(() => createBodyCipher({ privateKeyPem: pem })).toThrow(/not a readable PEM/);
    expect(() => createBodyCipher({ privateKeyPem: pem })).not.toThrow(/c2VjcmV0/);
  });

  it('refuses a key that is not RSA', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => createBodyCipher({ privateKeyPem: pem })).toThrow(/must be an RSA key/);
  });

  it('reads ENCRYPTION_PRIVATE_KEY from the environment, escaped newlines included', () => {
    const pem = fixture.testOnlyPrivateKeyPem;
    expect(loadConfig({ ENCRYPTION_PRIVATE_KEY: pem }).ENCRYPTION_PRIVATE_KEY).toBe(pem);
    expect(loadConfig({ ENCRYPTION_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).ENCRYPTION_PRIVATE_KEY).toBe(pem);
    expect(loadConfig({ ENCRYPTION_PRIVATE_KEY: '' }).ENCRYPTION_PRIVATE_KEY).toBeUndefined();
    expect(loadConfig({}).ENCRYPTION_PRIVATE_KEY).toBeUndefined();
    expect(() => loadConfig({ ENCRYPTION_PRIVATE_KEY: 'hunter2' })).toThrow(
      /ENCRYPTION_PRIVATE_KEY: expected a PEM private key/,
    );
    expect(() => loadConfig({ ENCRYPTION_PRIVATE_KEY: 'hunter2' })).not.toThrow(/hunter2/);
  });
});
