import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreen } from './build/first-screen';
import { offlinePage } from './build/offline-page';
import { precompress } from './build/precompress';
import { reactRouterProduction } from './build/react-router-production';

const api = process.env.LOBBY_API ?? 'http://localhost:3000';
/** The chunks the first page loads: the groups below, the entry and the bundler's runtime. */
const FIRST_PAGE_GROUPS = new Set(['index', 'app', 'react', 'vendor', 'boot', 'rolldown-runtime']);
const FIRST_PAGE_CHUNK = new RegExp(`(?:^|/)assets/(?:${[...FIRST_PAGE_GROUPS].join('|')})-[\\w-]+\\.js$`);

// The server's render of the first screen (src/entry-server.tsx): one self-contained module
// for Node, beside the site rather than in it, so it is never served. It is production code
// whatever NODE_ENV the server runs with (Vite leaves process.env.NODE_ENV to run time in a
// server build): React, Redux and React Router render as in the browser's build, without the
// development checks that slow every render and fill the server's log (a local `npm start`).
const serverRender = defineConfig({
  base: '/m/',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [reactRouterProduction(), react()],
  ssr: { noExternal: true, resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  build: { outDir: 'dist-ssr', target: 'node20', sourcemap: false, minify: false },
});

const site = defineConfig({
  base: '/m/',
  plugins: [
    reactRouterProduction(),
    react(),
    firstScreen(),
    offlinePage(),
    // The service worker (src/worker/sw.ts) with the list of files to precache. No manifest here:
    // the server answers each brand's own, and registration is ours (lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/worker',
      filename: 'sw.ts',
      scope: '/m/',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The first page's code and styles (the chunk groups below) and the offline page: a small
        // first download on a cheap data plan. Other screens' chunks are cached as they are used;
        // the pages themselves come from the server, which writes the brand into each.
        globPatterns: ['offline.{js,css}', 'assets/{index,app,react,vendor,boot,rolldown-runtime}-*.{js,css}'],
      },
    }),
    precompress(),
  ],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    target: 'es2020',
    // The size budget reads the manifest to find what /m/home loads first.
    manifest: true,
    sourcemap: 'hidden',
    modulePreload: {
      // A lazy screen's preload list leaves out the first page's chunks: they are loaded already, and
      // their names (hashes that do not compress) would ride in the first page's code for every screen.
      // The page itself preloads them all, so the browser asks for the app's code in one wave.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !FIRST_PAGE_CHUNK.test(dep)),
    },
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        // Seven hash characters (64^7 names; the bundler's minimum for our chunk count) instead of eight:
        // the first page's code names every lazy chunk (imports, preload lists), and hashes do not compress.
        // So a lazy chunk is named by its hash alone; the first page's keep their names (the service
        // worker's precache list and the size budget find them by name).
        chunkFileNames: ({ name }) =>
          FIRST_PAGE_GROUPS.has(name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
        // A lazy screen's styles are named by their hash alone too: the first page's code lists every
        // one of them for its screen's preloads, and their readable names cost a third of that list.
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css') && !FIRST_PAGE_GROUPS.has(name.slice(0, -4)))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
        // Few files for the first screen: on HTTP/1.1 (six connections) every extra file costs a
        // round trip on a slow network. The libraries every screen needs go together; swiper
        // stays in its own lazy chunk.
        codeSplitting: {
          groups: [
            // The first-screen boot script and what it imports, alone: it must arrive and paint early.
            {
              name: 'boot',
              test: /[\\/]apps[\\/]mobile[\\/]src[\\/](?:boot[\\/]|config[\\/]brand\.ts$|stores[\\/](?:preferences|session)-storage\.ts$)|[\\/]api-client[\\/]src[\\/]requests\.ts$/,
              priority: 2,
            },
            // The rest of our first-page code in one file: left to itself, the bundler makes a small
            // file for each set of lazy screens sharing a piece of it (more round trips on HTTP/1.1).
            {
              name: 'app',
              test: /^(?!.*[\\/]node_modules[\\/]).*[\\/](?:apps[\\/]mobile|packages)[\\/]src[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            // React apart: two mid-sized files compile as two tasks rather than one long one.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler)[\\/]/,
              priority: 4,
            },
            // Swiper, the records' calendar (react-day-picker with date-fns), react-hook-form, DOMPurify, dayjs,
            // Firebase (with its idb), zod, the list windowing (@tanstack), the vendor dropdown's Downshift (with its
            // helpers) and the language flags stay with the lazy code that uses them (home carousel, the betting
            // records' date search, account forms, notices and their dates, Google sign-in; the contract's schemas,
            // should a screen ever import one; long game lists; the opened dropdown; the language buttons; the
            // service worker's registration), out of the first load.
            {
              name: 'vendor',
              test: /^(?!.*[\\/](?:swiper|react-day-picker|date-fns|@date-fns|react-hook-form|@firebase|idb|dompurify|dayjs|zod|@tanstack|downshift|compute-scroll-into-view|prop-types|react-is|@babel|flag-icons|workbox-window|lucide-react|html-parse-stringify|void-elements)[\\/])(?!.*react-i18next[\\/]dist[\\/]es[\\/](?:Icu)?Trans).*[\\/]node_modules[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/static', '/healthz', '/m/brand', '/m/manifest.webmanifest'].map((p) => [p, api]),
    ),
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRender : site));
