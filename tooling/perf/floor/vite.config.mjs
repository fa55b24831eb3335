import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from '../../../apps/mobile/build/react-router-production';

// Built by ../budget.mjs on every run. Same plugin and JS target as apps/mobile,
// with the same React Router build, so the floor and the app differ only by the app's own code.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [reactRouterProduction(), react()],
  logLevel: 'warn',
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
});
