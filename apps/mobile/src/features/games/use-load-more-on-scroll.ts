import { LOBBY_TIMINGS } from '@lobby/domain';
import { useEffect, useRef } from 'react';

/**
 * Infinite scroll (spec section 9): asks for the next page when the end of the list comes within
 * 300 px of the viewport, at most once a second. The 'show more 36' button stays for keyboards
 * and for browsers without IntersectionObserver.
 */
export function useLoadMoreOnScroll<T extends Element>(onLoadMore: () => void, enabled: boolean) {
  const sentinel = useRef<T>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const last = useRef(0);
  useEffect(() => {
    const el = sentinel.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const { thresholdPx, throttleMs } = LOBBY_TIMINGS.loadMore;
    let near = false;
    let timer = 0;
    const ask = () => {
      window.clearTimeout(timer);
      if (!near) return;
      const wait = last.current + throttleMs - Date.now();
      // Still near the end when the throttle ends: ask then, since the observer only reports changes.
      if (wait > 0) {
        timer = window.setTimeout(ask, wait);
        return;
      }
      last.current = Date.now();
      latest.current();
      // Still near the end a second later (the call was dropped, or a page did not fill the
      // screen): ask again, since the observer only reports changes.
      timer = window.setTimeout(ask, throttleMs);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        ask();
      },
      { rootMargin: `0px 0px ${thresholdPx}px 0px` },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [enabled]);
  return sentinel;
}
