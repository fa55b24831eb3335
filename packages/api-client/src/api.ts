import { createApi } from '@reduxjs/toolkit/query/react';
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
  'Security',
] as const;

/** The one API of the platform base URL; features add endpoints with injectEndpoints. */
export const lobbyApi = createApi({
  reducerPath: 'lobbyApi',
  baseQuery: lobbyBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
