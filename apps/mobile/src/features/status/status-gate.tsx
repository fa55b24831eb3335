import { useGetSystemStatusQuery } from '@lobby/api-client';
import { SYSTEM_STATUS } from '@lobby/domain';
import { EmptyState } from '@lobby/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readCachedStatus, writeCachedStatus } from './status-cache';
import './status-gate.css';

/**
 * Shows the maintenance or IP-restricted page instead of the lobby: the cached status at once,
 * then the server's answer (spec section 4).
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, refetch } = useGetSystemStatusQuery();
  const status = data?.status ?? readCachedStatus();
  useEffect(() => {
    if (data) writeCachedStatus(data.status);
  }, [data]);

  if (status === SYSTEM_STATUS.normal) return <>{children}</>;
  const maintenance = status === SYSTEM_STATUS.maintenance;
  return (
    <main className="status-page" data-testid={maintenance ? 'maintenance-page' : 'restricted-page'}>
      <h1>{t(maintenance ? 'status.maintenanceTitle' : 'status.restrictedTitle')}</h1>
      <EmptyState
        message={t(maintenance ? 'errors.system.maintenance' : 'errors.system.regionRestricted')}
        action={{ label: t('app.retry'), onClick: () => void refetch() }}
      />
    </main>
  );
}
