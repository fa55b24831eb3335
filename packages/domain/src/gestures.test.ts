import { describe, expect, it } from 'vitest';
import { isAndroid, isLongPress, swipeDirection, swipedTab } from './gestures';

describe('swipe (spec section 9: 60 px)', () => {
  it.each([
    [-60, 0, 'next'],
    [60, 0, 'previous'],
    [-59, 0, null],
    [59.9, 0, null],
    [-120, 59, 'next'],
    // Mostly down: the page scrolls, no swipe.
    [-120, 60, null],
    [80, -45, null],
    [0, 200, null],
    [Number.NaN, 0, null],
    [Number.POSITIVE_INFINITY, 0, null],
  ] as const)('dx %d, dy %d -> %s', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });

  it.each([
    ['HOT', 'next', 'RNG'],
    ['HOT', 'previous', 'HOME'],
    ['HOME', 'previous', undefined],
    ['LIVE', 'next', undefined],
    ['FAV', 'next', undefined],
  ] as const)('from %s, %s -> %s', (current, direction, expected) => {
    expect(swipedTab(['HOME', 'HOT', 'RNG', 'LIVE'], current, direction)).toBe(expected);
  });
});

describe('long press (spec section 9: 370 ms)', () => {
  it.each([
    [369, false],
    [370, true],
    [2000, true],
    [0, false],
  ])('held %d ms -> %s', (held, expected) => {
    expect(isLongPress(held)).toBe(expected);
  });
});

describe('android scroll delay applies to Android browsers only', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', false],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120', false],
  ])('%s -> %s', (ua, expected) => {
    expect(isAndroid(ua)).toBe(expected);
  });
});
