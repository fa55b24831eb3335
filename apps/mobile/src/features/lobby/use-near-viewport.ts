import { LOBBY_TIMINGS } from '@lobby/domain';
import { useEffect, useRef, useState } from 'react';

/** True once the element comes within 100 px of the viewport (spec section 4: lazy components). */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOBBY_TIMINGS.lazyLoadMarginPx}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
