import { describe, expect, it } from 'vitest';
import { countdownEnd, SMS_INITIAL_SECONDS, SMS_TICK_MS, smsSecondsLeft } from './sms-countdown';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

describe('SMS countdown settings', () => {
  it('ticks every 500 ms and shows 60 s at first', () => {
    expect(SMS_TICK_MS).toBe(500);
    expect(SMS_INITIAL_SECONDS).toBe(60);
  });
});

describe('smsSecondsLeft', () => {
  it.each([
    ['a minute ahead', NOW + 60_000, 60],
    ['half a second short of a minute, rounded up', NOW + 59_500, 60],
    ['just over 59 s', NOW + 59_001, 60],
    ['exactly 59 s', NOW + 59_000, 59],
    ['one millisecond', NOW + 1, 1],
    ['ninety seconds (the server decides)', NOW + 90_000, 90],
    ['at expiry', NOW, 0],
    ['past expiry, clamped', NOW - 5_000, 0],
    ['missing', undefined, 60],
    ['not a number', Number.NaN, 60],
    ['infinite', Number.POSITIVE_INFINITY, 60],
  ])('%s -> %d', (_name, expirationTime, seconds) => {
    expect(smsSecondsLeft(expirationTime, NOW)).toBe(seconds);
  });
});

describe('countdownEnd', () => {
  it.each([
    ['the server expiry when in the future', NOW + 45_000, NOW + 45_000],
    ['the server expiry even past a minute', NOW + 300_000, NOW + 300_000],
    ['60 s after sending when missing', undefined, NOW + 60_000],
    ['60 s after sending when not a number', Number.NaN, NOW + 60_000],
    ['60 s after sending when infinite', Number.POSITIVE_INFINITY, NOW + 60_000],
    ['60 s after sending when already past', NOW - 1_000, NOW + 60_000],
    ['60 s after sending when exactly now', NOW, NOW + 60_000],
    ['60 s after sending when given in seconds, not ms', Math.floor(NOW / 1000) + 60, NOW + 60_000],
  ])('%s', (_name, expirationTime, end) => {
    expect(countdownEnd(expirationTime, NOW)).toBe(end);
  });

  it('counts the fallback down from 60 to 0', () => {
    const end = countdownEnd(undefined, NOW);
    expect([0, 500, 1_000, 59_000, 59_999, 60_000].map((ms) => smsSecondsLeft(end, NOW + ms))).toEqual([
      60, 60, 59, 1, 1, 0,
    ]);
  });
});
