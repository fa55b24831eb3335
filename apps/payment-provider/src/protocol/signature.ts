import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_SIGNATURE_SCHEME, PAYMENT_SIGNATURE_TOLERANCE_SECONDS } from '@lobby/contract/payment';

/**
 * The protocol's signature (docs/payment-protocol.md, "Signatures"), both directions:
 *
 *   X-Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>[,v1=…]
 *
 * One `v1=` per secret the sender signs with (two while a secret rotates). Pure: the clock is an
 * argument.
 */
export const SIGNATURE_TOLERANCE_SECONDS = PAYMENT_SIGNATURE_TOLERANCE_SECONDS;

const bytesOf = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : body);

function hmacHex(secret: string, timestamp: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(bytesOf(body)).digest('hex');
}

/** The header value for `body` at `nowSeconds`, signed with each secret (one, or two while rotating). */
export function signPayload(body: string | Buffer, secret: string | readonly string[], nowSeconds: number): string {
  const secrets = typeof secret === 'string' ? [secret] : secret;
  if (secrets.length === 0) throw new Error('signPayload needs at least one secret');
  const t = Math.floor(nowSeconds);
  return [`t=${t}`, ...secrets.map((s) => `${PAYMENT_SIGNATURE_SCHEME}=${hmacHex(s, t, body)}`)].join(',');
}

export type VerifyResult =
  { ok: true; timestamp: number } | { ok: false; reason: 'missing' | 'malformed' | 'outside_tolerance' | 'mismatch' };

/** The header's parts: its one timestamp and its `v1` signatures (other schemes are ignored). */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === PAYMENT_SIGNATURE_SCHEME) {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(value);
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Checks a received header against the raw body: a timestamp within `tolerance` seconds of
 * `nowSeconds` (either way), and a `v1` signature made with any of `secrets` (compared in
 * constant time).
 */
export function verifyPayload(
  body: string | Buffer,
  header: string | undefined,
  secrets: readonly string[],
  nowSeconds: number,
  tolerance: number = SIGNATURE_TOLERANCE_SECONDS,
): VerifyResult {
  if (!header) return { ok: false, reason: 'missing' };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  if (Math.abs(Math.floor(nowSeconds) - parsed.timestamp) > tolerance)
    return { ok: false, reason: 'outside_tolerance' };
  const received = parsed.signatures.map((hex) => Buffer.from(hex, 'hex'));
  let match = false;
  for (const secret of secrets) {
    const expected = Buffer.from(hmacHex(secret, parsed.timestamp, body), 'hex');
    // Every pair is compared, so the time taken says nothing of which one matched.
    for (const candidate of received) if (timingSafeEqual(expected, candidate)) match = true;
  }
  return match ? { ok: true, timestamp: parsed.timestamp } : { ok: false, reason: 'mismatch' };
}
