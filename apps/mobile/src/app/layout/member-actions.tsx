import { lobbyApi, useGetMemberInfoQuery, useLogoutMutation } from '@lobby/api-client';
import { ConfirmDialog, HeaderIconButton, MemberActions as MemberActionsRow } from '@lobby/ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ContractPromptGate } from '../../features/agent/contract-prompts';
import { InvitePopupGate } from '../../features/promo/invite-popup';
import { NoticeBell } from '../../features/shell/notice-bell';
import { HeaderBalance } from '../../features/wallet/header-balance';
import { passwordManager } from '../../lib/password-manager';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { loggedOut } from '../../stores/session';

/**
 * The header's member end (spec section 2): the bell, the name over the balance, and logout,
 * which asks first, revokes the token on the server, clears session storage and goes home
 * (spec section 4). Its own chunk: a visitor's first page does not need it.
 */
export function MemberActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session.current);
  const [confirming, setConfirming] = useState(false);
  const [logout, { isLoading }] = useLogoutMutation();
  // Member info names the member, and a token the server refuses ends the session (forced logout).
  const { data: member } = useGetMemberInfoQuery(undefined, { skip: !session });
  if (!session) return null;

  const confirm = async () => {
    // Whatever the server answers, this device forgets the session.
    await logout();
    dispatch(loggedOut());
    // autoLogin 0 (spec section 4): the browser's password manager may not sign back in silently.
    const credentials = passwordManager();
    void credentials?.preventSilentAccess().catch(() => undefined);
    dispatch(lobbyApi.util.invalidateTags(['Member']));
    setConfirming(false);
    void navigate('/home');
  };

  return (
    <MemberActionsRow>
      <NoticeBell />
      <HeaderBalance name={member?.nickname ?? session.userName} />
      <HeaderIconButton
        icon="logout"
        label={t('account.logout')}
        title={t('account.logout')}
        bare
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        labels={{
          title: t('account.logout'),
          cancel: t('account.cancel'),
          confirm: t('account.logout'),
          busy: t('account.working'),
          close: t('shell.close'),
        }}
        message={t('account.logoutPrompt')}
        busy={isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
      <Suspense fallback={null}>
        <InvitePopupGate />
        <ContractPromptGate />
      </Suspense>
    </MemberActionsRow>
  );
}
