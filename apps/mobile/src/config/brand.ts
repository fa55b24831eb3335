import type { Device } from '@lobby/contract/constants';

/** The brand this build serves and how it presents itself to the API. */
export const BRAND = {
  merchant: import.meta.env.VITE_MERCHANT ?? 'DEMO',
  device: 'MOBILE' as Device,
  /** Same origin: the server that serves the site answers the API. */
  apiBaseUrl: '',
};
