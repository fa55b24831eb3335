import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOpenAccount } from '../../features/account/account-flow';
import { FreePlayButton } from '../../features/account/free-play-button';
import { useModuleOn } from '../../hooks/use-module';
import { useAppSelector } from '../../stores/hooks';

const MemberActions = lazy(() => import('./member-actions').then((m) => ({ default: m.MemberActions })));

/**
 * The header's account end (spec section 2): login and register popups for visitors; for a
 * member the bell, balance and logout (MemberActions, loaded when someone is logged in).
 */
export function AccountActions() {
  const { t } = useTranslation();
  const session = useAppSelector((s) => s.session.current);
  const openAccount = useOpenAccount();
  const registration = useModuleOn('REG3');
  // Links for a new tab; a tap opens the dialog over the current screen.
  const popup = (e: MouseEvent, kind: 'login' | 'register') => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    openAccount(kind);
  };

  if (session) {
    return (
      <Suspense fallback={<div className="header__actions" />}>
        <MemberActions />
      </Suspense>
    );
  }
  return (
    <div className="header__actions">
      <FreePlayButton compact />
      <Link to="/login" className="button button--ghost" onClick={(e) => popup(e, 'login')}>
        {t('header.login')}
      </Link>
      {registration && (
        <Link to="/register" className="button" onClick={(e) => popup(e, 'register')}>
          {t('header.register')}
        </Link>
      )}
    </div>
  );
}
