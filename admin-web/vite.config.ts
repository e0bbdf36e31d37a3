import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs separately; in production it serves this build from the same origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * Gives every build an id, compiled into the app and written to `version.json`: an open tab
 * polls that file and offers a reload when the deployed id differs from its own.
 */
function buildVersion(): Plugin {
  const build = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'punchcard-build-version',
    apply: 'build',
    config: () => ({ define: { __PUNCHCARD_BUILD_ID__: JSON.stringify(build) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ build })}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildVersion()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/v1': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunks: build/bench/bundle-size
    // reads it to sum what a page loads. Never served (the server skips dot directories).
    manifest: true,
  },
});
