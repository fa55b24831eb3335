import { useGetSiteSettingsQuery, useLaunchChatMutation } from '@lobby/api-client';
import { decodeServicePath } from '@lobby/domain';
import { contentLanguageOf, type Language } from '@lobby/i18n';
import { Modal } from '@lobby/ui';
import { ShellIcon } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useApiErrorText } from '../../components/api-error-state';
import { useLiveChatOn, useServiceUnread } from '../../hooks/use-unread';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { accountPopupOpened } from '../../stores/popups';
import '../../components/content/content.css';
import '../../components/menu-entry.css';
import './service-popup.css';
import noticeStyles from './notice.module.css';

const CHAT_LANGUAGE: Record<Language, 'CN' | 'MY' | 'EN'> = { cn: 'CN', my: 'MY', en: 'EN' };

/**
 * The customer-service popup of the footer and side menu (spec section 2): live chat (CBS3; a
 * visitor is asked to log in), Telegram and WhatsApp when the brand has them, and the brand's
 * service link (decoded from its obfuscated path) when live chat is off.
 */
export function ServicePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['content', 'translation']);
  const { data: settings } = useGetSiteSettingsQuery();
  const session = useAppSelector((s) => s.session.current);
  const language = useAppSelector((s) => s.preferences.language);
  const theme = useAppSelector((s) => s.preferences.theme);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const errorText = useApiErrorText();
  const [launch, launching] = useLaunchChatMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const { chat: unread } = useServiceUnread();
  const decoded = (title: string) => {
    const entry = settings?.customerService.find((e) => e.title === title && e.type === 3);
    return entry ? decodeServicePath(entry.path) : null;
  };
  const liveChat = useLiveChatOn();
  const csLink = liveChat ? null : decoded('CS');
  const telegram = settings?.affiliateLinks.telegram || null;
  const whatsapp = decoded('whatsapp') ?? (settings?.affiliateLinks.whatsapp || null);

  const startChat = async () => {
    setFailure(null);
    if (!session) {
      onClose();
      dispatch(accountPopupOpened({ kind: 'login' }));
      return;
    }
    try {
      const { url } = await launch({
        b2c: '1',
        language: CHAT_LANGUAGE[contentLanguageOf(language)],
        backUrl: `/m${location.pathname}${location.search}`,
        headerColor: theme === 'light' ? '#ffffff' : '#141a2b',
        title: t('service.chatTitle'),
        template: 'v2',
      }).unwrap();
      onClose();
      void navigate(url.replace(/^\/m(?=\/)/, ''));
    } catch (error) {
      setFailure(error);
    }
  };

  const external = (href: string, key: 'telegram' | 'whatsapp' | 'service', label: string) => (
    <li key={key}>
      <a className="menu-entry" href={href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
        <ShellIcon name={key} />
        <span>{label}</span>
      </a>
    </li>
  );
  const none = !liveChat && !csLink && !telegram && !whatsapp;
  return (
    <Modal open={open} onClose={onClose} title={t('shell.service')} closeLabel={t('shell.close')} placement="bottom">
      {none ? (
        <p className={noticeStyles.card}>{t('shell.noService')}</p>
      ) : (
        <ul className="service-list" data-testid="service-entries">
          {liveChat && (
            <li>
              <button
                type="button"
                className="menu-entry"
                disabled={launching.isLoading}
                onClick={() => void startChat()}
              >
                <ShellIcon name="service" />
                <span>{t('service.liveChat')}</span>
                {unread > 0 && (
                  <span className="service-list__badge" data-testid="chat-unread">
                    {unread > 99 ? '99+' : unread}
                  </span>
                )}
              </button>
            </li>
          )}
          {csLink &&
            (csLink.startsWith('/') ? (
              <li>
                <Link className="menu-entry" to={csLink.replace(/^\/m(?=\/)/, '')} onClick={onClose}>
                  <ShellIcon name="service" />
                  <span>{t('shell.service')}</span>
                </Link>
              </li>
            ) : (
              external(csLink, 'service', t('shell.service'))
            ))}
          {telegram && external(telegram, 'telegram', t('shell.telegram'))}
          {whatsapp && external(whatsapp, 'whatsapp', t('shell.whatsapp'))}
          {session && (
            <li>
              <Link className="menu-entry" to="/inbox" onClick={onClose}>
                <ShellIcon name="bell" />
                <span>{t('translation:titles.inbox')}</span>
              </Link>
            </li>
          )}
        </ul>
      )}
      {failure !== null && (
        <p className="field-error" role="alert">
          {errorText(failure)}
        </p>
      )}
    </Modal>
  );
}
