import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { styleSheets } from './style-sheets';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// Everything the package names as a dependency or peer is installed beside it: not bundled.
const installed = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isInstalled = (id: string) => installed.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The published build of @lobby/ui: ES modules and one style sheet in which every CSS module's
 * classes are scoped (`lobby-<local>-<hash>`), so the package restyles nothing of its host page.
 * `.` needs no swiper; `./carousel` holds the banner carousel, which loads swiper when it slides;
 * `./date-range-picker` holds the calendar, the only part that imports react-day-picker (and, through
 * it, date-fns). Its look is this package's own CSS module: react-day-picker's style sheet is not used.
 * `./safe-html` holds the sanitizer (DOMPurify) apart too. Every module is its own file, so an app's
 * bundler takes only what it imports.
 */
export default defineConfig({
  plugins: [react(), styleSheets()],
  css: { modules: { generateScopedName: 'lobby-[local]-[hash:base64:6]' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // The flag pictures travel inside the code as data URLs, whatever bundles it next.
    assetsInlineLimit: Number.MAX_SAFE_INTEGER,
    lib: {
      entry: {
        index: entry('src/index.ts'),
        carousel: entry('src/carousel.ts'),
        'date-range-picker': entry('src/date-range-picker.ts'),
        'safe-html': entry('src/safe-html.ts'),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    cssCodeSplit: true,
    rolldownOptions: {
      external: (id) => id === 'react/jsx-runtime' || isInstalled(id),
      // One file per module: a bundler takes only the components an app imports (and not, say,
      // the sanitizer's DOMPurify or the lazy panels' chunks with EmptyState alone).
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Pictures inlined from installed packages (the flags) get a short home of their own.
        entryFileNames: (chunk) => `${chunk.name.replace(/^.*node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});
