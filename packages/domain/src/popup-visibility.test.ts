import { describe, expect, it } from 'vitest';
import {
  hiddenForToday,
  nextLocalMidnight,
  parsePopupMemory,
  popupContentHash,
  popupMemoryKey,
  popupShows,
} from './popup-visibility';

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();
const items = [
  { title: 'Weekend cashback', content: '<p>5% back</p>' },
  { title: 'Free play', content: '<p>Try it</p>' },
];
const hash = popupContentHash(items);

describe('popupShows (spec section 4)', () => {
  it.each([
    ['never hidden', null, at(23, 10), true],
    ['shown flag on', { show: true, hiddenAt: at(23, 9), hash }, at(23, 10), true],
    ['hidden today, later today', hiddenForToday(hash, at(23, 9)), at(23, 23, 59), false],
    ['hidden just before midnight, a minute before', hiddenForToday(hash, at(23, 23, 58)), at(23, 23, 59), false],
    ['hidden today, at local midnight', hiddenForToday(hash, at(23, 9)), at(24, 0), true],
    ['hidden today, next morning', hiddenForToday(hash, at(23, 9)), at(24, 8), true],
    ['hidden today, content changed', hiddenForToday('00000000', at(23, 9)), at(23, 10), true],
  ] as const)('%s -> %s', (_name, memory, now, shows) => {
    expect(popupShows(memory, hash, now)).toBe(shows);
  });
});

describe('popupContentHash', () => {
  it('is stable and changes with any title, content or order change', () => {
    expect(popupContentHash(items)).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(popupContentHash([{ ...items[0]!, title: 'Weekend cashback!' }, items[1]!])).not.toBe(hash);
    expect(popupContentHash([{ ...items[0]!, content: '<p>6% back</p>' }, items[1]!])).not.toBe(hash);
    expect(popupContentHash([items[1]!, items[0]!])).not.toBe(hash);
    // Moving text between title and content is a change too.
    expect(popupContentHash([{ title: 'ab', content: 'c' }])).not.toBe(
      popupContentHash([{ title: 'a', content: 'bc' }]),
    );
  });
});

describe('nextLocalMidnight', () => {
  it('is the start of the next local day, across month ends', () => {
    expect(nextLocalMidnight(at(23, 9))).toBe(new Date(2026, 10, 24).getTime());
    expect(nextLocalMidnight(new Date(2026, 10, 30, 23, 59).getTime())).toBe(new Date(2026, 11, 1).getTime());
    expect(nextLocalMidnight(new Date(2026, 10, 24).getTime())).toBe(new Date(2026, 10, 25).getTime());
  });
});

describe('memory storage', () => {
  it('keys by user, or the anonymous visitor', () => {
    expect(popupMemoryKey('demo01')).toBe('lobby.announcementPopup.user:demo01');
    expect(popupMemoryKey(null)).toBe('lobby.announcementPopup.anonymous');
    expect(popupMemoryKey('')).toBe('lobby.announcementPopup.anonymous');
  });

  it.each([
    ['valid', JSON.stringify({ show: false, hiddenAt: 5, hash: 'ab' }), { show: false, hiddenAt: 5, hash: 'ab' }],
    ['nothing', null, null],
    ['broken JSON', '{', null],
    ['wrong types', JSON.stringify({ show: 'no', hiddenAt: 5, hash: 'ab' }), null],
  ] as const)('parses %s', (_name, raw, memory) => {
    expect(parsePopupMemory(raw)).toEqual(memory);
  });
});
