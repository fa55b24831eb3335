import { lobbyApi, useGetMemberInfoQuery, useLogoutMutation } from '@lobby/api-client';
import { Modal } from '@lobby/ui';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedOut } from '../../app/session';
import { useOpenAccount } from './account-flow';
import { FreePlayButton } from './free-play-button';
import { NoticeBell } from '../shell/notice-bell';

/**
 * The header's account end (spec section 2): login and register popups for visitors; for a member the
 * name and logout, which asks first, revokes the token on the server, clears session storage
 * and goes home (spec section 4).
 */
export function AccountActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session.current);
  const [confirming, setConfirming] = useState(false);
  const [logout, { isLoading }] = useLogoutMutation();
  // Member info names the member, and a token the server refuses ends the session (forced logout).
  const { data: member } = useGetMemberInfoQuery(undefined, { skip: !session });
  const openAccount = useOpenAccount();
  // Links for a new tab; a tap opens the dialog over the current screen.
  const popup = (e: MouseEvent, kind: 'login' | 'register') => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    openAccount(kind);
  };

  if (!session) {
    return (
      <div className="header__actions">
        <FreePlayButton compact />
        <Link to="/login" className="button button--ghost" onClick={(e) => popup(e, 'login')}>
          {t('header.login')}
        </Link>
        <Link to="/register" className="button" onClick={(e) => popup(e, 'register')}>
          {t('header.register')}
        </Link>
      </div>
    );
  }

  const confirm = async () => {
    // Whatever the server answers, this device forgets the session.
    await logout();
    dispatch(loggedOut());
    // autoLogin 0 (spec section 4): the browser's password manager may not sign back in silently.
    void navigator.credentials?.preventSilentAccess?.().catch(() => undefined);
    dispatch(lobbyApi.util.invalidateTags(['Member']));
    setConfirming(false);
    navigate('/home');
  };

  return (
    <div className="header__actions">
      <NoticeBell />
      <span className="header__member" data-testid="member-name">
        {member?.nickname ?? session.userName}
      </span>
      <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
        {t('account.logout')}
      </button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t('account.logout')} closeLabel={t('shell.close')}>
        <p>{t('account.logoutPrompt')}</p>
        <div className="dialog-actions">
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            {t('account.cancel')}
          </button>
          <button type="button" className="button" disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? t('account.working') : t('account.logout')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
