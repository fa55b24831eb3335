import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../page-blocks.css';

/** The responsible-gaming page's address: one tap from the profile, the deposit and the register form. */
export const RESPONSIBLE_GAMING_PATH = '/member/protection';

/** The offer to set limits before a first deposit (issue 23). */
export function LimitOffer() {
  const { t } = useTranslation('protection');
  return (
    <aside className="surface-card" data-testid="limit-offer">
      <strong>{t('offer.depositTitle')}</strong>
      <p className="form-note">{t('offer.depositBody')}</p>
      <Link to={RESPONSIBLE_GAMING_PATH}>{t('offer.depositLink')}</Link>
    </aside>
  );
}
