import { describe, expect, it } from 'vitest';
import { isCancelledSignIn } from './google-id-token';

describe('isCancelledSignIn', () => {
  it('is quiet about a popup the visitor closed, and only that', () => {
    expect(isCancelledSignIn({ code: 'auth/popup-closed-by-user' })).toBe(true);
    expect(isCancelledSignIn({ code: 'auth/cancelled-popup-request' })).toBe(true);
    expect(isCancelledSignIn({ code: 'auth/user-cancelled' })).toBe(true);
    expect(isCancelledSignIn({ code: 'auth/network-request-failed' })).toBe(false);
    expect(isCancelledSignIn(new Error('boom'))).toBe(false);
    expect(isCancelledSignIn(null)).toBe(false);
  });
});
