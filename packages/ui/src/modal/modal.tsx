import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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

/** A <dialog> as Safari before 15.4 has it: without showModal(). */
type OlderDialog = Omit<HTMLDialogElement, 'showModal'> & Partial<Pick<HTMLDialogElement, 'showModal'>>;

/** Opens as a modal where the browser can; Safari before 15.4 shows it without the trap. */
const show = (dialog: OlderDialog) => (dialog.showModal ? dialog.showModal() : dialog.setAttribute('open', ''));

/**
 * A modal dialog on the native <dialog>: the browser puts it in the top layer (stacked modals
 * close innermost first), makes the page behind inert, keeps Tab inside and turns Escape into a
 * `cancel` event. Here: page scroll lock, backdrop tap and close button, focus on the dialog on
 * open and back where it was on close.
 */
export function Modal({
  open,
  title,
  closeLabel,
  onClose,
  placement = 'center',
  hideTitle = false,
  dismissible = true,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useScrollLock(open);

  // Before paint, so the page never shows it as a plain, non-modal box. Depends on `open` only:
  // a parent's re-render must not reopen it (which would move it above a modal opened later).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    // Only HTML, SVG and MathML elements take focus, and all of them can be given it back.
    const previous = document.activeElement as HTMLOrSVGElement | null;
    show(element);
    element.focus();
    // Taking the dialog out of the page takes it out of the top layer, but gives no focus back.
    return () => previous?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className={`${styles.backdrop} ${styles[placement]}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      onClick={(e) => dismissible && e.target === e.currentTarget && onClose()}
      // Escape closes it from anywhere inside: a search field would otherwise take the key to
      // clear its text, and the browser would send no `cancel`.
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !dismissible) return;
        e.preventDefault();
        onClose();
      }}
      onCancel={(e) => {
        // The parent closes it through `open`; not dismissible, it stays.
        e.preventDefault();
        if (dismissible) onClose();
      }}
      // Closed by the browser itself (a repeated Escape may no longer be refused): while it is in
      // the page, `open` says it is open, so it shows again.
      onClose={(e) => e.currentTarget.isConnected && show(e.currentTarget)}
    >
      <div className={styles.panel}>
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
    </dialog>
  );
}
