import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_HEADERS, type CreateIntentRequest, type CreatePayoutRequest } from '@lobby/contract/payment';
import { buildPaymentProvider, type PaymentProvider } from '../src/app';
import { loadConfig } from '../src/config';
import { signPayload } from '../src/protocol/signature';
import { memoryStore, openStore, type Store } from '../src/store/store';

export const secret = () => randomBytes(32).toString('hex');

export interface Secrets {
  api: string;
  /** The platform's next API secret, listed beside the first while it rotates. */
  apiNext: string;
  webhook: string;
}
export const makeSecrets = (): Secrets => ({ api: secret(), apiNext: secret(), webhook: secret() });

export const PUBLIC_URL = 'http://pay.test';
export const PLATFORM_ID = 'LOBBY';
/** Nothing listens there: callbacks sent to it fail at once. */
export const NOWHERE = 'http://127.0.0.1:9/callback';

export async function startProvider(
  secrets: Secrets,
  options: { env?: Record<string, string>; now?: () => number; store?: Store; dataDir?: string } = {},
): Promise<PaymentProvider & { store: Store }> {
  const config = loadConfig({
    PAYMENT_API_SECRET: `${secrets.api},${secrets.apiNext}`,
    PAYMENT_WEBHOOK_SECRET: secrets.webhook,
    PAYMENT_PROVIDER_PUBLIC_URL: PUBLIC_URL,
    PAYMENT_PROVIDER_DATA_DIR: options.dataDir ?? 'memory://',
    PAYMENT_CALLBACK_ATTEMPTS: '3',
    PAYMENT_CALLBACK_RETRY_BASE_MS: '10',
    PAYMENT_CALLBACK_RETRY_MAX_MS: '40',
    PAYMENT_CALLBACK_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const store = options.store ?? (options.dataDir ? openStore(options.dataDir) : memoryStore());
  const provider = await buildPaymentProvider({ config, store, ...(options.now ? { now: options.now } : {}) });
  return { ...provider, store };
}

export const tempDir = () => mkdtempSync(path.join(tmpdir(), 'lpp-test-'));

export function intentBody(fields: Partial<CreateIntentRequest> = {}): CreateIntentRequest {
  return {
    reference: `dep_${randomUUID()}`,
    amount_minor: 150000,
    currency: 'MMK',
    method: 'ewallet',
    method_name: 'KBZPay',
    member_id: 'm_1',
    language: 'en',
    return_url: 'https://brand.test/m/wallet',
    callback_url: NOWHERE,
    expires_in_seconds: 900,
    ...fields,
  };
}

export function payoutBody(fields: Partial<CreatePayoutRequest> = {}): CreatePayoutRequest {
  return {
    reference: `wd_${randomUUID()}`,
    amount_minor: 5000,
    currency: 'USD',
    method: 'bank_transfer',
    method_name: 'KBZ Bank',
    account: { holder: 'Aung Aung', number: '0123456789' },
    callback_url: NOWHERE,
    ...fields,
  };
}

/** A platform call as the platform makes it: the body's bytes signed with `apiSecret`, now. */
export function platformCall(
  provider: PaymentProvider,
  url: string,
  body: unknown,
  apiSecret: string | null,
  headers: Record<string, string> = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const reference =
    typeof body === 'object' && body !== null && 'reference' in body
      ? String((body as { reference: unknown }).reference)
      : undefined;
  return provider.app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [PAYMENT_HEADERS.platform]: PLATFORM_ID,
      ...(reference ? { [PAYMENT_HEADERS.idempotencyKey]: reference } : {}),
      ...(apiSecret ? { [PAYMENT_HEADERS.signature]: signPayload(raw, apiSecret, Date.now() / 1000) } : {}),
      ...headers,
    },
  });
}

/** A tester's form post from the provider's own page. */
export function formPost(
  provider: PaymentProvider,
  url: string,
  fields: Record<string, string> = {},
  origin = PUBLIC_URL,
) {
  return provider.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  });
}
