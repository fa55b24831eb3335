import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.LOBBY_API ?? 'http://localhost:3000';

// The operator's console, served by the platform under /console/ (apps/server/src/routes/console.ts).
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: { target: 'es2020', sourcemap: 'hidden' },
  // `npm run dev` here: the API of a running server, same origin for the browser.
  server: { port: 5174, proxy: { '/__ops': api } },
});
