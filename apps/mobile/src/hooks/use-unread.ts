import { useGetChatUnreadQuery, useGetInboxUnreadQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { asksChatUnread, asksInboxUnread, type UnreadParts } from '@lobby/domain';
import { useAppSelector } from '../stores/hooks';
import { useListLanguage } from './use-list-language';
import { useModuleOn } from './use-module';
import { useNotices } from './use-notices';

/**
 * The chat and inbox unread counts of the bell (spec section 4): chat only with CBS3 and a real
 * session, inbox for any real session; trial accounts and visitors ask for neither. RTK Query
 * shares one request among every component that asks at once. The push channel keeps them current
 * (app/layout/member-push.tsx, which polls them while it is down).
 */
export function useServiceUnread(): { chat: number; inbox: number } {
  const session = useAppSelector((s) => s.session.current);
  const { data: settings } = useGetSiteSettingsQuery();
  const language = useListLanguage();
  const type = session?.type ?? null;
  const chat = useGetChatUnreadQuery(undefined, {
    skip: !asksChatUnread(settings?.whitelabel.CBS3 ?? false, type),
  });
  const inbox = useGetInboxUnreadQuery(language, { skip: !asksInboxUnread(type) });
  return { chat: chat.data ?? 0, inbox: inbox.data ?? 0 };
}

/** Live chat opens: the brand has it (CBS3) and its module on. */
export function useLiveChatOn(): boolean {
  const { data: settings } = useGetSiteSettingsQuery();
  const chatModule = useModuleOn('CBS3');
  return (settings?.whitelabel.CBS3 ?? false) && chatModule;
}

/**
 * Everything the bell counts, by the place it is read in: the member's unread announcements, inbox
 * messages and, where live chat opens, chat answers (a count that cannot be opened is not counted).
 */
export function useUnreadParts(): UnreadParts {
  const member = useAppSelector((s) => s.session.current !== null);
  const { data } = useNotices({ skip: !member });
  const { chat, inbox } = useServiceUnread();
  const liveChat = useLiveChatOn();
  return { notices: data?.filter((n) => !n.read).length ?? 0, inbox, chat: liveChat ? chat : 0 };
}

/** Live chat opened from a page of ours: its back arrow returns to `pathname` (relative to /m). */
export const liveChatPath = (pathname: string) => `/liveChat?backUrl=${encodeURIComponent(`/m${pathname}`)}`;
