// Shared flat config. `lobby(layer)` adds the import-direction rules of DESIGN.md section 1
// for one layer of the house, so a wrong import fails lint instead of review.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REACT = ['react', 'react-dom', 'react-dom/*', 'react/*'];
const STORE = ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux'];
const ROUTER = ['react-router', 'react-router-dom'];
const SERVER = ['fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'ioredis', '@electric-sql/*'];
const NODE = ['node:*', 'fs', 'path', 'crypto', 'http', 'os', 'child_process'];
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch'];

/** Which imports each layer may not use (DESIGN.md section 1). */
const forbidden = {
  contract: [...REACT, ...STORE, ...ROUTER, ...SERVER, ...NODE, '@lobby/*'],
  domain: [...REACT, ...STORE, ...ROUTER, ...SERVER, ...NODE, '@lobby/api-client', '@lobby/ui', '@lobby/i18n'],
  i18n: [...STORE, ...ROUTER, ...SERVER, ...NODE, '@lobby/api-client', '@lobby/ui'],
  'api-client': [...ROUTER, ...SERVER, ...NODE, '@lobby/ui'],
  ui: [...STORE, ...ROUTER, ...SERVER, ...NODE, '@lobby/api-client'],
  server: [...REACT, ...STORE, ...ROUTER, '@lobby/api-client', '@lobby/ui', '@lobby/i18n'],
  mobile: [...SERVER, ...NODE],
  tooling: [],
};

const pureLayers = new Set(['contract', 'domain']);

/**
 * @param {keyof typeof forbidden} layer
 * @param {{ react?: boolean, node?: boolean }} [opts]
 */
export function lobby(layer, opts = {}) {
  const patterns = forbidden[layer].map((group) => ({
    group: [group],
    message: `The ${layer} layer may not import this (DESIGN.md section 1).`,
  }));
  /** @type {import('eslint').Linter.Config[]} */
  const config = [
    { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', 'drizzle/**', '*.config.*', 'test-results/**', 'playwright-report/**', 'artifacts/**', 'reports/**'] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      languageOptions: {
        globals: { ...(opts.node ? globals.node : {}), ...(opts.react ? globals.browser : {}) },
      },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ conditionNames: ['source', 'types', 'import', 'default'] })],
      },
      rules: {
        'no-restricted-imports': ['error', { patterns: [...patterns, { group: ['@lobby/*/src/*', '@lobby/*/dist/*'], message: 'Import a package through its exports, not its files.' }] }],
        'import-x/no-cycle': ['error', { maxDepth: 10 }],
        'import-x/no-self-import': 'error',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        eqeqeq: ['error', 'smart'],
      },
    },
  ];
  if (pureLayers.has(layer)) {
    config.push({
      files: ['src/**/*.ts'],
      ignores: ['src/**/*.test.ts'],
      rules: {
        'no-restricted-globals': ['error', ...BROWSER_GLOBALS.map((name) => ({ name, message: 'Pure layers use no browser API.' })), { name: 'process', message: 'Pure layers read no environment.' }],
      },
    });
  }
  if (opts.react) {
    config.push({
      files: ['**/*.tsx', '**/*.ts'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'error',
      },
    });
  }
  if (layer === 'server') {
    // config.ts is the one place that reads the environment.
    config.push({
      files: ['src/**/*.ts'],
      ignores: ['src/config.ts'],
      rules: {
        'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' }],
      },
    });
  }
  return config;
}
