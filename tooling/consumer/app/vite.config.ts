import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The platform API is the real server, reached through the preview server (same origin, no CORS).
const api = process.env.LOBBY_API ?? 'http://localhost:3000';
export default defineConfig({
  plugins: [react()],
  preview: { proxy: { '/wps': api, '/lgw': api } },
});
