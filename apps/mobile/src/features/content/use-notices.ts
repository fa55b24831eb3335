import { useGetAnnouncementsQuery, useMarkAnnouncementReadMutation } from '@lobby/api-client';
import { isTrial, LOBBY_TIMINGS } from '@lobby/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useListLanguage } from '../../app/use-list-language';

/** The player notices (feed PL) in the list language, for whoever is logged in. */
export function useNotices(options: { skip?: boolean } = {}) {
  const language = useListLanguage();
  const viewer = useAppSelector((s) => s.session.current?.token ?? '');
  return useGetAnnouncementsQuery({ types: 'PL', language, viewer }, options);
}

/**
 * Marks a notice read: only with a session and not for a trial account, which sees everything
 * as read (spec section 4); an already read one is not sent again. Requests go at most one per
 * 150 ms (spec section 7); ids asked for meanwhile wait their turn, each once.
 */
export function useMarkRead() {
  const session = useAppSelector((s) => s.session.current);
  const [mark] = useMarkAnnouncementReadMutation();
  const may = !!session && !isTrial(session.type);
  const queue = useRef<{ ids: string[]; last: number; timer: number | undefined }>({ ids: [], last: 0, timer: undefined });
  useEffect(() => () => window.clearTimeout(queue.current.timer), []);
  const drain = useCallback(() => {
    const q = queue.current;
    q.timer = undefined;
    const id = q.ids.shift();
    if (id === undefined) return;
    q.last = Date.now();
    void mark(id);
    if (q.ids.length) q.timer = window.setTimeout(drain, LOBBY_TIMINGS.markReadThrottleMs);
  }, [mark]);
  return useCallback(
    (notice: { id: string; read: boolean }) => {
      const q = queue.current;
      if (!may || notice.read || q.ids.includes(notice.id)) return;
      q.ids.push(notice.id);
      if (q.timer !== undefined) return;
      const wait = q.last + LOBBY_TIMINGS.markReadThrottleMs - Date.now();
      if (wait <= 0) drain();
      else q.timer = window.setTimeout(drain, wait);
    },
    [may, drain],
  );
}
