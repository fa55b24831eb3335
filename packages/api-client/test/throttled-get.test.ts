import { describe, expect, it } from 'vitest';
import { throttledGet } from '../src/service-api';

describe('unread counts are throttled to one request per 250 ms (spec section 7)', () => {
  it('spaces a burst of requests at least 250 ms apart, each still answered', async () => {
    const sent: number[] = [];
    const get = throttledGet('/wps/relay/CSP_unreadCount');
    const baseQuery = (url: string) => {
      sent.push(Date.now());
      return Promise.resolve({ data: url.length });
    };
    const start = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => get(undefined, undefined, undefined, baseQuery)));
    expect(answers).toEqual([{ data: 26 }, { data: 26 }, { data: 26 }]);
    // The first goes at once: well under one interval, even on a busy machine.
    expect(sent[0]! - start).toBeLessThan(200);
    expect(sent[1]! - sent[0]!).toBeGreaterThanOrEqual(240);
    expect(sent[2]! - sent[1]!).toBeGreaterThanOrEqual(240);
  });
});
