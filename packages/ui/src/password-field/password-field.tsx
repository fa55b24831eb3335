import { useState } from 'react';
import { ShellIcon } from '../shell-icon/shell-icon';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import styles from './password-field.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The toggle's words: while hidden it offers `show`, while shown `hide`. */
  toggleLabels: { show: string; hide: string };
}

/** A password input with its show/hide eye inside the field's end (spec section 2). */
export function PasswordField({ toggleLabels, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const label = shown ? toggleLabels.hide : toggleLabels.show;
  return (
    <TextField
      maxLength={128}
      autoCapitalize="none"
      {...field}
      type={shown ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={label}
          title={label}
          onClick={() => setShown((s) => !s)}
        >
          <ShellIcon name={shown ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
