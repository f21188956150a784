import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API server (apps/server, port 3000) answers everything that is not the app's own code. */
const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/assets/i18n': API_ORIGIN,
      '/geo': API_ORIGIN,
      '/captcha': API_ORIGIN,
      '/sso': API_ORIGIN,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
