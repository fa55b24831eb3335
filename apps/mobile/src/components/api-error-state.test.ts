import { describe, expect, it } from 'vitest';
import { isRetryable } from './api-error-state';

describe('isRetryable', () => {
  it.each([
    ['a lost connection', { code: 'network' }, true],
    ['a slow one', { code: 'timeout' }, true],
    ['an upgrade (502-504)', { code: 'upgrading', status: 503 }, true],
    ['a failing server', { code: 'unknown', status: 500 }, true],
    ['too many requests', { code: 'rate.limited', status: 429 }, true],
    ['no permission (a free-play account)', { code: 'account.trial', status: 403 }, false],
    ['a bad request', { code: 'request.invalid', status: 400 }, false],
    ['not found', { code: 'request.notFound', status: 404 }, false],
    ['anything else thrown', new Error('boom'), true],
  ])('%s: %s', (_what, error, retryable) => {
    expect(isRetryable(error)).toBe(retryable);
  });
});
