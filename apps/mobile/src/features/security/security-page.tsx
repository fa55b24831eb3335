import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useAppSelector } from '../../stores/hooks';
import { LoginHistorySection } from './login-history-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import '../../components/page-blocks.css';
import '../../components/section.css';

/**
 * /m/member/security (issue 23): the member's security centre. The password change that exists
 * already, two-factor sign-in with an authenticator app, the sessions on other devices (each can
 * be logged out), and the login history.
 */
export function SecurityPage() {
  const { t } = useTranslation(['security', 'translation']);
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  if (!loggedIn) return <Navigate to="/login" replace />;
  return (
    <section className="play-page" data-testid="security-centre">
      <p className="form-note">{t('security.centre.intro')}</p>
      <h2 className="section__title">{t('security.centre.passwordTitle')}</h2>
      <ul className="profile-list">
        <li>
          <Link to="/changePsw">
            <span>{t('security.centre.changePassword')}</span>
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      </ul>
      <TwoFactorSection />
      <SessionsSection />
      <LoginHistorySection />
    </section>
  );
}
