import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROVIDER_ROOT } from './paths';

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const int = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const envSchema = z.object({
  PROVIDER_HOST: z.string().min(1).default('localhost'),
  PROVIDER_PORT: int(0, 65535, 3100),
  /** Where players' browsers reach this provider (its own origin); the launch URLs start with it. */
  PROVIDER_PUBLIC_URL: optional.pipe(z.string().url().optional()),
  /** Our code at the platform: the X-Provider header of every wallet call. */
  PROVIDER_CODE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('LGP'),
  /** The platform's id in its X-Platform header; any other is RS_ERROR_INVALID_PARTNER. */
  PROVIDER_PLATFORM_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .default('LOBBY'),
  /** Our RSA private key (PKCS#8 PEM, `\n` may stand for line breaks), or a file holding it. */
  PROVIDER_PRIVATE_KEY: optional,
  PROVIDER_PRIVATE_KEY_FILE: optional,
  /** The platform's RSA public keys (SPKI PEM blocks, one or more while rotating), or a file of them. */
  PLATFORM_PUBLIC_KEYS: optional,
  PLATFORM_PUBLIC_KEYS_FILE: optional,
  /** The platform's provider wallet API, without the trailing method. */
  PLATFORM_WALLET_URL: z.string().url().default('http://localhost:3000/provider-wallet/v1'),
  /** Our small storage (state.json, catalogue.json); `memory://` keeps it in the process only. */
  PROVIDER_DATA_DIR: z.string().min(1).default(path.join(PROVIDER_ROOT, '.data')),
  /** Game codes to list as withdrawn, besides those of catalogue.json in the data folder. */
  PROVIDER_WITHDRAWN_GAMES: z.string().default(''),
  /** One wallet call's time limit. */
  WALLET_TIMEOUT_MS: int(100, 120_000, 5_000),
  /** How often a bet is sent before it is given up (and rolled back). */
  WALLET_BET_ATTEMPTS: int(1, 10, 3),
  /** Backoff between attempts of a call that got no answer: doubling from the first, up to the last. */
  WALLET_RETRY_BASE_MS: int(1, 600_000, 1_000),
  WALLET_RETRY_MAX_MS: int(1, 3_600_000, 60_000),
  /**
   * A slot spin is answered no sooner than this after it was asked for (UK RTS 14: 2.5 s); the
   * page also waits as long before it shows a result. Only tests of the API set it lower.
   */
  SLOT_MIN_SPIN_MS: int(0, 60_000, 2_500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ProviderConfig {
  host: string;
  port: number;
  publicUrl: string | undefined;
  providerCode: string;
  platformId: string;
  privateKey: KeyObject;
  platformKeys: KeyObject[];
  walletUrl: string;
  dataDir: string;
  withdrawn: string[];
  walletTimeoutMs: number;
  betAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  slotMinSpinMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

const KEY_HELP = [
  'Make a pair for each side with openssl:',
  '  openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out provider-private.pem',
  '  openssl pkey -in provider-private.pem -pubout -out provider-public.pem',
  'or run `node apps/game-provider/scripts/dev-keys.mjs <folder>` for a local pair of pairs.',
].join('\n');

const unescape = (pem: string) => pem.replace(/\\n/g, '\n');

function pemFrom(value: string | undefined, file: string | undefined, what: string): string | undefined {
  if (value && file) throw new Error(`Set ${what} or ${what}_FILE, not both.`);
  if (file) return readFileSync(file, 'utf8');
  return value === undefined ? undefined : unescape(value);
}

/** Every PEM block of a list (keys are rotated by listing the new one beside the old). */
export function pemBlocks(text: string): string[] {
  return text.match(/-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g) ?? [];
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ProviderConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration of the game provider:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const privatePem = pemFrom(e.PROVIDER_PRIVATE_KEY, e.PROVIDER_PRIVATE_KEY_FILE, 'PROVIDER_PRIVATE_KEY');
  if (!privatePem) {
    throw new Error(
      `The game provider needs its RSA private key to sign its wallet calls: set PROVIDER_PRIVATE_KEY (PEM) or PROVIDER_PRIVATE_KEY_FILE.\n${KEY_HELP}`,
    );
  }
  const publicPem = pemFrom(e.PLATFORM_PUBLIC_KEYS, e.PLATFORM_PUBLIC_KEYS_FILE, 'PLATFORM_PUBLIC_KEYS');
  const blocks = publicPem ? pemBlocks(publicPem) : [];
  if (blocks.length === 0) {
    throw new Error(
      `The game provider needs the platform's RSA public key(s) to check launch and catalogue calls: set PLATFORM_PUBLIC_KEYS (PEM) or PLATFORM_PUBLIC_KEYS_FILE.\n${KEY_HELP}`,
    );
  }
  let privateKey: KeyObject;
  let platformKeys: KeyObject[];
  try {
    privateKey = createPrivateKey(privatePem);
    platformKeys = blocks.map((pem) => createPublicKey(pem));
  } catch (err) {
    throw new Error(`A key of the game provider's configuration is not a valid PEM key: ${(err as Error).message}`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa' || platformKeys.some((k) => k.asymmetricKeyType !== 'rsa')) {
    throw new Error('The protocol signs with RSA keys (RSA-SHA256): every key must be an RSA key.');
  }
  return {
    host: e.PROVIDER_HOST,
    port: e.PROVIDER_PORT,
    publicUrl: e.PROVIDER_PUBLIC_URL?.replace(/\/+$/, ''),
    providerCode: e.PROVIDER_CODE,
    platformId: e.PROVIDER_PLATFORM_ID,
    privateKey,
    platformKeys,
    walletUrl: e.PLATFORM_WALLET_URL.replace(/\/+$/, ''),
    dataDir: e.PROVIDER_DATA_DIR,
    withdrawn: e.PROVIDER_WITHDRAWN_GAMES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    walletTimeoutMs: e.WALLET_TIMEOUT_MS,
    betAttempts: e.WALLET_BET_ATTEMPTS,
    retryBaseMs: e.WALLET_RETRY_BASE_MS,
    retryMaxMs: e.WALLET_RETRY_MAX_MS,
    slotMinSpinMs: e.SLOT_MIN_SPIN_MS,
    logLevel: e.LOG_LEVEL,
  };
}
