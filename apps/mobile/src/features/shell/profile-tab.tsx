import { memberCenterTarget } from '@lobby/domain';
import { ConfirmDialog } from '@lobby/ui';
import { useCallback, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../stores/hooks';

/**
 * The footer's profile tab (spec section 4): a visitor goes to login, a free-play account is asked
 * to register (cancel / register now), a member opens the member centre. Gives the tab's address
 * and click, and the register prompt to render beside the tabs.
 */
export function useProfileTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useAppSelector((s) => s.session.current);
  const [prompting, setPrompting] = useState(false);
  const target = memberCenterTarget(session);
  const close = useCallback(() => setPrompting(false), []);
  const registerNow = () => {
    setPrompting(false);
    if (target.kind === 'prompt') void navigate(target.registerPath.replace(/^\/m/, ''));
  };
  const onClick = (e: MouseEvent) => {
    if (target.kind !== 'prompt') return;
    e.preventDefault();
    setPrompting(true);
  };
  const prompt = (
    <ConfirmDialog
      open={prompting}
      labels={{
        title: t('nav.profile'),
        cancel: t('account.cancel'),
        confirm: t('account.registerNow'),
        close: t('shell.close'),
      }}
      message={t('account.registerPrompt')}
      onCancel={close}
      onConfirm={registerNow}
    />
  );
  return { href: (target.kind === 'prompt' ? target.registerPath : target.path).replace(/^\/m/, ''), onClick, prompt };
}
