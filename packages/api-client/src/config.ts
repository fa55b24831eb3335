import type { Device, Language } from '@lobby/contract/constants';

/**
 * What the base query needs from the app. Passed as the store's thunk extra argument, so the
 * client has no module state and several stores (tests, brands) can live side by side.
 */
export interface ApiClientConfig {
  /** Origin of the platform API; '' for same origin. */
  baseUrl: string;
  merchant: string;
  device: Device;
  getLanguage: () => Language;
  getToken: () => string | null;
  /** How long a call may take before it fails as 'timeout' ("Slow Connection"); 15 s by default. */
  timeoutMs?: number;
}

export interface ApiClientExtra {
  apiClient: ApiClientConfig;
}
