import { PasswordField as PasswordInput, type PasswordFieldProps } from '@lobby/ui';
import { useTranslation } from 'react-i18next';

/** ui's password field with the account dictionary's show/hide words. */
export function PasswordField(props: Omit<PasswordFieldProps, 'toggleLabels'>) {
  const { t } = useTranslation(['account', 'translation']);
  return (
    <PasswordInput {...props} toggleLabels={{ show: t('account.showPassword'), hide: t('account.hidePassword') }} />
  );
}
