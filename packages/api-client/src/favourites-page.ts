import type { Answer } from './contract-call';

/**
 * A favourites page read as a game list (spec section 3): its games travel as `content` or, on
 * some platform versions, `list`; the page number as pageNum (pageNo on ours).
 */
export function favouritesAsGameList(page: Answer<'favourites'>): Answer<'gameList'> {
  const games = page.content ?? page.list ?? [];
  const pageNo = page.pageNo ?? page.pageNum;
  return { games, pageNo, pageNum: pageNo, totalPages: page.totalPages, totalCount: page.totalCount ?? games.length };
}
