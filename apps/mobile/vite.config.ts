import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen } from './build/first-screen';
import { precompress } from './build/precompress';

const api = process.env.LOBBY_API ?? 'http://localhost:3000';

export default defineConfig({
  base: '/m/',
  plugins: [react(), firstScreen(), precompress()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    target: 'es2020',
    // The size budget reads the manifest to find what /m/home loads first.
    manifest: true,
    sourcemap: 'hidden',
    cssCodeSplit: true,
  },
  server: {
    proxy: Object.fromEntries(['/wps', '/lgw', '/static', '/healthz'].map((p) => [p, api])),
  },
});
