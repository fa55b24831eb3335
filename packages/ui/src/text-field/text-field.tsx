import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's error text, tied to the input for screen readers; none when valid. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** A control inside the input's end (a password's show/hide button). */
  adornment?: ReactNode;
}

/** A labelled text input with its error below (account forms). */
export function TextField({ id, label, error, inputRef, adornment, ...input }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={adornment ? styles.adorned : undefined}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {adornment}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
