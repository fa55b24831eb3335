import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { ShellIcon } from './shell-icons';

/**
 * The customer-service popup of the footer and side menu (spec section 2): the brand's Telegram
 * and WhatsApp entries, each only when the brand has a link.
 */
export function ServicePopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  const links = settings?.affiliateLinks;
  const entries = (['telegram', 'whatsapp'] as const).filter((key) => links?.[key]);
  return (
    <Modal open={open} onClose={onClose} title={t('shell.service')} closeLabel={t('shell.close')} placement="bottom">
      {entries.length === 0 ? (
        <p className="notice">{t('shell.noService')}</p>
      ) : (
        <ul className="service-list" data-testid="service-entries">
          {entries.map((key) => (
            <li key={key}>
              <a className="service-list__entry" href={links![key]} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                <ShellIcon name={key} />
                <span>{t(`shell.${key}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
