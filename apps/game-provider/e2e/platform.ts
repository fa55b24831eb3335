import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROVIDER_PLATFORM_PATHS } from '@lobby/contract/provider';
import { signBody } from '../src/protocol/signature';
import { FakePlatform } from '../test/fake-platform';
import { E2E_KEYS_ENV, PROVIDER_E2E_PORT, WALLET_E2E_PORT } from './ports';

const dir = () => {
  const value = process.env[E2E_KEYS_ENV];
  if (!value) throw new Error(`${E2E_KEYS_ENV} is not set (playwright.config.ts sets it)`);
  return value;
};
const pem = (name: string) => readFileSync(path.join(dir(), name), 'utf8');

/** The platform side of the tests: its wallet (a fake one) and its signed launches. */
export async function startPlatform() {
  const platform = new FakePlatform(createPublicKey(pem('provider-public.pem')));
  await platform.start(WALLET_E2E_PORT);
  return platform;
}

export interface Launch {
  game: string;
  language: string;
  mode?: 'real' | 'demo';
  token?: string;
  user?: string;
}

/** Asks the provider for a game URL as the platform does. */
export async function launch({ game, language, mode = 'demo', token = '', user = 'm_e2e' }: Launch): Promise<string> {
  const body = JSON.stringify({
    request_uuid: randomUUID(),
    user,
    token,
    game_code: game,
    currency: 'USD',
    language,
    mode,
    return_url: 'https://brand.example/m/home',
  });
  const res = await fetch(`http://localhost:${PROVIDER_E2E_PORT}${PROVIDER_PLATFORM_PATHS.gameUrl}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-platform': 'LOBBY',
      'x-signature': signBody(body, createPrivateKey(pem('platform-private.pem'))),
    },
  });
  const answer = (await res.json()) as { status: string; url?: string };
  if (answer.status !== 'RS_OK' || !answer.url) throw new Error(`launch answered ${answer.status}`);
  return answer.url;
}
