import { errorMessageKey } from '@lobby/i18n';
import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { usePopupTurn } from '../../hooks/use-popup-turn';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { forcedOutSeen } from '../../stores/session';

/** 'The account has been logged out, please log in again' after the server refused the token. */
export function ForcedLogoutNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // First in the popup queue, but not over a login form (that says the same by itself).
  const open = usePopupTurn(
    'forced',
    useAppSelector((s) => s.session.forcedOut),
  );
  const close = () => dispatch(forcedOutSeen());
  return (
    <Modal open={open} onClose={close} title={t('account.logout')} closeLabel={t('shell.close')}>
      <p role="alert">{t(errorMessageKey('session.expired'))}</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={close}>
          {t('account.ok')}
        </button>
      </div>
    </Modal>
  );
}
