import { useGetSystemStatusQuery } from '@lobby/api-client';
import { SYSTEM_STATUS } from '@lobby/domain';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { readCachedStatus, writeCachedStatus } from './status-cache';
import './status-gate.css';

// Its own chunk: a lobby that is open never needs it.
const StatusPage = lazy(() => import('./status-page').then((m) => ({ default: m.StatusPage })));

/**
 * Shows the brand's maintenance or IP-restricted page instead of the lobby: the cached status at
 * once, then the server's answer (spec section 4).
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { data, refetch } = useGetSystemStatusQuery();
  const status = data?.status ?? readCachedStatus();
  useEffect(() => {
    if (data) writeCachedStatus(data.status);
  }, [data]);

  if (status === SYSTEM_STATUS.normal) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <StatusPage maintenance={status === SYSTEM_STATUS.maintenance} onRetry={() => void refetch()} />
    </Suspense>
  );
}
