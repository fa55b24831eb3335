import { useId } from 'react';
import styles from './file-picker.module.css';

export interface FilePickerProps {
  /** The field's name: 'Images'. */
  label: string;
  /** The button's words: 'Choose images'. */
  choose: string;
  /** What is chosen, in the caller's words: 'No image chosen', '2 of 3 images chosen'. */
  chosen: string;
  /** File types offered by the system's picker (MIME types or extensions). */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of further descriptions (a hint, errors). */
  describedBy?: string;
  /** The files chosen this time; the same file can be chosen again afterwards. */
  onChoose: (files: File[]) => void;
}

/**
 * A file field in the lobby's words and look, instead of the browser's own "Choose Files / No
 * file chosen" (always in the browser's language). The real input stays in the page, visually
 * hidden but focusable: a tap on the button (its label) or Enter/Space on it opens the picker, and
 * screen readers announce it as a file field named by both labels, with what is chosen.
 */
export function FilePicker({
  label,
  choose,
  chosen,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  describedBy,
  onChoose,
}: FilePickerProps) {
  const id = useId();
  return (
    <div className={styles.picker}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className={styles.input}
        {...(accept ? { accept } : {})}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(' ')}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          onChoose(files);
        }}
      />
      <div className={styles.row}>
        <label className={styles.button} htmlFor={id} aria-disabled={disabled || undefined}>
          {choose}
        </label>
        <span id={`${id}-chosen`} className={styles.chosen} aria-live="polite">
          {chosen}
        </span>
      </div>
    </div>
  );
}
