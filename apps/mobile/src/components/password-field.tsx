import { TextField, type TextFieldProps } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './password-field.module.css';

/** A password input with its show/hide toggle (spec section 2). */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation(['account', 'translation']);
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.withToggle}>
      <TextField maxLength={128} autoCapitalize="none" {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className={`icon-button ${styles.toggle}`}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? t('account.hidePassword') : t('account.showPassword')}
      </button>
    </div>
  );
}
