import { LOBBY_TIMINGS } from '@lobby/domain';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearSpot } from '../../hooks/use-clear-spot';
import './back-to-top.css';

/** Shown once the page is scrolled this many screens down. */
const SHOW_AFTER_SCREENS = 1.5;

/**
 * Back to the top of a long list. The scroll position is read at most every 300 ms (spec section
 * 9: scroll throttle), and once more when scrolling stops, so the button never lags behind.
 */
export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = 0;
    let trailing = 0;
    const read = () => {
      last = Date.now();
      setShown(window.scrollY > window.innerHeight * SHOW_AFTER_SCREENS);
    };
    const onScroll = () => {
      window.clearTimeout(trailing);
      const wait = last + LOBBY_TIMINGS.scrollThrottleMs - Date.now();
      if (wait <= 0) read();
      else trailing = window.setTimeout(read, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Mounted by the first scroll: where that scroll already got to counts.
    read();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(trailing);
    };
  }, []);
  return shown ? <BackToTopButton /> : null;
}

/** The button itself: it never lies over the page's controls (useClearSpot). */
function BackToTopButton() {
  const { t } = useTranslation();
  const [ref, spot] = useClearSpot<HTMLButtonElement>();
  return (
    <button
      ref={ref}
      type="button"
      className="back-to-top"
      data-testid="back-to-top"
      data-aside={spot.clear ? undefined : ''}
      style={{ '--lift': `${spot.lift}px` } as CSSProperties}
      data-floating=""
      aria-label={t('shell.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
