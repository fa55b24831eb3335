import { test as base } from '@playwright/test';
import { serverPort, type ServerKind } from '../ports';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

/**
 * Playwright's `test` with the base URL of this worker's own server: `test.use({ server: 'popup' })`
 * picks the worker's server seeded with popups.
 */
export const test = base.extend<{ server: ServerKind }>({
  server: ['main', { option: true }],
  baseURL: async ({ server }, use, testInfo) => {
    await use(`http://localhost:${serverPort(testInfo.parallelIndex, server)}`);
  },
});
