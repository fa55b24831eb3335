import { useEffect } from 'react';

// Several modals may be open at once (a dialog over the side menu): count the locks so the
// page scrolls again only when the last one closes.
let locks = 0;
let saved = '';

/** Locks page scrolling while `active` (spec section 2: any modal locks page scrolling). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      saved = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = saved;
    };
  }, [active]);
}
