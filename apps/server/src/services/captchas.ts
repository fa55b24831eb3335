import { randomBytes, randomInt } from 'node:crypto';
import type { Captcha } from '@lobby/contract';
import type { Cache } from '../adapters/cache';
import { captchaDataUrl } from '../adapters/captcha-image';

export interface CaptchaOptions {
  digits: number;
  ttlSeconds: number;
  /** Keep recent answers for the dev-only `/__dev/captcha` (LOBBY_DEV_TOOLS). */
  keepAnswers: boolean;
}

const DEFAULTS: CaptchaOptions = { digits: 4, ttlSeconds: 300, keepAnswers: false };

export interface IssuedAnswer {
  captchaId: string;
  answer: string;
  issuedAt: string;
}

/**
 * Image captchas drawn locally (spec section 7: base64 image). The answer lives in the shared
 * cache under a random id and is taken on the first check, right or wrong, so each image can be
 * tried once.
 */
export function captchas(cache: Cache, options: Partial<CaptchaOptions> = {}) {
  const o = { ...DEFAULTS, ...options };
  const recent: IssuedAnswer[] = [];
  const key = (id: string) => `captcha:${id}`;

  return {
    async issue(): Promise<Captcha> {
      const answer = Array.from({ length: o.digits }, () => String(randomInt(10))).join('');
      const captchaId = randomBytes(16).toString('base64url');
      await cache.set(key(captchaId), answer, o.ttlSeconds);
      if (o.keepAnswers) {
        recent.unshift({ captchaId, answer, issuedAt: new Date().toISOString() });
        recent.length = Math.min(recent.length, 50);
      }
      return { captchaId, image: captchaDataUrl(answer) };
    },
    /** True once for the right answer of a live captcha. */
    async check(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaId || !answer) return false;
      const expected = await cache.take<string>(key(captchaId));
      return expected !== undefined && expected === answer.trim();
    },
    recentAnswers: (): readonly IssuedAnswer[] => recent,
  };
}
export type Captchas = ReturnType<typeof captchas>;
