import { useGetChatUnreadQuery, useGetInboxUnreadQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { asksChatUnread, asksInboxUnread } from '@lobby/domain';
import { useAppSelector } from '../stores/hooks';
import { useListLanguage } from './use-list-language';

/** New chat answers and inbox messages show up within a minute while the site is open. */
const POLL_MS = 60_000;

/**
 * The chat and inbox unread counts of the bell (spec section 4): chat only with CBS3 and a real
 * session, inbox for any real session; trial accounts and visitors ask for neither. RTK Query
 * shares one request among every component that asks at once.
 */
export function useServiceUnread(): { chat: number; inbox: number } {
  const session = useAppSelector((s) => s.session.current);
  const { data: settings } = useGetSiteSettingsQuery();
  const language = useListLanguage();
  const type = session?.type ?? null;
  const chat = useGetChatUnreadQuery(undefined, {
    skip: !asksChatUnread(settings?.whitelabel.CBS3 ?? false, type),
    pollingInterval: POLL_MS,
  });
  const inbox = useGetInboxUnreadQuery(language, { skip: !asksInboxUnread(type), pollingInterval: POLL_MS });
  return { chat: chat.data ?? 0, inbox: inbox.data ?? 0 };
}
