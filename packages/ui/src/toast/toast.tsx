import { useEffect, useLayoutEffect, useRef } from 'react';
import styles from './toast.module.css';

export interface ToastProps {
  /** Nothing shows while empty. */
  message: string;
  tone?: 'info' | 'error';
  /** Spec section 9 timings: 1 s, 1.5 s, 2 s, 3 s or 8 s. */
  durationMs?: number;
  /** Called when the time is up; the owner clears the message. */
  onDone: () => void;
}

/** A short message over the screen that goes by itself; errors are announced at once. */
export function Toast({ message, tone = 'info', durationMs = 2000, onDone }: ToastProps) {
  const box = useRef<HTMLDivElement>(null);
  const shown = message !== '';
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, durationMs, onDone]);
  // An open Modal is a <dialog> in the top layer: only a popover, shown after it, goes over it.
  useLayoutEffect(() => {
    const element = box.current;
    if (!shown || !element?.showPopover) return;
    element.setAttribute('popover', 'manual');
    element.showPopover();
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={box} className={`${styles.toast} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}
