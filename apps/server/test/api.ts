import type { EncryptionPublicKey, SiteSettings } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/adapters/password-hash';
import { members } from '../src/db/schema';
import type { Runtime } from '../src/runtime';
import { localToday } from '../src/services/local-today';
import { sealJson } from './seal';

export const headers = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };
export const SCHEME = 'RSA-OAEP-256+A256GCM';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Each app has its own key pair; fetched once per app.
const keys = new WeakMap<FastifyInstance, EncryptionPublicKey>();

/**
 * The calls of one client, as seen from `ip`. Per-client limits (SMS, captchas, registrations)
 * live in the app's cache for an hour, so tests that would add up to a limit use clients of their
 * own. `t` is read lazily: the harness starts the app in beforeAll.
 */
export function apiClient(t: { app: FastifyInstance }, ip = '127.0.0.1') {
  // Like a browser, a client keeps the cookies it is given (the known-device cookie of a login).
  const jar = new Map<string, string>();
  const call = async (method: Method, url: string, extra: Record<string, string> = {}, payload?: unknown) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await t.app.inject({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}), ...extra },
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    for (const c of res.cookies as { name: string; value: string }[]) jar.set(c.name, c.value);
    return res;
  };

  async function publicKey(): Promise<EncryptionPublicKey> {
    let key = keys.get(t.app);
    if (!key) {
      key = ((await call('GET', '/wps/system/settings/consolidated')).json().value as SiteSettings)
        .encryption as EncryptionPublicKey;
      keys.set(t.app, key);
    }
    return key;
  }

  return {
    ip,
    publicKey,
    /** The cookies this client holds. */
    cookies: jar,
    get: (url: string, extra?: Record<string, string>) => call('GET', url, extra),
    /** A plain JSON body (or none). */
    post: (url: string, payload?: object, extra?: Record<string, string>) => call('POST', url, extra, payload),
    put: (url: string, payload?: object, extra?: Record<string, string>) => call('PUT', url, extra, payload),
    del: (url: string, extra?: Record<string, string>) => call('DELETE', url, extra),
    /** An encrypted JSON body, as the client's login, registration and password forms send. */
    sealed: async (method: Method, url: string, payload: unknown, extra: Record<string, string> = {}) =>
      call(method, url, { Encryption: SCHEME, ...extra }, await sealJson(await publicKey(), payload)),
    /** A form-encoded body (the e-mail password retrieval). */
    form: (url: string, body: string) =>
      call('POST', url, { 'content-type': 'application/x-www-form-urlencoded' }, body),
    login: async (payload: object, token?: string, extra: Record<string, string> = {}) =>
      call(
        'POST',
        '/wps/session/login',
        { Encryption: SCHEME, ...(token ? { Authorization: token } : {}), ...extra },
        await sealJson(await publicKey(), payload),
      ),
    memberInfo: (token: string) => call('GET', '/wps/member/info', { Authorization: token }),
    /** A fresh captcha asked for by this client, and its answer from the dev tools. */
    async captcha(): Promise<{ captchaId: string; captcha: string }> {
      const { captchaId } = (await call('GET', '/wps/captcha')).json().value as { captchaId: string };
      const answers = (await t.app.inject({ url: '/__dev/captcha' })).json().value as {
        captchaId: string;
        answer: string;
      }[];
      return { captchaId, captcha: answers.find((a) => a.captchaId === captchaId)!.answer };
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

/**
 * Stores a member of a brand (DEMO unless named) straight in the database (none of registration's
 * rules, an empty wallet) and logs it in through `api`; answers the headers of its session (with
 * the brand's Merchant header for another brand).
 */
export async function storedMember(
  t: { runtime: Runtime },
  api: ApiClient,
  member: { id: string; username: string; password: string; merchantCode?: string },
): Promise<{ Authorization: string; Merchant?: string }> {
  const { id, username, password, merchantCode = 'DEMO' } = member;
  await t.runtime.database.db
    .insert(members)
    .values({ id, merchantCode, username, passwordHash: await hashPassword(password) });
  const brand: Record<string, string> = merchantCode === 'DEMO' ? {} : { Merchant: merchantCode };
  const token = (await api.login({ username, password }, undefined, brand)).json().value.token as string;
  return { Authorization: token, ...brand };
}

/** A YYYY-MM-DD birthday `years` ago on the server's clock (1 January, so the age is exact). */
export const bornYearsAgo = (years: number) => `${localToday().year - years}-01-01`;

/** Every message the outbox holds, newest first. */
export async function outboxMessages(app: FastifyInstance) {
  return (await app.inject({ url: '/__dev/outbox' })).json().value as {
    channel: 'sms' | 'email';
    to: string;
    text: string;
  }[];
}

/** The node id of the in-house game (Hi-Lo), the one game whose rounds the tests play. */
export async function inHouseGameId(api: ApiClient): Promise<string> {
  const games = (await api.get('/wps/relay/GCSGAME_gameList?vassalage=BGS&pageSize=1')).json().value.games as {
    nodeId: string;
  }[];
  return games[0]!.nodeId;
}
