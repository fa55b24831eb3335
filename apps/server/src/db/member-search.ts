import { eq, ilike, or, type SQL } from 'drizzle-orm';
import { likeStartingWith } from './like-pattern';
import { members } from './schema';

/** Members whose name starts with `query` (any case, wildcards taken literally) or whose member number it is. */
export function nameOrNumber(query: string): SQL | undefined {
  if (!query) return undefined;
  // A member number is a 4-byte integer: a longer one names no member (and would not fit the comparison).
  const number = /^\d{1,10}$/.test(query) && Number(query) <= 2_147_483_647 ? Number(query) : null;
  return or(
    ilike(members.username, likeStartingWith(query)),
    number === null ? undefined : eq(members.memberNo, number),
  );
}
