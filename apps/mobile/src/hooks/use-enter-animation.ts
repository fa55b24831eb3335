import { useEffect, useRef } from 'react';

const FADE_IN: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];

/**
 * Fades an element in over `durationMs` each time `key` changes (spec section 9: page transition
 * 300 ms, tab-switch refill 150 ms). Never on the first render (the first paint is not held back)
 * nor when the user asks for reduced motion. Opacity only: a transform would move fixed popups
 * inside the element.
 */
export function useEnterAnimation<T extends HTMLElement>(key: unknown, durationMs: number) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    if (!el?.animate || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    el.animate(FADE_IN, { duration: durationMs, easing: 'ease-out' });
  }, [key, durationMs]);
  return ref;
}
