import { PUSH_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from '../api';
import type { ApiClientExtra } from '../config';
import { standardHeaders } from '../requests';
import { serviceApi } from '../service-api';
import { keepStreamOpen } from './event-stream';
import { cacheActionsOf, memberEventOf, type PushState } from './member-event-cache';

/**
 * The push channel (DESIGN.md section 4c) as RTK Query's streaming updates: one cache entry per
 * session token, whose `connected` says whether the stream is up; each event it brings updates the
 * other entries (see cacheActionsOf). Subscribing opens the stream; the last unsubscribe closes it.
 */
export const memberEventsApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    memberEvents: build.query<PushState, string>({
      queryFn: () => ({ data: { connected: false } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        token,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, getState, extra },
      ) {
        const config = (extra as ApiClientExtra).apiClient;
        await cacheDataLoaded;
        const stop = new AbortController();
        const setConnected = (connected: boolean) =>
          updateCachedData((state) => {
            state.connected = connected;
          });
        void keepStreamOpen(
          {
            url: `${config.baseUrl}${PUSH_PATHS.memberEvents}`,
            headers: () =>
              standardHeaders({
                ...config,
                language: config.getLanguage(),
                interfaceLanguage: config.getInterfaceLanguage?.(),
                token,
              }),
            ...(config.fetchFn ? { fetchFn: config.fetchFn } : {}),
            onOpen: () => setConnected(true),
            onDown: () => setConnected(false),
            onRefused: () => setConnected(false),
            onEvent: (message) => {
              const event = memberEventOf(message.data);
              if (!event) return;
              if (event.type === 'logout') {
                updateCachedData((state) => {
                  state.ended = event.code;
                  state.connected = false;
                });
                return stop.abort();
              }
              const inboxLanguages = serviceApi.util.selectCachedArgsForQuery(getState() as never, 'getInboxUnread');
              for (const action of cacheActionsOf(event, { inboxLanguages })) dispatch(action as never);
            },
          },
          stop.signal,
        );
        await cacheEntryRemoved;
        stop.abort();
      },
    }),
  }),
});

export const { useMemberEventsQuery } = memberEventsApi;
