import { useGetAnnouncementsQuery, useMarkAnnouncementReadMutation } from '@lobby/api-client';
import { isTrial } from '@lobby/domain';
import { useCallback } from 'react';
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
 * as read (spec section 4); an already read one is not sent again.
 */
export function useMarkRead() {
  const session = useAppSelector((s) => s.session.current);
  const [mark] = useMarkAnnouncementReadMutation();
  const may = !!session && !isTrial(session.type);
  return useCallback(
    (notice: { id: string; read: boolean }) => {
      if (may && !notice.read) void mark(notice.id);
    },
    [may, mark],
  );
}
