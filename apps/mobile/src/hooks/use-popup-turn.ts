import { autoPopupTurn, type AutoPopup } from '@lobby/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../stores/hooks';
import { autoPopupDone, autoPopupShown, autoPopupWaiting } from '../stores/popups';

/**
 * Puts a self-opening popup in the queue while `wants` holds and says whether it is its turn:
 * one at a time in `AUTO_POPUP_ORDER`, none on an account route or over a popup the user opened,
 * and the one on screen keeps its turn until it is closed. While `deciding` (its feed is still on
 * its way), it waits in the queue without showing, so the popups after it do not open first.
 * Worked out again on each render, so a navigation or a closed popup hands the turn on.
 */
export function usePopupTurn(kind: AutoPopup, wants: boolean, { deciding = false } = {}): boolean {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const queued = wants || deciding;
  useEffect(() => {
    if (!queued) return;
    dispatch(autoPopupWaiting(kind));
    return () => {
      dispatch(autoPopupDone(kind));
    };
  }, [kind, queued, dispatch]);
  const turn = useAppSelector((s) =>
    autoPopupTurn(s.popups.waiting, {
      pathname,
      userPopupOpen: s.popups.account !== null || s.popups.changePassword || s.popups.language,
      showing: s.popups.showing,
    }),
  );
  const shows = wants && turn === kind;
  useEffect(() => {
    if (shows) dispatch(autoPopupShown(kind));
  }, [kind, shows, dispatch]);
  return shows;
}
