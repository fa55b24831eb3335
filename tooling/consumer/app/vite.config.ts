import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The brand's app on its own origin (any *.localhost name here): it calls the platform's API
// directly, across origins, with no proxy.
export default defineConfig({
  plugins: [react()],
  preview: { allowedHosts: ['.localhost'] },
});
