import type { SystemStatus } from '@lobby/domain';

const KEY = 'lobby.systemStatus';

/**
 * The last known system status, so a returning visitor sees it at once (spec section 4).
 * `storage` defaults to local storage, read inside the try: blocked site data throws.
 */
export function readCachedStatus(storage?: Pick<Storage, 'getItem'>): SystemStatus {
  try {
    const value = Number((storage ?? localStorage).getItem(KEY));
    return value === 1 || value === 2 ? value : 0;
  } catch {
    return 0;
  }
}

export function writeCachedStatus(status: SystemStatus, storage?: Pick<Storage, 'setItem'>) {
  try {
    (storage ?? localStorage).setItem(KEY, String(status));
  } catch {
    // Storage may be unavailable; the status is still fetched on every visit.
  }
}
