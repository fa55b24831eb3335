import { useGetAnnouncementsQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import {
  hiddenForToday,
  LOBBY_TIMINGS,
  parsePopupMemory,
  popupContentHash,
  popupMemoryKey,
  popupShows,
} from '@lobby/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useListLanguage } from '../../hooks/use-list-language';
import { usePopupTurn } from '../../hooks/use-popup-turn';
import { useAppSelector } from '../../stores/hooks';

const AnnouncementPopupView = lazy(() => import('../../components/content/announcement-popup-view'));

/** Content closed (not hidden for today) during this page's life: home does not reopen it on every visit. */
const closedThisVisit = new Set<string>();

function readMemory(key: string) {
  try {
    return parsePopupMemory(localStorage.getItem(key));
  } catch {
    return null;
  }
}

/**
 * Decides whether home shows the announcement popup (spec section 4): 500 ms after mount it asks
 * for the popup feed of this viewer's audience, and shows it unless this user (or the anonymous
 * visitor) hid the same content today. The popup's code loads only when it shows; until the feed
 * has answered, it keeps its place in the popup queue.
 */
export function AnnouncementPopupGate() {
  const session = useAppSelector((s) => s.session.current);
  const language = useListLanguage();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), LOBBY_TIMINGS.announcementPopupDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  const { data, isError } = useGetAnnouncementsQuery({ types: 'PU', language }, { skip: !ready });
  const { data: settings } = useGetSiteSettingsQuery();
  const hash = useMemo(() => (data?.length ? popupContentHash(data) : ''), [data]);
  const key = popupMemoryKey(session?.userName);
  const [, setDecided] = useState(0);
  const shows =
    !!data?.length && !closedThisVisit.has(`${key}:${hash}`) && popupShows(readMemory(key), hash, Date.now());
  // Until its feed is in, it holds the invite back (which would otherwise open first, then give way).
  const turn = usePopupTurn('announcement', shows, { deciding: data === undefined && !isError });
  if (!data?.length || !turn) return null;
  const close = () => {
    closedThisVisit.add(`${key}:${hash}`);
    setDecided((n) => n + 1);
  };
  const hideToday = () => {
    try {
      localStorage.setItem(key, JSON.stringify(hiddenForToday(hash, Date.now())));
    } catch {
      // Private mode: hidden for this visit only.
      closedThisVisit.add(`${key}:${hash}`);
    }
    setDecided((n) => n + 1);
  };
  return (
    <Suspense fallback={null}>
      <AnnouncementPopupView
        items={data}
        accordion={settings ? !settings.mobileTemplate.newTemplate : false}
        onClose={close}
        onHideToday={hideToday}
      />
    </Suspense>
  );
}
