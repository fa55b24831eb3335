import { describe, expect, it } from 'vitest';
import { loginPayloadSchema } from './session';

const token = 'x'.repeat(40);

describe('login payload (spec section 3)', () => {
  it.each([
    ['username and password, type by default', { username: 'demo01', password: 'p' }, true],
    ['sms code', { type: 'sms', mobileNum: '912345678', countryDialingCode: '+95', verificationCode: '123456' }, true],
    ['firebase google', { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token }, true],
    [
      'firebase sms with its number',
      {
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: token,
        firebaseMobileNo: '0912345678',
        countryDialingCode: '+95',
      },
      true,
    ],
    ['firebase sms without a number', { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: token }, false],
    [
      'firebase sms without a dialing code',
      { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: token, firebaseMobileNo: '0912345678' },
      false,
    ],
    ['another firebase channel', { type: 'firebase', firebaseChannel: 'apple', firebaseIdToken: token }, false],
    ['a withdraw-only login', { username: 'demo01', password: 'p', purpose: 'withdraw' }, true],
    ['another purpose', { username: 'demo01', password: 'p', purpose: 'play' }, false],
    ['a short token', { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'abc' }, false],
  ])('%s', (_name, payload, valid) => {
    expect(loginPayloadSchema.safeParse(payload).success).toBe(valid);
  });
});
