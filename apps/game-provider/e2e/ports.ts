/** The provider's browser tests sit 50 ports above the site's (E2E_PORT moves both). */
const base = Number(process.env.E2E_PORT ?? 3210) + 50;
export const PROVIDER_E2E_PORT = base;
/** The platform the tests play, answering the provider's wallet calls. */
export const WALLET_E2E_PORT = base + 1;
export const E2E_KEYS_ENV = 'LGP_E2E_KEYS';
