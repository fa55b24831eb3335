import type { Device, InterfaceLanguage, Language } from '@lobby/contract/constants';

/**
 * What the base query needs from the app. Passed as the store's thunk extra argument, so the
 * client has no module state and several stores (tests, brands) can live side by side.
 */
export interface ApiClientConfig {
  /** Origin of the platform API; '' for same origin. */
  baseUrl: string;
  /**
   * Where the platform's picture paths in answers (`/static/...`, `/m/brand/...`) are made absolute:
   * by default `baseUrl`'s origin (an app on another origin shows them from the platform); '' keeps
   * them as paths (a server rendering the platform's own pages through an in-process fetch).
   */
  assetOrigin?: string;
  merchant: string;
  device: Device;
  /** The content language (my, en, cn): the `Language` header and the lists' `language`. */
  getLanguage: () => Language;
  /**
   * The interface language the member reads, when it says more than `getLanguage` (th, vi, ...):
   * sent as `Accept-Language`, so what the server writes itself (SMS, e-mails) is in it.
   */
  getInterfaceLanguage?: () => InterfaceLanguage;
  getToken: () => string | null;
  /** How long a call may take before it fails as 'timeout' ("Slow Connection"); 15 s by default. */
  timeoutMs?: number;
  /** The fetch to call the API with; server rendering passes one that answers in-process. */
  fetchFn?: typeof fetch;
}

export interface ApiClientExtra {
  apiClient: ApiClientConfig;
}
