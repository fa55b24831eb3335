// Our own (a few lines over the cache's atomic increment): limits here key on phones, members and
// clients inside handlers, after the body is read, which route-level rate-limit plugins cannot do.
import type { Cache } from '../adapters/cache';
import { AppError } from '../errors';

/**
 * Fixed-window request limits kept in the shared cache (Redis with several instances): past
 * `limit` hits of a key in `windowSeconds`, a 429 with the code given.
 */
export function rateLimiter(cache: Cache) {
  return {
    async hit(
      key: string,
      limit: number,
      windowSeconds: number,
      code: 'request.tooMany' | 'verification.tooSoon' = 'request.tooMany',
    ) {
      const count = await cache.increment(`rate:${key}`, windowSeconds);
      if (count > limit) throw new AppError(code, 429, { retryAfter: windowSeconds });
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
