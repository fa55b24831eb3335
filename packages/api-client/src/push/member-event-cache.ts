import type { MemberEvent } from '@lobby/contract';
import type { InterfaceLanguage } from '@lobby/contract/constants';
import { lobbyApi } from '../api';
import type { CacheAction } from '../on-answer';
import { serviceApi } from '../service-api';
import { walletApi } from '../wallet-api';

/** What the cache holds of the stream: whether it is up (the app polls only while it is not). */
export interface PushState {
  connected: boolean;
  /**
   * The channel said this session ended (revoked, password changed elsewhere, excluded), with the
   * error code the site shows for it: the app ends the session (the stream has stopped).
   */
  ended?: string;
}

/**
 * What one pushed event does to the API cache: the state it carries replaces the cached answer
 * (balance, unread counts, in every language they are cached in), brand and announcement news
 * invalidate their tags so they are read again. A logout is the stream's own state (`PushState.ended`).
 */
export function cacheActionsOf(
  event: MemberEvent,
  opts: { inboxLanguages: readonly InterfaceLanguage[] },
): CacheAction[] {
  switch (event.type) {
    case 'balance':
      return [walletApi.util.upsertQueryData('getBalance', undefined, event.balance)];
    case 'inbox':
      return opts.inboxLanguages.map((language) =>
        serviceApi.util.upsertQueryData('getInboxUnread', language, event.unread),
      );
    case 'chat':
      return [serviceApi.util.upsertQueryData('getChatUnread', undefined, event.unread)];
    case 'brand':
      return [lobbyApi.util.invalidateTags(['Settings'])];
    case 'announcement':
      return [lobbyApi.util.invalidateTags(['Announcements'])];
    default:
      // A logout is the stream's own state (member-events-api.ts); an event of a newer server is left alone.
      return [];
  }
}

const EVENT_TYPES = new Set<string>(['balance', 'inbox', 'chat', 'logout', 'brand', 'announcement']);

/** A pushed event's data as JSON, when it is one of ours (checked by hand: zod stays out of this chunk). */
export function memberEventOf(data: string): MemberEvent | null {
  try {
    const value = JSON.parse(data) as { type?: unknown } | null;
    return value && typeof value.type === 'string' && EVENT_TYPES.has(value.type) ? (value as MemberEvent) : null;
  } catch {
    return null;
  }
}
