import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYMENT_SIGNATURE_SCHEME, PAYMENT_SIGNATURE_TOLERANCE_SECONDS } from '@lobby/contract/payment';

/**
 * The payment protocol's signature (docs/payment-protocol.md, "Signatures"), the platform's side:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, one `v1` per secret.
 */
const hmacHex = (secret: string, t: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${t}.`, 'utf8').update(body).digest('hex');

/** The header of a call to a provider, signed at `nowSeconds` with each of `secrets`. */
export function signPayment(body: string, secrets: readonly string[], nowSeconds: number): string {
  const t = Math.floor(nowSeconds);
  return [`t=${t}`, ...secrets.map((s) => `${PAYMENT_SIGNATURE_SCHEME}=${hmacHex(s, t, body)}`)].join(',');
}

/**
 * True when `header` signs the raw `body` with one of `secrets`, at a time within the tolerance
 * of `nowSeconds` (an old callback replayed is refused); compared in constant time.
 */
export function paymentSignatureHolds(
  body: string | Buffer,
  header: string | undefined,
  secrets: readonly string[],
  nowSeconds: number,
): boolean {
  if (!header || header.length > 1024) return false;
  let t: number | null = null;
  const received: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't') {
      if (t !== null || !/^\d{1,12}$/.test(value)) return false;
      t = Number(value);
    } else if (key === PAYMENT_SIGNATURE_SCHEME) {
      if (!/^[0-9a-f]{64}$/.test(value)) return false;
      received.push(Buffer.from(value, 'hex'));
    }
  }
  if (t === null || received.length === 0) return false;
  if (Math.abs(Math.floor(nowSeconds) - t) > PAYMENT_SIGNATURE_TOLERANCE_SECONDS) return false;
  let holds = false;
  for (const secret of secrets) {
    const expected = Buffer.from(hmacHex(secret, t, body), 'hex');
    for (const candidate of received) if (timingSafeEqual(expected, candidate)) holds = true;
  }
  return holds;
}
