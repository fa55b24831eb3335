import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import styles from './terms-popup.module.css';

/** The registration terms (spec section 2: terms popup). */
export function TermsPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['account', 'translation']);
  return (
    <Modal open={open} title={t('account.termsTitle')} closeLabel={t('account.close')} onClose={onClose}>
      <p className={styles.text}>{t('account.termsText')}</p>
      <button type="button" className="button button--wide" onClick={onClose}>
        {t('account.close')}
      </button>
    </Modal>
  );
}
