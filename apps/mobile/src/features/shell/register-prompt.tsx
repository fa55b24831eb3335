import { ConfirmDialog } from '@lobby/ui';
import { useTranslation } from 'react-i18next';

/** The footer profile tab's question to a free-play account (spec section 4): cancel, or register now. */
export function RegisterPrompt({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      labels={{
        title: t('nav.profile'),
        cancel: t('account.cancel'),
        confirm: t('account.registerNow'),
        close: t('shell.close'),
      }}
      message={t('account.registerPrompt')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
