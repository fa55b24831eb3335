import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../stores/hooks';
import styles from './account-dialog.module.css';
import { ChangePasswordPage } from './change-password-page';

/**
 * Change password as a dialog (spec section 2). A forced change cannot be dismissed: the
 * temporary password's session does nothing else until a new password is set.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'translation']);
  const forced = useAppSelector((s) => s.session.current?.mustChangePassword === true);
  return (
    <Modal
      open
      title={t('titles.changePassword')}
      closeLabel={t('shell.close')}
      onClose={onClose}
      dismissible={!forced}
    >
      <div className={styles.dialog} data-testid="change-password-dialog">
        <ChangePasswordPage />
      </div>
    </Modal>
  );
}
