import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { requiresLogin, swipeDirection, swipedTab } from '@lobby/domain';
import { useRef, type TouchEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { homeTabChosen } from '../../stores/lobby';

/** Whether a touch began on something that scrolls or swipes sideways itself (carousels, chip rows). */
function ownsSideways(target: EventTarget | null, boundary: Element): boolean {
  for (let el = target instanceof Element ? target : null; el && el !== boundary; el = el.parentElement) {
    if (el.classList.contains('swiper')) return true;
    if (el.scrollWidth > el.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(el).overflowX)) return true;
  }
  return false;
}

/**
 * Swiping home's content sideways (spec section 9: 60 px) shows the next or previous category
 * tab; a visitor skips the tabs that would lead to login. Carousels keep their own swipes.
 */
export function useTabSwipe() {
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.lobby.homeTab);
  const member = useAppSelector((s) => s.session.current !== null);
  const { data: settings } = useGetSiteSettingsQuery();
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(e: TouchEvent) {
      const touch = e.touches[0];
      start.current =
        e.touches.length === 1 && touch && !ownsSideways(e.target, e.currentTarget)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    },
    onTouchEnd(e: TouchEvent) {
      const from = start.current;
      const touch = e.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (!direction) return;
      const tabs = (settings?.menuCategories ?? []).filter((c) => member || !requiresLogin(c));
      const next = swipedTab(tabs, current, direction);
      if (next) dispatch(homeTabChosen(next));
    },
  };
}
