import { describe, expect, it } from 'vitest';
import { hotListView } from './hot-list';

const named = (...names: string[]) => names.map((gameName) => ({ gameName }));
const eight = named(
  'Fortune Gems',
  'Super Ace',
  'Money Coming',
  'Boxing King',
  'Crazy777',
  'Golden Empire',
  'Fortune Tree',
  'Mega Ace',
);

// games, expanded, search, names shown, more, empty (spec section 2)
const table: [{ gameName: string }[], boolean, string, string[], boolean, boolean][] = [
  [eight, false, '', eight.slice(0, 6).map((g) => g.gameName), true, false],
  [eight, true, '', eight.map((g) => g.gameName), false, false],
  [eight.slice(0, 6), false, '', eight.slice(0, 6).map((g) => g.gameName), false, false],
  [eight.slice(0, 3), false, '', eight.slice(0, 3).map((g) => g.gameName), false, false],
  [eight, false, 'fortune', ['Fortune Gems', 'Fortune Tree'], false, false],
  [eight, false, 'ACE', ['Super Ace', 'Mega Ace'], false, false],
  [
    eight,
    false,
    'e',
    ['Fortune Gems', 'Super Ace', 'Money Coming', 'Golden Empire', 'Fortune Tree', 'Mega Ace'],
    false,
    false,
  ],
  [eight, true, 'king', ['Boxing King'], false, false],
  [eight, false, '  gems ', ['Fortune Gems'], false, false],
  [eight, false, '   ', eight.slice(0, 6).map((g) => g.gameName), true, false],
  [eight, false, 'baccarat', [], false, true],
  [[], false, '', [], false, true],
  [[], true, 'x', [], false, true],
];

describe('hotListView', () => {
  it.each(table)('%# expanded=%s search=%j', (games, expanded, search, names, more, empty) => {
    const view = hotListView({ games, expanded, search });
    expect(view.items.map((g) => g.gameName)).toEqual(names);
    expect(view.showsMore).toBe(more);
    expect(view.empty).toBe(empty);
  });
});
