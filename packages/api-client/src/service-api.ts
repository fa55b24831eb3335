import { PATHS, type InterfaceLanguage } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call, Query } from './contract-call';

/** Unread counts are asked at most once per 250 ms each (spec section 7): a burst waits its turn. */
const UNREAD_THROTTLE_MS = 250;

export function throttledGet(url: string) {
  // Each request waits for the one before it and then 250 ms from when that one really went,
  // so a late timer never brings two closer together.
  let previous: Promise<number> = Promise.resolve(-Infinity);
  return async (_args: unknown, _api: unknown, _extra: unknown, baseQuery: (arg: string) => unknown) => {
    const turn = previous.then(async (sentAt) => {
      const wait = sentAt + UNREAD_THROTTLE_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return Date.now();
    });
    previous = turn;
    await turn;
    return baseQuery(url) as Promise<{ data: number } | { error: never }>;
  };
}

/** Live chat (CBS3) and the inbox (spec sections 2, 4 and 7). */
export const serviceApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    launchChat: build.mutation<Answer<'launchChat'>, Query<'launchChat'>>({
      query: (params) => ({ url: PATHS.launchChat, params }) satisfies Call<'launchChat'>,
    }),
    getChatUnread: build.query<Answer<'chatUnread'>, void>({
      queryFn: throttledGet(PATHS.chatUnread satisfies Call<'chatUnread'>['url']),
      providesTags: ['ChatUnread'],
    }),
    getChatMessages: build.query<Answer<'chatMessages'>, void>({
      query: () => PATHS.chatMessages satisfies Call<'chatMessages'>['url'],
      // Member's data, but not tagged ChatUnread: it invalidates that after each answer (below).
      providesTags: ['Member'],
      // Reading the conversation reads the desk's answers: the bell's count follows.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(serviceApi.util.invalidateTags(['ChatUnread']));
      },
    }),
    sendChat: build.mutation<Answer<'sendChat'>, Body<'sendChat'>>({
      query: (body) => ({ url: PATHS.sendChat, method: 'POST', body }) satisfies Call<'sendChat'>,
    }),
    getInbox: build.query<Answer<'inbox'>, { language: InterfaceLanguage; limit: number }>({
      // The request carries the interface language; the argument keys the cache to it.
      query: ({ limit }) => ({ url: PATHS.inbox, params: { limit } }) satisfies Call<'inbox'>,
      providesTags: ['Inbox'],
    }),
    getInboxUnread: build.query<Answer<'inboxUnread'>, InterfaceLanguage>({
      // The request carries the interface language; the argument keys the cache to it.
      queryFn: throttledGet(PATHS.inboxUnread satisfies Call<'inboxUnread'>['url']),
      providesTags: ['Inbox'],
    }),
    markInboxRead: build.mutation<Answer<'markInboxRead'>, string>({
      query: (id) => ({ url: PATHS.markInboxRead, method: 'POST', body: { id } }) satisfies Call<'markInboxRead'>,
      invalidatesTags: ['Inbox'],
    }),
  }),
});

export const {
  useLaunchChatMutation,
  useGetChatUnreadQuery,
  useGetChatMessagesQuery,
  useSendChatMutation,
  useGetInboxQuery,
  useGetInboxUnreadQuery,
  useMarkInboxReadMutation,
} = serviceApi;
