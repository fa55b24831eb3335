import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The stories' build is not the site's: no service worker, no first-screen page, no precompression.
export default defineConfig({
  plugins: [react()],
  // The mock worker serves the stories; the site's own would only be asked for (and missing).
  define: { 'import.meta.env.VITE_SERVICE_WORKER': JSON.stringify('off') },
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
});
