/** Builds the staff admin into admin/dist, which the API serves under /admin/. */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('native/object-entries.cjs', import.meta.url)),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  // `npm run admin:dev`: the API (npm start or npm run api) answers /api and /media.
  server: {
    proxy: { '/api': 'http://127.0.0.1:4000', '/media': 'http://127.0.0.1:4000' },
  },
});
