import type { ReactNode } from 'react';
import buttons from '../button/button.module.css';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogLabels {
  title: string;
  cancel: string;
  confirm: string;
  /** Names the close button (dismissible dialogs). */
  close: string;
  /** The confirm button's words while `busy`. */
  busy?: string | undefined;
}

export interface ConfirmDialogProps {
  open: boolean;
  labels: ConfirmDialogLabels;
  /** The question: words (shown as a paragraph) or the caller's own markup. */
  message: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirmed action is under way: the confirm button waits. */
  busy?: boolean;
  /** False for a question that must be answered: no close button, Escape or backdrop tap. */
  dismissible?: boolean;
}

/** A question with cancel and confirm (log out, register now, go to a contract). */
export function ConfirmDialog({
  open,
  labels,
  message,
  onCancel,
  onConfirm,
  busy = false,
  dismissible = true,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={labels.title} closeLabel={labels.close} dismissible={dismissible}>
      {typeof message === 'string' ? <p>{message}</p> : message}
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.ghost}`} onClick={onCancel}>
          {labels.cancel}
        </button>
        <button type="button" className={buttons.button} disabled={busy} onClick={onConfirm}>
          {busy && labels.busy ? labels.busy : labels.confirm}
        </button>
      </div>
    </Modal>
  );
}
