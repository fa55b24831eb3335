import { VisitorActions } from '@lobby/ui';
import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { useOpenAccount } from '../../features/account/account-flow';
import { FreePlayButton } from '../../features/account/free-play-button';
import { useModuleOn } from '../../hooks/use-module';
import { useAppSelector } from '../../stores/hooks';

/** A member's part of the header: asked for at the start when someone is logged in (main.tsx). */
export const loadMemberActions = () => import('./member-actions');
const MemberActions = lazy(() => loadMemberActions().then((m) => ({ default: m.MemberActions })));

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
    <VisitorActions
      freePlay={<FreePlayButton compact />}
      login={{ label: t('header.login'), href: '/login', onClick: (e) => popup(e, 'login') }}
      register={
        registration
          ? { label: t('header.register'), href: '/register', onClick: (e) => popup(e, 'register') }
          : undefined
      }
      link={RouterLink}
    />
  );
}
