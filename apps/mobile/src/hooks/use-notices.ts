import { useGetAnnouncementsQuery, useMarkAnnouncementReadMutation } from '@lobby/api-client';
import { isTrial, LOBBY_TIMINGS } from '@lobby/domain';
import { useCallback, useEffect } from 'react';
import { useAppSelector } from '../stores/hooks';
import { useListLanguage } from './use-list-language';

/** The player notices (feed PL), or the agents' (AG), in the list language, for whoever is logged in. */
export function useNotices(options: { skip?: boolean; feed?: 'PL' | 'AG' } = {}) {
  const { feed = 'PL', ...query } = options;
  const language = useListLanguage();
  return useGetAnnouncementsQuery({ types: feed, language }, query);
}

/**
 * One queue for the whole app: notices marked read leave at most one per 150 ms (spec section 7),
 * each id once, in order, whichever screen asked. A page left meanwhile still sends them.
 */
const pending: string[] = [];
let lastSent = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let send: (id: string) => void = () => {};

function drain() {
  timer = undefined;
  const id = pending.shift();
  if (id === undefined) return;
  lastSent = Date.now();
  send(id);
  if (pending.length) timer = setTimeout(drain, LOBBY_TIMINGS.markReadThrottleMs);
}

/**
 * Marks a notice read: only with a session and not for a trial account, which sees everything
 * as read (spec section 4); an already read one is not sent again.
 */
export function useMarkRead() {
  const session = useAppSelector((s) => s.session.current);
  const [mark] = useMarkAnnouncementReadMutation();
  const may = !!session && !isTrial(session.type);
  useEffect(() => {
    send = (id) => void mark(id);
  }, [mark]);
  return useCallback(
    (notice: { id: string; read: boolean }) => {
      if (!may || notice.read || pending.includes(notice.id)) return;
      pending.push(notice.id);
      if (timer !== undefined) return;
      const wait = lastSent + LOBBY_TIMINGS.markReadThrottleMs - Date.now();
      if (wait <= 0) drain();
      else timer = setTimeout(drain, wait);
    },
    [may],
  );
}
