import { useEffect, useRef } from 'react';
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
 */
export function Ticker({ items, emptyText, label, fps = 30, speed = 40 }: TickerProps) {
  const track = useRef<HTMLDivElement>(null);
  const text = items.join('     •     ');

  useEffect(() => {
    const el = track.current;
    if (!el || !text) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const frameMs = 1000 / fps;
    let offset = 0;
    let last = performance.now();
    let raf = requestAnimationFrame(function step(now) {
      raf = requestAnimationFrame(step);
      if (now - last < frameMs) return;
      offset += (speed * (now - last)) / 1000;
      last = now;
      const width = el.scrollWidth / 2;
      if (width > 0 && offset >= width) offset -= width;
      el.style.transform = `translateX(${-offset}px)`;
    });
    return () => cancelAnimationFrame(raf);
  }, [text, fps, speed]);

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
          <div ref={track} className={styles.track}>
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
