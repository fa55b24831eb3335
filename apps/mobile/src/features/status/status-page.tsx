import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { decodeServicePath } from '@lobby/domain';
import { EmptyState } from '@lobby/ui';
import { useTranslation } from 'react-i18next';

/** The brand's own page: its logo and name, what is going on, and how to reach its service team. */
export function StatusPage({ maintenance, onRetry }: { maintenance: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  const service = settings?.customerService.find((e) => e.title === 'CS' && e.type === 3);
  const contacts = [
    { key: 'service', label: t('shell.service'), href: service ? decodeServicePath(service.path) : null },
    { key: 'telegram', label: t('shell.telegram'), href: settings?.affiliateLinks.telegram || null },
    { key: 'whatsapp', label: t('shell.whatsapp'), href: settings?.affiliateLinks.whatsapp || null },
  ].filter((c): c is { key: string; label: string; href: string } => c.href !== null);
  return (
    <main className="status-page" data-testid={maintenance ? 'maintenance-page' : 'restricted-page'}>
      {settings && (
        <div className="status-page__brand">
          {settings.logo && <img src={settings.logo} alt="" width={48} height={48} />}
          <span>{settings.siteName}</span>
        </div>
      )}
      <h1>{t(maintenance ? 'status.maintenanceTitle' : 'status.restrictedTitle')}</h1>
      <EmptyState
        message={t(maintenance ? 'errors.system.maintenance' : 'errors.system.regionRestricted')}
        action={{ label: t('app.retry'), onClick: onRetry }}
      />
      {contacts.length > 0 && (
        <section className="status-page__contacts" aria-label={t('shell.service')}>
          <p>{t('status.contact')}</p>
          <ul>
            {contacts.map((c) => (
              <li key={c.key}>
                <a className="button button--ghost" href={c.href} target="_blank" rel="noopener noreferrer">
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
