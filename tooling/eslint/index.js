// Shared flat config. `lobby(layer)` adds the import-direction rules of DESIGN.md section 1
// for one layer of the house, so a wrong import fails lint instead of review.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REACT = ['react', 'react-dom', 'react-dom/*', 'react/*'];
const STORE = ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux'];
const ROUTER = ['react-router', 'react-router-dom'];
const SERVER = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  'ioredis',
  '@electric-sql/*',
];
const NODE = ['node:*', 'fs', 'path', 'crypto', 'http', 'os', 'child_process'];
const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch'];

/** Which imports each layer may not use (DESIGN.md section 1). */
const forbidden = {
  contract: [...REACT, ...STORE, ...ROUTER, ...SERVER, ...NODE, '@lobby/*'],
  domain: [...REACT, ...STORE, ...ROUTER, ...SERVER, ...NODE, '@lobby/api-client', '@lobby/ui', '@lobby/i18n'],
  i18n: [...STORE, ...ROUTER, ...SERVER, ...NODE, '@lobby/api-client', '@lobby/ui'],
  'api-client': [...ROUTER, ...SERVER, ...NODE, '@lobby/ui'],
  // ui takes its words as props: the dictionaries are the app's (Storybook's .storybook/ may read them).
  ui: [...STORE, ...ROUTER, ...SERVER, ...NODE, '@lobby/api-client', '@lobby/i18n'],
  server: [...REACT, ...STORE, ...ROUTER, '@lobby/api-client', '@lobby/ui', '@lobby/i18n'],
  mobile: [...SERVER, ...NODE],
  // The operator's console: a browser app on the same packages as the site.
  console: [...SERVER, ...NODE],
  // A separate party: it shares the protocol's schemas and nothing else (see lobby() below).
  provider: [...REACT, ...STORE, ...ROUTER],
  tooling: [],
};

const pureLayers = new Set(['contract', 'domain']);

/** The shared rooms of apps/mobile/src (bulletproof-react's shape, DESIGN.md section 1). */
const MOBILE_SHARED = ['components', 'hooks', 'stores', 'lib', 'config'];

/**
 * The rooms of apps/mobile/src as `import-x/no-restricted-paths` zones: a feature imports no
 * other feature, nothing from `app/` or `routes/`; the shared rooms import no feature, no route
 * and nothing from `app/`; `routes/` composes features and shared pieces, not `app/`; the boot
 * script imports only shared code. `app/` (router, providers, layout) may import everything.
 * @param {string} root the app's folder (the one holding `src/`)
 */
export function mobileZones(root) {
  const src = path.join(root, 'src');
  const featuresDir = path.join(src, 'features');
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  const shared = MOBILE_SHARED.map((dir) => `./src/${dir}`);
  const rooms =
    'Shared code goes to components/, hooks/, stores/, lib/ or config/; features are composed in routes/ or app/ (DESIGN.md section 1).';
  return [
    ...features.map((name) => ({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: `The ${name} feature may not import another feature. ${rooms}`,
    })),
    {
      target: './src/features',
      from: ['./src/app', './src/routes', './src/boot'],
      message: `A feature may not import app/, routes/ or boot/. ${rooms}`,
    },
    {
      target: shared,
      from: ['./src/features', './src/app', './src/routes'],
      message: `Shared code may not import features/, routes/ or app/. ${rooms}`,
    },
    {
      target: './src/routes',
      from: ['./src/app', './src/boot'],
      message: `Routes compose features and shared code, not app/ (the router imports routes, not the reverse). ${rooms}`,
    },
    {
      target: './src/boot',
      from: ['./src/app', './src/features', './src/routes'],
      message: `The first-screen boot script may import only shared code. ${rooms}`,
    },
  ];
}

/**
 * @param {keyof typeof forbidden} layer
 * @param {{ react?: boolean, node?: boolean, root?: string, typed?: boolean }} [opts] `root`: the package's folder
 *   (mobile: where the room zones start; defaults to the working directory); `typed: false` leaves out
 *   the type-aware rules (for probe files outside any tsconfig)
 */
export function lobby(layer, opts = {}) {
  const patterns = forbidden[layer].map((group) => ({
    group: [group],
    message: `The ${layer} layer may not import this (DESIGN.md section 1).`,
  }));
  /** @type {import('eslint').Linter.Config[]} */
  const config = [
    {
      ignores: [
        'dist/**',
        'dist-ssr/**',
        'dist-bench/**',
        'storybook-static/**',
        'coverage/**',
        'drizzle/**',
        '*.config.*',
        'test-results/**',
        'playwright-report/**',
        'artifacts/**',
        'reports/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      languageOptions: {
        globals: { ...(opts.node ? globals.node : {}), ...(opts.react ? globals.browser : {}) },
      },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ conditionNames: ['source', 'types', 'import', 'default'] }),
        ],
      },
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...patterns,
              {
                group: ['@lobby/*/src/*', '@lobby/*/dist/*'],
                message: 'Import a package through its exports, not its files.',
              },
            ],
          },
        ],
        'import-x/no-cycle': ['error', { maxDepth: 10 }],
        'import-x/no-self-import': 'error',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        eqeqeq: ['error', 'smart'],
      },
    },
  ];
  // Type-aware rules (typescript-eslint's project service): promises are awaited or handled,
  // conditions can be false, and `!` does not silence the checker.
  if (opts.typed !== false)
    config.push({
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: opts.root ?? process.cwd() } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        '@typescript-eslint/no-unnecessary-condition': 'error',
        '@typescript-eslint/no-non-null-assertion': 'error',
        'import-x/order': [
          'error',
          {
            groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
            alphabetize: { order: 'asc', caseInsensitive: true },
          },
        ],
      },
    });
  // A test states what it expects: `!` on a value it just asserted reads better than a guard.
  config.push({
    files: ['**/*.test.{ts,tsx}', 'test/**', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  });
  if (pureLayers.has(layer)) {
    config.push({
      files: ['src/**/*.ts'],
      ignores: ['src/**/*.test.ts'],
      rules: {
        'no-restricted-globals': [
          'error',
          ...BROWSER_GLOBALS.map((name) => ({ name, message: 'Pure layers use no browser API.' })),
          { name: 'process', message: 'Pure layers read no environment.' },
        ],
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
  if (layer === 'mobile') {
    const root = opts.root ?? process.cwd();
    config.push({
      files: ['src/**/*.{ts,tsx}'],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: mobileZones(root) }] },
    });
  }
  if (layer === 'provider') {
    // A local provider (games, or payments with `protocol: 'payment'`) is another company's
    // process: of ours it may know its protocol's schemas only. Its browser code (src/client)
    // runs in the player's page.
    const protocol = opts.protocol ?? 'provider';
    config.push(
      {
        files: ['**/*.{ts,js,mjs}'],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...patterns,
                {
                  regex: `^@lobby/(?!contract/${protocol}$)`,
                  message: `A provider is a separate party: it imports only @lobby/contract/${protocol}.`,
                },
              ],
            },
          ],
        },
      },
      {
        files: ['src/**/*.ts'],
        ignores: ['src/config.ts', 'src/client/**'],
        rules: {
          'no-restricted-properties': [
            'error',
            { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' },
          ],
        },
      },
      {
        files: ['src/client/**/*.ts'],
        languageOptions: { globals: globals.browser },
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...patterns,
                { group: [...NODE, ...SERVER], message: 'The game page runs in the browser.' },
                { regex: '^@lobby/', message: 'The game page imports nothing of the platform.' },
              ],
            },
          ],
        },
      },
    );
  }
  if (layer === 'server') {
    // config.ts is the one place that reads the environment.
    config.push({
      files: ['src/**/*.ts'],
      ignores: ['src/config.ts'],
      rules: {
        'no-restricted-properties': [
          'error',
          { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' },
        ],
      },
    });
  }
  return config;
}
