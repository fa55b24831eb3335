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

/**
 * DOM environment: ui, api-client hooks, mobile. A screen test takes under 0.6 s alone, but CI
 * runs it beside the server's suites and builds on two shared cores, where the default 5 s
 * limit was missed; the limit is for hangs, not for speed.
 */
export const domPreset = (overrides = {}) =>
  defineConfig({
    resolve,
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      testTimeout: 30_000,
      hookTimeout: 30_000,
      ...overrides,
    },
  });
