import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../build/vite/precompress.js';
import { serviceWorker } from '../build/vite/service-worker.js';

const rendererRoot = fileURLToPath(new URL('./src/renderer', import.meta.url));
const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as { version: string };

// The API serves this build at /kiosk/ and the Electron shell at app://punchcard/kiosk/. The
// service worker (sw.js) lists every file of the build, so it runs after them; precompress runs
// once all is written, sw.js included.
export default defineConfig({
  root: rendererRoot,
  base: '/kiosk/',
  // What the kiosk reports in its heartbeat, so managers see which build each terminal runs.
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  plugins: [react(), serviceWorker(), precompress()],
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
