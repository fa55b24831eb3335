import {
  useGetBalanceQuery,
  useGetChatMessagesQuery,
  useGetChatUnreadQuery,
  useGetInboxUnreadQuery,
  useGetSiteSettingsQuery,
} from '@lobby/api-client';
import { useMemberEventsQuery } from '@lobby/api-client/push';
import { asksChatUnread, asksInboxUnread } from '@lobby/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useListLanguage } from '../../hooks/use-list-language';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { forcedOut } from '../../stores/session';

/** While the push channel is down: the bell's counts every minute, */
const POLL_MS = 60_000;
/** the balance every 5 s while a provider's game (/m/game) moves it, */
const GAME_BALANCE_MS = 5_000;
/** and the desk's answers every 3 s while the live chat is open. */
const CHAT_MS = 3_000;
/**
 * A stream gone this long is down: a reconnect, or the stream of a new session (a password
 * change ends the old one just before its answer brings the new token), comes back sooner, and a
 * count asked meanwhile would still carry the replaced token and end the session.
 */
const DOWN_AFTER_MS = 5_000;

/**
 * The signed-in member's push channel (balance, unread counts, chat replies, forced logout, brand
 * news as cache updates): open while there is a session. What it would tell is polled only while it
 * is down, here in one place: the bell's counts, an open game's balance, an open chat. A logout it brings (another device or an operator ended this session) sends the site
 * home, then ends the session there, so home shows the forced-logout message: ended first, a
 * member page would send the visitor to log in instead.
 */
export function MemberPush() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useAppSelector((s) => s.session.current);
  const { data: push } = useMemberEventsQuery(session?.token ?? skipToken);
  const connected = push?.connected === true;
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (connected) return setDown(false);
    const timer = setTimeout(() => setDown(true), DOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [connected]);
  const { data: settings } = useGetSiteSettingsQuery();
  const language = useListLanguage();
  const type = session?.type ?? null;
  useGetChatUnreadQuery(undefined, {
    skip: !down || !asksChatUnread(settings?.whitelabel.CBS3 ?? false, type),
    pollingInterval: POLL_MS,
  });
  useGetInboxUnreadQuery(language, { skip: !down || !asksInboxUnread(type), pollingInterval: POLL_MS });
  const { pathname } = useLocation();
  useGetBalanceQuery(undefined, { skip: !down || pathname !== '/game', pollingInterval: GAME_BALANCE_MS });
  useGetChatMessagesQuery(undefined, {
    skip: !down || pathname !== '/liveChat',
    pollingInterval: CHAT_MS,
    skipPollingIfUnfocused: true,
  });
  const ended = push?.ended !== undefined;
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!ended || leaving) return;
    setLeaving(true);
    void navigate('/home', { replace: true });
  }, [ended, leaving, navigate]);
  // Once home is on screen (the router renders a navigation in a transition, after the route's code
  // has loaded), not before: a member page would meet the ended session and send to the login.
  useEffect(() => {
    if (leaving && pathname === '/home') dispatch(forcedOut());
  }, [leaving, pathname, dispatch]);
  return null;
}
