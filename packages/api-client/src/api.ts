import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { lobbyBaseQuery } from './base-query';

export const TAG_TYPES = [
  'Settings',
  'HotGames',
  'Member',
  'Announcements',
  'Promotions',
  'ChatUnread',
  'Inbox',
  'Favourites',
  'Wallet',
  'RecentGames',
  'Orders',
  'Contracts',
  'Feedback',
  'Kyc',
  'Security',
  'Help',
] as const;

/** The API cache a server-rendered page was rendered with (the store adopts it before hydrating). */
export const lobbyApiHydrated = createAction<unknown>('lobbyApi/hydrated');

// On the server, hooks start their queries while rendering (effects never run there), so a render
// pass finds what the screen needs; in the browser they start in effects as usual.
const createLobbyApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The one API of the platform base URL; features add endpoints with injectEndpoints. */
export const lobbyApi = createLobbyApi({
  reducerPath: 'lobbyApi',
  baseQuery: lobbyBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo(action) {
    return lobbyApiHydrated.match(action) ? (action.payload as never) : undefined;
  },
});
