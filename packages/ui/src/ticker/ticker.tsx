import { useEffect, useRef, useState, type CSSProperties } from 'react';
import styles from './ticker.module.css';

export interface TickerProps {
  /** Announcement titles, already translated; none shows `emptyText` standing still. */
  items: readonly string[];
  emptyText: string;
  /** Accessible name of the ticker region. */
  label: string;
  /** Frames per second of the scroll (spec section 9: 30). */
  fps?: number;
  /** Pixels moved per second. */
  speed?: number;
}

/**
 * The home announcement ticker (spec section 2): titles scroll right to left at `fps` frames a
 * second; it stands still for users who ask for reduced motion, and when there is nothing to say.
 * The browser runs the scroll as a stepped CSS animation (no script per frame): the script only
 * measures one loop when the text or its fonts change.
 */
export function Ticker({ items, emptyText, label, fps = 30, speed = 40 }: TickerProps) {
  const track = useRef<HTMLDivElement>(null);
  const [loopPx, setLoopPx] = useState(0);
  const text = items.join('     •     ');

  useEffect(() => {
    const el = track.current;
    if (!el || !text || typeof ResizeObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // The track holds the text twice, each copy followed by the gap: one loop is half of it (the
    // layout is fresh when the observer reports, so reading the width costs nothing).
    const observer = new ResizeObserver(() => setLoopPx(el.offsetWidth / 2));
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);

  const seconds = loopPx / speed;
  const motion =
    text && loopPx > 0
      ? ({
          '--ticker-duration': `${seconds.toFixed(2)}s`,
          '--ticker-steps': Math.max(1, Math.round(seconds * fps)),
        } as CSSProperties)
      : undefined;

  return (
    <div className={styles.ticker} role="region" aria-label={label} data-testid="ticker">
      <svg
        className={styles.icon}
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M3 10v4h4l5 4V6L7 10zM16 8a5 5 0 0 1 0 8" />
      </svg>
      <div className={styles.window}>
        {text ? (
          // Twice the text, so the loop is seamless; the copy is hidden from screen readers.
          <div ref={track} className={motion ? `${styles.track} ${styles.moving}` : styles.track} style={motion}>
            <span>{text}</span>
            <span aria-hidden="true">{text}</span>
          </div>
        ) : (
          <p className={styles.empty}>{emptyText}</p>
        )}
      </div>
    </div>
  );
}
