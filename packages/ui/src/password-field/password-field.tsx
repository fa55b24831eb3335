import { useState } from 'react';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import styles from './password-field.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The toggle's words: while hidden it offers `show`, while shown `hide`. */
  toggleLabels: { show: string; hide: string };
}

/** A password input with its show/hide toggle (spec section 2). */
export function PasswordField({ toggleLabels, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.withToggle}>
      <TextField maxLength={128} autoCapitalize="none" {...field} type={shown ? 'text' : 'password'} />
      <button type="button" className={styles.toggle} aria-pressed={shown} onClick={() => setShown((s) => !s)}>
        {shown ? toggleLabels.hide : toggleLabels.show}
      </button>
    </div>
  );
}
