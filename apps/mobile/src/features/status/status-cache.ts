import type { SystemStatus } from '@lobby/domain';

const KEY = 'lobby.systemStatus';

/** The last known system status, so a returning visitor sees it at once (spec section 4). */
export function readCachedStatus(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): SystemStatus {
  try {
    const value = Number(storage?.getItem(KEY));
    return value === 1 || value === 2 ? value : 0;
  } catch {
    return 0;
  }
}

export function writeCachedStatus(
  status: SystemStatus,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(KEY, String(status));
  } catch {
    // Storage may be unavailable; the status is still fetched on every visit.
  }
}
