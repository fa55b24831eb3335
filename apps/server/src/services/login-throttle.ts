import type { Cache } from '../adapters/cache';
import { AppError } from './errors';

export interface ThrottleOptions {
  /** Failures of one account from one client before waits begin. */
  freeFailures: number;
  /** Failures one client may make in the window, whatever the accounts. */
  clientFailures: number;
  windowSeconds: number;
  /** Longest wait between tries of one account from one client. */
  maxDelaySeconds: number;
  now?: () => number;
}

const DEFAULTS: ThrottleOptions = { freeFailures: 5, clientFailures: 30, windowSeconds: 900, maxDelaySeconds: 300 };

interface Failures {
  count: number;
  last: number;
}

/**
 * Slows password guessing without locking real users out: an account tried from one client waits
 * longer after each failure beyond the first few (1 s, 2 s, 4 s ... 5 min), keyed by account AND
 * client, so an attacker elsewhere cannot lock the owner out; one client failing on many
 * accounts is capped as a whole. State lives in the shared cache (Redis with several instances).
 */
export function loginThrottle(cache: Cache, options: Partial<ThrottleOptions> = {}) {
  const o = { ...DEFAULTS, ...options };
  const now = o.now ?? Date.now;
  const accountKey = (merchant: string, username: string, client: string) => `login:acct:${merchant}:${username.toLowerCase()}:${client}`;
  const clientKey = (client: string) => `login:client:${client}`;
  const read = async (key: string): Promise<Failures> => (await cache.get<Failures>(key)) ?? { count: 0, last: 0 };

  return {
    /** Throws 429 `login.tooMany` with `retryAfter` seconds while this try must wait. */
    async check(merchant: string, username: string, client: string): Promise<void> {
      const byClient = await read(clientKey(client));
      if (byClient.count >= o.clientFailures) {
        const retryAfter = Math.max(1, Math.ceil((byClient.last + o.windowSeconds * 1000 - now()) / 1000));
        throw new AppError('login.tooMany', 429, { retryAfter });
      }
      const byAccount = await read(accountKey(merchant, username, client));
      const over = byAccount.count - o.freeFailures;
      if (over < 0) return;
      const delayMs = Math.min(o.maxDelaySeconds, 2 ** over) * 1000;
      const wait = byAccount.last + delayMs - now();
      if (wait > 0) throw new AppError('login.tooMany', 429, { retryAfter: Math.ceil(wait / 1000) });
    },
    /** Failed tries of this account from this client in the window (the captcha follows them). */
    async failures(merchant: string, username: string, client: string): Promise<number> {
      return (await read(accountKey(merchant, username, client))).count;
    },
    async recordFailure(merchant: string, username: string, client: string): Promise<void> {
      const time = now();
      for (const key of [accountKey(merchant, username, client), clientKey(client)]) {
        const seen = await read(key);
        await cache.set(key, { count: seen.count + 1, last: time }, o.windowSeconds);
      }
    },
    /** A right password clears this account's waits from this client. */
    async recordSuccess(merchant: string, username: string, client: string): Promise<void> {
      await cache.delete(accountKey(merchant, username, client));
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
