import { Buffer } from 'node:buffer';
import { encryptedBodySchema, encryptionPublicKeySchema, type EncryptedBody } from '@lobby/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../contract/test-fixtures/body-encryption.json' with { type: 'json' };
import { encryptBody } from '../src/index';
import * as requests from '../src/requests';

// The server's decrypt lives in apps/server, which this package may not import; the server
// side is written out again here with WebCrypto, straight from the wire format. Opening the
// shared fixture (which apps/server/test/body-encryption.test.ts opens too) proves it agrees.
const subtle = globalThis.crypto.subtle;
const bytes = (b64: string) => Uint8Array.from(Buffer.from(b64, 'base64'));

async function open(privateKeyPem: string, body: EncryptedBody): Promise<unknown> {
  const der = bytes(privateKeyPem.replace(/-----[A-Z ]+-----|\s/g, ''));
  const rsa = await subtle.importKey('pkcs8', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
  const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, rsa, bytes(body.key));
  expect(raw.byteLength).toBe(32);
  const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes(body.iv) }, aes, bytes(body.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

const pem = fixture.testOnlyPrivateKeyPem;
const publicKey = encryptionPublicKeySchema.parse(fixture.publicKey);

describe('encryptBody', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('agrees with the shared fixture the server opens', async () => {
    expect(await open(pem, fixture.body)).toEqual(fixture.payload);
  });

  it('seals a body the server key opens', async () => {
    const body = await encryptBody(publicKey, fixture.payload);
    expect(encryptedBodySchema.parse(body)).toEqual(body);
    expect(body.keyId).toBe(publicKey.keyId);
    expect(Buffer.from(body.iv, 'base64')).toHaveLength(12);
    expect(await open(pem, body)).toEqual(fixture.payload);
  });

  it('uses a fresh key and nonce every time', async () => {
    const [a, b] = await Promise.all([encryptBody(publicKey, 1), encryptBody(publicKey, 1)]);
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('encodes bodies larger than one base64 chunk', async () => {
    const payload = { note: 'ü'.repeat(20_000) };
    const body = await encryptBody(publicKey, payload);
    expect(body.data.length).toBeGreaterThan(0x8000);
    expect(encryptedBodySchema.safeParse(body).success).toBe(true);
    expect(await open(pem, body)).toEqual(payload);
  });

  it('is detected when tampered with', async () => {
    const body = await encryptBody(publicKey, { a: 1 });
    const data = bytes(body.data);
    data[0] = data[0]! ^ 1;
    await expect(open(pem, { ...body, data: Buffer.from(data).toString('base64') })).rejects.toThrow();
  });

  it('refuses another scheme, a payload without JSON form and a missing WebCrypto', async () => {
    await expect(encryptBody({ ...publicKey, scheme: 'RSA1_5' as never }, {})).rejects.toThrow(
      /Unsupported encryption scheme/,
    );
    await expect(encryptBody(publicKey, undefined)).rejects.toThrow(/no JSON form/);
    vi.stubGlobal('crypto', {});
    await expect(encryptBody(publicKey, {})).rejects.toThrow(/HTTPS or localhost/);
  });

  it('stays out of the boot entry point', () => {
    expect(Object.keys(requests)).not.toContain('encryptBody');
  });
});
