import { useEffect, useRef, useState } from 'react';
import { freeLift } from '../lib/clear-spot';

/** How long the page is still before a floating button comes back. */
const SETTLE_MS = 150;

/** A floating button's spot: how far above its own place it stands, and whether it shows. */
export interface ClearSpot {
  lift: number;
  clear: boolean;
}

/**
 * Keeps a floating (position: fixed) element off the page's controls: while the page scrolls it
 * steps aside; once still, it shows in its place or as little higher as frees it (up to a quarter
 * of the screen), else stays aside. Content that arrives or moves under it is looked at again.
 * The element stays laid out while aside (visibility), so its place can be measured.
 */
export function useClearSpot<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [spot, setSpot] = useState<ClearSpot>({ lift: 0, clear: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let lifted = 0;
    let frame = 0;
    let settle = 0;
    let scrolling = false;
    const update = (next: ClearSpot) =>
      setSpot((current) => (current.lift === next.lift && current.clear === next.clear ? current : next));
    const place = () => {
      const lift = freeLift(element, lifted, Math.round(window.innerHeight / 4));
      if (lift === null) return update({ lift: lifted, clear: false });
      lifted = lift;
      update({ lift, clear: true });
    };
    const look = () => {
      if (scrolling) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    const onScroll = () => {
      scrolling = true;
      update({ lift: lifted, clear: false });
      window.clearTimeout(settle);
      settle = window.setTimeout(() => {
        scrolling = false;
        look();
      }, SETTLE_MS);
    };
    look();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', look);
    // A picture's load does not bubble: caught on its way down.
    document.addEventListener('load', look, true);
    const changes = new MutationObserver(look);
    changes.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settle);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', look);
      document.removeEventListener('load', look, true);
      changes.disconnect();
    };
  }, []);
  return [ref, spot] as const;
}
