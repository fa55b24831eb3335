// Shared vitest presets. Workspace packages resolve to their TypeScript sources through the
// `source` export condition, so tests never need a prior build.
import { defineConfig } from 'vitest/config';

const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };

/** Node environment: contract, domain, server. */
export const nodePreset = (overrides = {}) =>
  defineConfig({
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
    ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
    test: { environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], ...overrides },
  });

/** DOM environment: ui, api-client hooks, mobile. */
export const domPreset = (overrides = {}) =>
  defineConfig({
    resolve,
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      ...overrides,
    },
  });
