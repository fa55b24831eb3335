import { DEFAULT_LANGUAGE, isInterfaceLanguage, type Device, type InterfaceLanguage } from '@lobby/contract/constants';

// The server writes the brand served at this host into the page's <html> (data-merchant,
// data-language, data-theme); the Vite dev server's page has none, and gets the demo brand.
const page: DOMStringMap = typeof document === 'undefined' ? {} : document.documentElement.dataset;

/** The brand this page serves and how it presents itself to the API. */
export const BRAND = {
  merchant: page.merchant ?? 'DEMO',
  /** The language and theme of a first visit; the visitor's own choice wins afterwards. */
  defaultLanguage: (isInterfaceLanguage(page.language) ? page.language : DEFAULT_LANGUAGE) as InterfaceLanguage,
  defaultTheme: page.theme === 'light' ? ('light' as const) : ('dark' as const),
  device: 'MOBILE' as Device,
  /** Same origin: the server that serves the site answers the API. */
  apiBaseUrl: '',
};
