import { describe, expect, it } from 'vitest';
import { helpTopicIndex } from './help-topic';

const entries = [
  { tag: 'about', children: [] },
  { tag: 'deposit', children: [{ tag: 'deposit-limits' }] },
  { tag: 'withdraw', children: [] },
];

describe('helpTopicIndex (spec section 2)', () => {
  it.each([
    ['nothing: the first', {}, 0],
    ['i=2', { i: '2' }, 2],
    ['i out of range: the first', { i: '9' }, 0],
    ['i not a number', { i: 'x' }, 0],
    ['i negative', { i: '-1' }, 0],
    ['tag', { tag: 'withdraw' }, 2],
    ['a sub-topic tag opens its parent', { tag: 'deposit-limits' }, 1],
    ['tag wins over i', { tag: 'deposit', i: '2' }, 1],
    ['unknown tag falls back to i', { tag: 'nope', i: '2' }, 2],
    ['empty tag', { tag: '' }, 0],
  ] as const)('%s', (_name, query, index) => {
    expect(helpTopicIndex(entries, query)).toBe(index);
  });

  it('is 0 for no entries', () => {
    expect(helpTopicIndex([], { i: '0' })).toBe(0);
  });
});
