import type { Game } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { favouritesAsGameList } from '../src/favourites-page';

const game = (nodeId: string) => ({ nodeId, gameName: nodeId }) as Game;

describe('favouritesAsGameList', () => {
  it.each([
    [
      'content, as ours sends',
      { content: [game('a'), game('b')], pageNo: 2, pageNum: 2, pageSize: 2, totalPages: 3, totalCount: 6 },
      { pageNo: 2, totalPages: 3, totalCount: 6 },
    ],
    [
      'list, with pageNum only',
      { list: [game('a'), game('b')], pageNum: 2, pageSize: 2, totalPages: 3, totalCount: 6 },
      { pageNo: 2, totalPages: 3, totalCount: 6 },
    ],
    [
      'no total count: the games it holds',
      { content: [game('a'), game('b')], pageNum: 1, pageSize: 36, totalPages: 1 },
      { pageNo: 1, totalPages: 1, totalCount: 2 },
    ],
  ])('reads the games under %s', (_, page, expected) => {
    const list = favouritesAsGameList(page);
    expect(list.games.map((g) => g.nodeId)).toEqual(['a', 'b']);
    expect(list).toMatchObject({ ...expected, pageNum: expected.pageNo });
  });

  it('reads an empty page when neither name is there', () => {
    expect(favouritesAsGameList({ pageNum: 1, pageSize: 36, totalPages: 0 })).toEqual({
      games: [],
      pageNo: 1,
      pageNum: 1,
      totalPages: 0,
      totalCount: 0,
    });
  });
});
