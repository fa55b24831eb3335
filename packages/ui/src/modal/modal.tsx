import { useEffect, useId, useRef, type ReactNode } from 'react';
import controls from '../theme/controls.module.css';
import styles from './modal.module.css';
import { useScrollLock } from './use-scroll-lock';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  onClose: () => void;
  /** center: dialogs; bottom: sheets; left: the side menu drawer. */
  placement?: 'center' | 'bottom' | 'left';
  /** Hide the visible title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: locks page scroll, closes on Escape, backdrop tap or the close button,
 * moves focus in on open and back to where it was on close.
 */
export function Modal({ open, title, closeLabel, onClose, placement = 'center', hideTitle = false, children }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={`${styles.backdrop} ${styles[placement]}`} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? controls.visuallyHidden : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
