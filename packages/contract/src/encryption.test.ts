import { describe, expect, it } from 'vitest';
import fixture from '../test-fixtures/body-encryption.json' with { type: 'json' };
import { ENCRYPTION_LIMITS, encryptedBodySchema, encryptionPublicKeySchema } from './encryption';
import { ENCRYPTION_SCHEME, HEADER } from './headers';

// The fixture is the shared pin of the wire format: the server and api-client tests open the
// same body, so here it only has to satisfy the schemas.
const body = fixture.body;
const publicKey = fixture.publicKey;

describe('encryption constants', () => {
  it('names the scheme in the Encryption header', () => {
    expect(HEADER.encryption).toBe('Encryption');
    expect(ENCRYPTION_SCHEME).toBe('RSA-OAEP-256+A256GCM');
  });
});

describe('encrypted body', () => {
  it('accepts the fixture', () => {
    expect(encryptedBodySchema.parse(body)).toEqual(body);
  });

  it.each(['keyId', 'key', 'iv', 'data'])('requires %s', (field) => {
    const partial: Record<string, unknown> = { ...body };
    delete partial[field];
    expect(encryptedBodySchema.safeParse(partial).success).toBe(false);
  });

  it.each([
    ['key', body.key.replace(/.$/, '*')],
    ['data', `${body.data.slice(0, -4)}A===`],
    ['iv', 'not base64 at all'],
    // 16 chars but padded, so only 10 bytes.
    ['iv', 'AAAAAAAAAAAAAA=='],
    ['iv', 'AAAAAAAAAAAAAAAAAAAA'],
    ['keyId', 'has spaces in it'],
    ['keyId', 'short'],
    ['data', 42],
  ])('refuses a bad %s (%j)', (field, value) => {
    expect(encryptedBodySchema.safeParse({ ...body, [field]: value }).success).toBe(false);
  });

  it('refuses oversized parts before any decryption', () => {
    const big = 'A'.repeat(ENCRYPTION_LIMITS.dataMax + 4);
    expect(encryptedBodySchema.safeParse({ ...body, data: big }).success).toBe(false);
    expect(encryptedBodySchema.safeParse({ ...body, data: 'A'.repeat(ENCRYPTION_LIMITS.dataMax) }).success).toBe(true);
    expect(encryptedBodySchema.safeParse({ ...body, key: 'A'.repeat(ENCRYPTION_LIMITS.keyMax + 4) }).success).toBe(
      false,
    );
  });

  it('refuses data shorter than the GCM tag', () => {
    expect(encryptedBodySchema.safeParse({ ...body, data: 'AAAAAAAA' }).success).toBe(false);
  });
});

describe('published public key', () => {
  it('accepts the fixture', () => {
    expect(encryptionPublicKeySchema.parse(publicKey)).toEqual(publicKey);
  });

  it.each(['scheme', 'publicKey', 'keyId'])('requires %s', (field) => {
    const partial: Record<string, unknown> = { ...publicKey };
    delete partial[field];
    expect(encryptionPublicKeySchema.safeParse(partial).success).toBe(false);
  });

  it.each([
    ['scheme', 'RSA-OAEP+A128GCM'],
    ['publicKey', `${publicKey.publicKey}!`],
    ['publicKey', 'QUJD'],
    ['publicKey', 'A'.repeat(ENCRYPTION_LIMITS.publicKeyMax + 4)],
    ['keyId', ''],
  ])('refuses a bad %s', (field, value) => {
    expect(encryptionPublicKeySchema.safeParse({ ...publicKey, [field]: value }).success).toBe(false);
  });
});
