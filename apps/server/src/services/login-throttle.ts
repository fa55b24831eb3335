// Our own: the captcha and known-device rules are the product's; the counting is the cache's atomic increment.
import type { Cache } from '../adapters/cache';
import { AppError } from '../errors';

export interface ThrottleOptions {
  /** Unsettled tries of an account, from anywhere, before each further try needs a captcha. */
  captchaAfter: number;
  /** Failures of one account from one client before that client's tries must wait. */
  freeFailures: number;
  /** Failures of one client, whatever the accounts, before each of its tries needs a captcha. */
  clientFailures: number;
  windowSeconds: number;
  /** Longest wait between tries of one account from one client. */
  maxDelaySeconds: number;
}

const DEFAULTS: ThrottleOptions = {
  captchaAfter: 2,
  freeFailures: 5,
  clientFailures: 30,
  windowSeconds: 900,
  maxDelaySeconds: 300,
};

export interface TryOf {
  merchant: string;
  /** The account as the client named it: a username or a phone number. */
  identity: string;
  /** Who tries: the trusted client address, or a session for "type your password again". */
  client: string;
  /** The owner's browser (a signed cookie from an earlier login): no captcha, and waits of its own. */
  knownDevice: boolean;
  /** Checks (and uses up) the captcha the try carries; undefined when it carries none. */
  captcha: (() => Promise<boolean>) | undefined;
  /** False when the brand switched the captcha module off (CAPTCHA3): waits stand in for captchas. */
  captchaOffered: boolean;
}

/** A password try under way: exactly one of its three ends is called. */
export interface PasswordTry {
  /** A wrong password: the try stays counted. Says whether the next try needs a captcha. */
  failed(): Promise<{ captchaNext: boolean; failuresHere: number }>;
  /** The right password: the account's failures and this client's waits on it are forgiven. */
  succeeded(): Promise<void>;
  /** Ended before the password was judged (another error): handed back uncounted. */
  abandoned(): Promise<void>;
}

/**
 * Password guessing limits. Each try is counted BEFORE the password is checked, by atomic
 * increments in the shared cache, so parallel bursts cannot all slip in under a threshold; a try
 * that is refused, or turns out right, is handed back. Three counts:
 * - the account from anywhere: past `captchaAfter`, every try needs a solved captcha (rotating
 *   addresses gains nothing) except from the owner's known browser, so the owner is never locked out;
 * - the account from one client: past `freeFailures`, that client waits 1 s, 2 s, 4 s ... after
 *   each failure, so an attacker elsewhere cannot make the owner wait;
 * - the client over all accounts: past `clientFailures`, each of its tries needs a captcha.
 * A brand without captchas (CAPTCHA3 off) gets waits instead: past those counts, every try of the
 * account (or client) from elsewhere than the owner's browser waits its turn, 1 s, 2 s, 4 s ...
 */
export function loginThrottle(cache: Cache, options: Partial<ThrottleOptions> = {}) {
  const o = { ...DEFAULTS, ...options };
  const account = (t: TryOf) => `login:acct:${t.merchant}:${t.identity.toLowerCase()}`;
  const pair = (t: TryOf) => `${account(t)}:${t.client}`;
  const client = (t: TryOf) => `login:client:${t.client}`;
  const wait = (t: TryOf) => `${pair(t)}:wait`;
  const accountWait = (t: TryOf) => `${account(t)}:wait`;
  const clientWait = (t: TryOf) => `${client(t)}:wait`;
  const delay = (over: number) => Math.min(o.maxDelaySeconds, 2 ** over);
  const count = (key: string, by = 1) => cache.increment(key, o.windowSeconds, by);
  /** `over` tries past a count: the last failure holds the wait; once over, one try takes the slot. */
  const takeTurn = async (key: string, over: number) => {
    if (over >= 0 && (await cache.increment(key, delay(over))) > 1)
      throw new AppError('login.tooMany', 429, { retryAfter: delay(over) });
  };

  return {
    /** Counts a try in; throws captcha.required / captcha.invalid / login.tooMany when it may not go on. */
    async begin(t: TryOf): Promise<PasswordTry> {
      const byAccount = await count(account(t));
      const here = await count(pair(t));
      const byClient = await count(client(t));
      const handBack = async () => {
        for (const key of [account(t), pair(t), client(t)]) await count(key, -1);
      };
      try {
        if (!t.knownDevice && !t.captchaOffered) {
          await takeTurn(accountWait(t), byAccount - 1 - o.captchaAfter);
          await takeTurn(clientWait(t), byClient - 1 - o.clientFailures);
        } else if (!t.knownDevice && (byAccount > o.captchaAfter || byClient > o.clientFailures)) {
          if (!t.captcha) throw new AppError('captcha.required', 400, { captchaRequired: true });
          if (!(await t.captcha())) throw new AppError('captcha.invalid', 400, { captchaRequired: true });
        }
        await takeTurn(wait(t), here - 1 - o.freeFailures);
      } catch (error) {
        await handBack();
        throw error;
      }
      return {
        failed: async () => {
          if (here >= o.freeFailures) await cache.set(wait(t), 1, delay(here - o.freeFailures));
          if (!t.knownDevice && !t.captchaOffered) {
            if (byAccount >= o.captchaAfter) await cache.set(accountWait(t), 1, delay(byAccount - o.captchaAfter));
            if (byClient >= o.clientFailures) await cache.set(clientWait(t), 1, delay(byClient - o.clientFailures));
          }
          const captchaNext = t.captchaOffered && !t.knownDevice && byAccount >= o.captchaAfter;
          return { captchaNext, failuresHere: here };
        },
        succeeded: async () => {
          // The owner proved themselves: the account starts afresh (a guesser gains at most
          // `captchaAfter` tries per login of the owner).
          await count(client(t), -1);
          for (const key of [account(t), pair(t), wait(t), accountWait(t)]) await cache.delete(key);
        },
        abandoned: () => handBack(),
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
