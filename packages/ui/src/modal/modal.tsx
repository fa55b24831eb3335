import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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
  /** False for a step the user must finish: no close button, Escape or backdrop tap. */
  dismissible?: boolean;
  children: ReactNode;
}

/** Open modals, innermost last: only it answers Escape and keeps Tab inside. */
const openModals: symbol[] = [];

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: locks page scroll, closes on Escape, backdrop tap or the close button, moves
 * focus in on open, keeps Tab inside and gives focus back on close. Stacked modals close one at
 * a time, innermost first.
 */
export function Modal({ open, title, closeLabel, onClose, placement = 'center', hideTitle = false, dismissible = true, children }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest handlers, so that a parent's re-render neither re-runs the focus effect nor reorders the stack.
  const latest = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible };
  });
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const me = Symbol('modal');
    openModals.push(me);
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (openModals[openModals.length - 1] !== me) return;
      if (e.key === 'Escape' && latest.current.dismissible) latest.current.onClose();
      if (e.key === 'Tab' && panel.current) {
        const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0] ?? panel.current;
        const last = focusable[focusable.length - 1] ?? panel.current;
        const active = document.activeElement;
        if (!panel.current.contains(active) || (e.shiftKey && (active === first || active === panel.current)) || (!e.shiftKey && active === last)) {
          e.preventDefault();
          (e.shiftKey ? last : first).focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(me), 1);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={`${styles.backdrop} ${styles[placement]}`} onClick={(e) => dismissible && e.target === e.currentTarget && onClose()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? controls.visuallyHidden : styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
