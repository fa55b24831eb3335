import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROVIDER_HEADERS, PROVIDER_PLATFORM_PATHS } from '@lobby/contract/provider';
import { buildProvider, type Provider } from '../src/app';
import { loadConfig } from '../src/config';
import { signBody } from '../src/protocol/signature';
import { memoryStore, openStore, type Store } from '../src/store/store';

export interface Pair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  privatePem: string;
  publicPem: string;
}

/** A fresh RSA pair (no key is ever kept in the repository). */
export function keyPair(): Pair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface Keys {
  provider: Pair;
  platform: Pair;
  /** The platform's next key, for rotation, and a stranger's. */
  platformNext: Pair;
  stranger: Pair;
}

export const makeKeys = (): Keys => ({
  provider: keyPair(),
  platform: keyPair(),
  platformNext: keyPair(),
  stranger: keyPair(),
});

export const tempDir = () => mkdtempSync(path.join(tmpdir(), 'lgp-test-'));

export const PUBLIC_URL = 'http://provider.test';
export const PLATFORM_ID = 'LOBBY';

/** A provider on a given store, its wallet at `walletUrl`; tests speak to it through inject(). */
export async function startProvider(
  keys: Keys,
  options: {
    walletUrl?: string;
    store?: Store;
    dataDir?: string;
    env?: Record<string, string>;
    now?: () => number;
    fetch?: typeof fetch;
  } = {},
): Promise<Provider & { store: Store }> {
  const config = loadConfig({
    PROVIDER_PRIVATE_KEY: keys.provider.privatePem,
    PLATFORM_PUBLIC_KEYS: keys.platform.publicPem + keys.platformNext.publicPem,
    PLATFORM_WALLET_URL: options.walletUrl ?? 'http://127.0.0.1:9/provider-wallet/v1',
    PROVIDER_PUBLIC_URL: PUBLIC_URL,
    PROVIDER_DATA_DIR: options.dataDir ?? 'memory://',
    // The fake platform fails at once (a 500, a cut connection), never by hanging: a long time
    // limit costs nothing, and a busy machine may take a second to answer a signed call.
    WALLET_TIMEOUT_MS: '5000',
    WALLET_RETRY_BASE_MS: '20',
    WALLET_RETRY_MAX_MS: '200',
    SLOT_MIN_SPIN_MS: '0',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const store = options.store ?? (options.dataDir ? openStore(options.dataDir) : memoryStore());
  const provider = await buildProvider({
    config,
    store,
    ...(options.now ? { now: options.now } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { ...provider, store };
}

export interface LaunchFields {
  game_code?: string;
  mode?: 'real' | 'demo';
  token?: string;
  user?: string;
  currency?: string;
  language?: string;
  request_uuid?: string;
}

export function launchBody(fields: LaunchFields = {}) {
  return {
    request_uuid: randomUUID(),
    user: 'm_player1',
    token: 'pt_token1',
    game_code: 'lgp-slot-pg',
    currency: 'USD',
    language: 'en',
    mode: 'real' as const,
    return_url: 'https://brand.test/m/home',
    ...fields,
  };
}

/** A platform call as the platform makes it: the body's bytes signed with `key`. */
export function platformCall(
  provider: Provider,
  url: string,
  body: unknown,
  key: KeyObject | null,
  headers: Record<string, string> = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return provider.app.inject({
    method: 'POST',
    url,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [PROVIDER_HEADERS.platform]: PLATFORM_ID,
      ...(key ? { [PROVIDER_HEADERS.signature]: signBody(raw, key) } : {}),
      ...headers,
    },
  });
}

/** Launches a game and opens its page; answers the page's key. */
export async function openGame(provider: Provider, keys: Keys, fields: LaunchFields = {}) {
  const launched = await platformCall(
    provider,
    PROVIDER_PLATFORM_PATHS.gameUrl,
    launchBody(fields),
    keys.platform.privateKey,
  );
  const { status, url } = launched.json<{ status: string; url: string }>();
  if (status !== 'RS_OK') throw new Error(`launch answered ${status}`);
  const page = await provider.app.inject({ method: 'GET', url: new URL(url).pathname });
  const boot = /<script id="boot" type="application\/json">(.*?)<\/script>/s.exec(page.body)?.[1];
  if (!boot) throw new Error(`no game page: ${page.statusCode}`);
  return { url, ...(JSON.parse(boot) as { key: string; game: { kind: string } }) };
}

/** A call of the game page. */
export function play(provider: Provider, key: string, url: string, body: unknown = {}) {
  return provider.app.inject({ method: 'POST', url, payload: body as object, headers: { 'x-play-key': key } });
}
