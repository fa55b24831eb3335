import { autoPopupTurn, type AutoPopup } from '@lobby/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../stores/hooks';
import { autoPopupDone, autoPopupWaiting } from '../stores/popups';

/**
 * Puts a self-opening popup in the queue while `wants` holds and says whether it is its turn:
 * one at a time in `AUTO_POPUP_ORDER`, none on an account route or over a popup the user opened.
 * Worked out again on each render, so a navigation or a closed popup hands the turn on.
 */
export function usePopupTurn(kind: AutoPopup, wants: boolean): boolean {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!wants) return;
    dispatch(autoPopupWaiting(kind));
    return () => {
      dispatch(autoPopupDone(kind));
    };
  }, [kind, wants, dispatch]);
  const turn = useAppSelector((s) =>
    autoPopupTurn(s.popups.waiting, {
      pathname,
      userPopupOpen: s.popups.account !== null || s.popups.changePassword || s.popups.language,
    }),
  );
  return wants && turn === kind;
}
