import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROVIDER_ROOT } from './paths';

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  PAYMENT_PROVIDER_HOST: z.string().min(1).default('localhost'),
  PAYMENT_PROVIDER_PORT: int(0, 65535, 3200),
  /** Where members' browsers reach this provider (its own origin); `pay_url`s start with it. */
  PAYMENT_PROVIDER_PUBLIC_URL: optional.pipe(z.string().url().optional()),
  /** The platform's id in its X-Platform header; any other is RS_ERROR_INVALID_PARTNER. */
  PAYMENT_PLATFORM_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('LOBBY'),
  /** Secret(s) the platform signs its calls with: comma-separated while rotating. Or a file of them. */
  PAYMENT_API_SECRET: optional,
  PAYMENT_API_SECRET_FILE: optional,
  /** Secret(s) our callbacks are signed with: every one listed signs (one `v1=` each). Or a file. */
  PAYMENT_WEBHOOK_SECRET: optional,
  PAYMENT_WEBHOOK_SECRET_FILE: optional,
  /** Our small storage (state.json); `memory://` keeps it in the process only. */
  PAYMENT_PROVIDER_DATA_DIR: z.string().min(1).default(path.join(PROVIDER_ROOT, '.data')),
  /** Callbacks: attempts of one delivery, the backoff (doubling from the first, up to the last), one attempt's time limit. */
  PAYMENT_CALLBACK_ATTEMPTS: int(1, 100, 10),
  PAYMENT_CALLBACK_RETRY_BASE_MS: int(1, 600_000, 1_000),
  PAYMENT_CALLBACK_RETRY_MAX_MS: int(1, 3_600_000, 60_000),
  PAYMENT_CALLBACK_TIMEOUT_MS: int(50, 120_000, 5_000),
  /** How often intents past their `expires_at` are expired. */
  PAYMENT_EXPIRY_SWEEP_MS: int(10, 3_600_000, 1_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface PaymentProviderConfig {
  host: string;
  port: number;
  publicUrl: string | undefined;
  platformId: string;
  /** Any of them may have signed a platform call. */
  apiSecrets: string[];
  /** Each of them signs every callback. */
  webhookSecrets: string[];
  dataDir: string;
  callbackAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  callbackTimeoutMs: number;
  expirySweepMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export const MIN_SECRET_LENGTH = 32;

const SECRET_HELP = [
  `Each is a random string of ${MIN_SECRET_LENGTH} characters or more, shared with the platform, e.g.`,
  '  openssl rand -hex 32',
  'or run `node apps/payment-provider/scripts/dev-secrets.mjs` for a local pair (kept in apps/payment-provider/.data/secrets).',
].join('\n');

function secretsFrom(value: string | undefined, file: string | undefined, what: string): string[] {
  if (value && file) throw new Error(`Set ${what} or ${what}_FILE, not both.`);
  const text = file ? readFileSync(file, 'utf8') : (value ?? '');
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): PaymentProviderConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration of the payment provider:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const apiSecrets = secretsFrom(e.PAYMENT_API_SECRET, e.PAYMENT_API_SECRET_FILE, 'PAYMENT_API_SECRET');
  const webhookSecrets = secretsFrom(e.PAYMENT_WEBHOOK_SECRET, e.PAYMENT_WEBHOOK_SECRET_FILE, 'PAYMENT_WEBHOOK_SECRET');
  if (apiSecrets.length === 0 || webhookSecrets.length === 0) {
    const missing = [
      apiSecrets.length ? null : 'PAYMENT_API_SECRET',
      webhookSecrets.length ? null : 'PAYMENT_WEBHOOK_SECRET',
    ]
      .filter(Boolean)
      .join(' and ');
    throw new Error(
      `The payment provider needs its shared secrets: set ${missing} (or ${missing.replace(/SECRET/g, 'SECRET_FILE')}). PAYMENT_API_SECRET checks the platform's calls, PAYMENT_WEBHOOK_SECRET signs the callbacks.\n${SECRET_HELP}`,
    );
  }
  if ([...apiSecrets, ...webhookSecrets].some((s) => s.length < MIN_SECRET_LENGTH)) {
    throw new Error(`A payment secret is shorter than ${MIN_SECRET_LENGTH} characters.\n${SECRET_HELP}`);
  }
  if (e.PAYMENT_CALLBACK_RETRY_MAX_MS < e.PAYMENT_CALLBACK_RETRY_BASE_MS) {
    throw new Error('PAYMENT_CALLBACK_RETRY_MAX_MS must not be below PAYMENT_CALLBACK_RETRY_BASE_MS.');
  }
  return {
    host: e.PAYMENT_PROVIDER_HOST,
    port: e.PAYMENT_PROVIDER_PORT,
    publicUrl: e.PAYMENT_PROVIDER_PUBLIC_URL?.replace(/\/+$/, ''),
    platformId: e.PAYMENT_PLATFORM_ID,
    apiSecrets,
    webhookSecrets,
    dataDir: e.PAYMENT_PROVIDER_DATA_DIR,
    callbackAttempts: e.PAYMENT_CALLBACK_ATTEMPTS,
    retryBaseMs: e.PAYMENT_CALLBACK_RETRY_BASE_MS,
    retryMaxMs: e.PAYMENT_CALLBACK_RETRY_MAX_MS,
    callbackTimeoutMs: e.PAYMENT_CALLBACK_TIMEOUT_MS,
    expirySweepMs: e.PAYMENT_EXPIRY_SWEEP_MS,
    logLevel: e.LOG_LEVEL,
  };
}
