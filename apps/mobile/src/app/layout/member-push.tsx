import { useGetChatUnreadQuery, useGetInboxUnreadQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { useMemberEventsQuery } from '@lobby/api-client/push';
import { asksChatUnread, asksInboxUnread } from '@lobby/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListLanguage } from '../../hooks/use-list-language';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { forcedHomeDone } from '../../stores/session';

/** While the push channel is down, new chat answers and inbox messages still show within a minute. */
const POLL_MS = 60_000;

/**
 * The signed-in member's push channel (balance, unread counts, chat replies, forced logout, brand
 * news as cache updates): open while there is a session, polling the bell's counts only while it
 * is down. A logout it brings sends the site home, where the forced-logout message shows.
 */
export function MemberPush() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const session = useAppSelector((s) => s.session.current);
  const forcedHome = useAppSelector((s) => s.session.forcedHome);
  const { data: push } = useMemberEventsQuery(session?.token ?? skipToken);
  const down = push?.connected !== true;
  const { data: settings } = useGetSiteSettingsQuery();
  const language = useListLanguage();
  const type = session?.type ?? null;
  useGetChatUnreadQuery(undefined, {
    skip: !down || !asksChatUnread(settings?.whitelabel.CBS3 ?? false, type),
    pollingInterval: POLL_MS,
  });
  useGetInboxUnreadQuery(language, { skip: !down || !asksInboxUnread(type), pollingInterval: POLL_MS });
  useEffect(() => {
    if (!forcedHome) return;
    dispatch(forcedHomeDone());
    void navigate('/home', { replace: true });
  }, [forcedHome, dispatch, navigate]);
  return null;
}
