import type { MemberEvent } from '@lobby/contract';
import type { InterfaceLanguage } from '@lobby/contract/constants';
import { createAction } from '@reduxjs/toolkit';
import { lobbyApi, PUSH_SESSION_ENDED } from '../api';
import type { CacheAction } from '../on-answer';
import { serviceApi } from '../service-api';
import { walletApi } from '../wallet-api';

/**
 * The push channel said this session ended (revoked, password changed, excluded), with the error
 * code the site shows for it; `token` is the session the stream was opened with.
 */
export const pushSessionEnded = createAction<{ code: string; token: string }>(PUSH_SESSION_ENDED);

/** What the cache holds of the stream: whether it is up (the app polls only while it is not). */
export interface PushState {
  connected: boolean;
}

/**
 * What one pushed event does to the API cache: the state it carries replaces the cached answer
 * (balance, unread counts, in every language they are cached in), brand and announcement news
 * invalidate their tags so they are read again, and a logout ends the session as a refused call would.
 */
export function cacheActionsOf(
  event: MemberEvent,
  opts: { token: string; inboxLanguages: readonly InterfaceLanguage[] },
): CacheAction[] {
  switch (event.type) {
    case 'balance':
      return [walletApi.util.upsertQueryData('getBalance', undefined, event.balance)];
    case 'inbox':
      return opts.inboxLanguages.map((language) =>
        serviceApi.util.upsertQueryData('getInboxUnread', language, event.unread),
      );
    case 'chat':
      // An open conversation reads the reply (nothing is read when none is open).
      return [
        serviceApi.util.upsertQueryData('getChatUnread', undefined, event.unread),
        serviceApi.util.invalidateTags(['Chat']),
      ];
    case 'brand':
      return [lobbyApi.util.invalidateTags(['Settings'])];
    case 'announcement':
      return [lobbyApi.util.invalidateTags(['Announcements'])];
    case 'logout':
      return [pushSessionEnded({ code: event.code, token: opts.token })];
    default:
      // An event of a newer server: nothing to do with it here.
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
