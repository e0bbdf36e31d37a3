import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../build/vite/precompress.js';

const rendererRoot = fileURLToPath(new URL('./src/renderer', import.meta.url));

// The API serves this build at /kiosk/ and the Electron shell at app://punchcard/kiosk/.
export default defineConfig({
  root: rendererRoot,
  base: '/kiosk/',
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': rendererRoot },
  },
  server: {
    proxy: { '/v1': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000' } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
  },
});
