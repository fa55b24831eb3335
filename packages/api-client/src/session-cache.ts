import type { UnknownAction } from '@reduxjs/toolkit';
import { lobbyApi } from './api';
import { MEMBER_TAGS } from './tags';

/** Who a session belongs to: a renewed or changed token of the same account is the same person. */
export interface SessionOwner {
  merchantCode: string;
  userName: string;
}

const same = (a: SessionOwner | null, b: SessionOwner | null) =>
  a === b || (a !== null && b !== null && a.merchantCode === b.merchantCode && a.userName === b.userName);

/**
 * What the cache must do when the session changes hands, instead of keying member calls by token:
 * a member leaving drops the whole cache (the next person sees nothing of theirs, RTK Query's
 * advice for logout); a visitor logging in asks the member's data again; the same member with a
 * new token keeps everything.
 */
export function sessionCacheChange(before: SessionOwner | null, after: SessionOwner | null): UnknownAction | null {
  if (same(before, after)) return null;
  if (before) return lobbyApi.util.resetApiState();
  return lobbyApi.util.invalidateTags([...MEMBER_TAGS]);
}
