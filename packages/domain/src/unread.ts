/**
 * Unread math (spec section 4): the bell shows notices + chat + inbox; '99+' above 99.
 * Trial accounts (type 4) see everything as read and ask for no chat or inbox counts.
 */
export interface UnreadParts {
  notices: number;
  chat: number;
  inbox: number;
}

export function unreadTotal(parts: UnreadParts, sessionType: number | null): number {
  if (sessionType === 4) return 0;
  return Math.max(0, parts.notices) + Math.max(0, parts.chat) + Math.max(0, parts.inbox);
}

/** The places the bell's unread items are read in. */
export type UnreadPlace = keyof UnreadParts;
const PLACES: readonly UnreadPlace[] = ['notices', 'inbox', 'chat'];

/**
 * Where the bell leads, so that what it counts is where it goes: the first place that holds
 * unread items (announcements, then the inbox, then the chat), the announcements when nothing is
 * unread or for a visitor or trial account (who count nothing else).
 */
export function bellPlace(parts: UnreadParts, sessionType: number | null): UnreadPlace {
  if (sessionType === null || sessionType === 4) return 'notices';
  return PLACES.find((place) => parts[place] > 0) ?? 'notices';
}

export function unreadBadge(total: number): string | null {
  if (total <= 0) return null;
  return total > 99 ? '99+' : String(total);
}

/** Chat unread is asked for only when CBS3 is on and the session is not a trial one. */
export const asksChatUnread = (cbs3: boolean, sessionType: number | null): boolean =>
  cbs3 && sessionType !== null && sessionType !== 4;

/** Inbox unread is asked for any real session. */
export const asksInboxUnread = (sessionType: number | null): boolean => sessionType !== null && sessionType !== 4;
