import { memberCenterTarget } from '@lobby/domain';
import { Modal } from '@lobby/ui';
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../stores/hooks';

/**
 * The footer's profile tab (spec section 4): a visitor goes to login, a free-play account is asked
 * to register (cancel / register now), a member opens the member centre.
 */
export function ProfileTab({ className, children }: { className: string; children: ReactNode }) {
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
  return (
    <>
      <Link
        to={(target.kind === 'prompt' ? target.registerPath : target.path).replace(/^\/m/, '')}
        className={className}
        onClick={onClick}
      >
        {children}
      </Link>
      <Modal open={prompting} onClose={close} title={t('nav.profile')} closeLabel={t('shell.close')}>
        <p>{t('account.registerPrompt')}</p>
        <div className="dialog-actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('account.cancel')}
          </button>
          <button type="button" className="button" onClick={registerNow}>
            {t('account.registerNow')}
          </button>
        </div>
      </Modal>
    </>
  );
}
