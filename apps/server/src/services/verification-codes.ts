import { createHash, randomInt } from 'node:crypto';
import type { InterfaceLanguage } from '@lobby/contract/constants';
import type { Cache } from '../adapters/cache';
import type { MessageSender } from '../adapters/outbox';
import { AppError } from '../errors';
import type { RateLimiter } from './rate-limit';
import { serverText } from './server-texts';

export type CodePurpose = 'register' | 'login' | 'reset';

export interface Phone {
  countryDialingCode: string;
  mobileNum: string;
}

/** Who asks for a code: the client's address (for its limit) and the language its SMS is written in. */
export interface CodeRequester {
  client: string;
  language: InterfaceLanguage;
}

export interface CodeOptions {
  /** A code works this long (10 minutes), once. */
  ttlSeconds: number;
  /** The button may ask again after this long (spec section 4: 60 s display). */
  resendSeconds: number;
  /** Wrong tries before the code dies. */
  maxAttempts: number;
  /** Codes one number may receive an hour. */
  perPhoneHourly: number;
  /** Codes one client may ask for an hour, whatever the numbers. */
  perClientHourly: number;
  now?: () => number;
}

const DEFAULTS: CodeOptions = {
  ttlSeconds: 600,
  resendSeconds: 60,
  maxAttempts: 5,
  perPhoneHourly: 5,
  perClientHourly: 20,
};

interface StoredCode {
  hash: string;
  attempts: number;
  /** Epoch ms; a wrong try puts the code back for what is left of its life, never longer. */
  expiresAt: number;
}

const digest = (key: string, code: string) => createHash('sha256').update(`${key}:${code}`).digest('hex');

/**
 * SMS verification codes (spec sections 3 and 4): six random digits from a CSPRNG, stored hashed
 * in the shared cache, single-use, 10-minute expiry, rate limited per number and per client; the
 * SMS is written in the requester's language.
 * `deliver: false` answers exactly as a real send does without sending, so a reset cannot tell
 * whether a number has an account.
 */
export function verificationCodes(
  cache: Cache,
  limits: RateLimiter,
  sender: MessageSender,
  options: Partial<CodeOptions> = {},
) {
  const o = { ...DEFAULTS, ...options };
  const now = o.now ?? Date.now;
  const codeKey = (purpose: CodePurpose, merchant: string, phone: Phone) =>
    `code:${purpose}:${merchant}:${phone.countryDialingCode}${phone.mobileNum}`;

  /**
   * True for the right code, which is then used up (unless `keep`: a reset keeps it until the new
   * password is accepted). A wrong one counts, and too many kill the code.
   */
  async function verify(
    purpose: CodePurpose,
    merchant: string,
    phone: Phone,
    code: string,
    keep = false,
  ): Promise<boolean> {
    const key = codeKey(purpose, merchant, phone);
    // Taken first so two tries at once cannot both use it; put back after a wrong try.
    const stored = await cache.take<StoredCode>(key);
    if (!stored) return false;
    const right = stored.hash === digest(key, code.trim());
    if (right && !keep) return true;
    const secondsLeft = Math.floor((stored.expiresAt - now()) / 1000);
    const attempts = right ? stored.attempts : stored.attempts + 1;
    if (attempts < o.maxAttempts && secondsLeft > 0) await cache.set(key, { ...stored, attempts }, secondsLeft);
    return right;
  }

  return {
    verify,
    async request(
      purpose: CodePurpose,
      merchant: string,
      phone: Phone,
      { client, language }: CodeRequester,
      deliver = true,
    ): Promise<{ expirationTime: number }> {
      const number = `${phone.countryDialingCode}${phone.mobileNum}`;
      await limits.hit(`sms-wait:${purpose}:${merchant}:${number}`, 1, o.resendSeconds, 'verification.tooSoon');
      await limits.hit(`sms-phone:${merchant}:${number}`, o.perPhoneHourly, 3600);
      await limits.hit(`sms-client:${client}`, o.perClientHourly, 3600);
      const key = codeKey(purpose, merchant, phone);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      if (deliver) {
        await cache.set(
          key,
          { hash: digest(key, code), attempts: 0, expiresAt: now() + o.ttlSeconds * 1000 } satisfies StoredCode,
          o.ttlSeconds,
        );
        await sender.send({
          channel: 'sms',
          to: `${phone.countryDialingCode} ${phone.mobileNum}`,
          text: serverText(language, 'verificationSms', { code, minutes: Math.round(o.ttlSeconds / 60) }),
        });
      }
      return { expirationTime: now() + o.resendSeconds * 1000 };
    },

    /** Throws `verification.invalid` unless the code is right; `keep` leaves it for one more use. */
    async require(purpose: CodePurpose, merchant: string, phone: Phone, code: string, keep = false): Promise<void> {
      if (!(await verify(purpose, merchant, phone, code, keep))) throw new AppError('verification.invalid');
    },
    /** Uses up a code checked with `keep`. */
    async discard(purpose: CodePurpose, merchant: string, phone: Phone): Promise<void> {
      await cache.delete(codeKey(purpose, merchant, phone));
    },
  };
}
export type VerificationCodes = ReturnType<typeof verificationCodes>;
