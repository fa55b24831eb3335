import { PAYMENT_HEADERS } from '@lobby/contract/payment';
import type { z } from 'zod';
import { signPayment } from '../adapters/payment-signature';

/** A provider that has not answered by then is down, for the member (or operator) waiting. */
const CALL_TIMEOUT_MS = 8_000;

export interface PaymentClientLink {
  apiUrl: string;
  platformId: string;
  /** Sign the platform's calls (two while rotating). */
  apiSecrets: readonly string[];
}

/**
 * One signed call to the payment provider (docs/payment-protocol.md): its answer parsed by
 * `schema`, or null when it is down or says nonsense. A creating call carries its reference as
 * the idempotency key.
 */
export function paymentClient(link: PaymentClientLink, clock: () => Date) {
  return async function call<T extends z.ZodTypeAny>(
    path: string,
    body: object,
    schema: T,
  ): Promise<z.infer<T> | null> {
    const raw = JSON.stringify(body);
    try {
      const res = await fetch(new URL(path, link.apiUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PAYMENT_HEADERS.platform]: link.platformId,
          [PAYMENT_HEADERS.signature]: signPayment(raw, link.apiSecrets, clock().getTime() / 1000),
          ...('reference' in body ? { [PAYMENT_HEADERS.idempotencyKey]: String(body.reference) } : {}),
        },
        body: raw,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const parsed = schema.safeParse(await res.json());
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
}
export type PaymentCall = ReturnType<typeof paymentClient>;
