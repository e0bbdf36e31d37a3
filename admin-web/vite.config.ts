import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../build/vite/precompress.js';

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

/** `(a|b|c)` for a RegExp source. */
const anyOf = (sources: readonly string[]) => `(${sources.join('|')})`;

/**
 * What every page needs at its first paint, grouped by how often it changes: the libraries, the
 * Mantine pieces every screen draws, and the shell's own modules. Everything else stays split per
 * route, loaded when first visited. (Module ids use `/` on every platform.)
 */
const firstPaintChunks = [
  {
    name: 'framework',
    test: new RegExp(
      `/node_modules/${anyOf([
        'react/',
        'react-dom/',
        'scheduler/',
        'react-router/',
        'i18next/',
        'use-sync-external-store/',
        // Not <Trans> (it brings an HTML parser) nor infinite lists: pages that use them load them.
        'react-i18next/(?!dist/es/(Trans|TransWithoutContext|IcuTrans)\\.)',
        '@tanstack/query-core/(?!build/modern/infiniteQueryObserver\\.)',
        '@tanstack/react-query/(?!build/modern/(useInfiniteQuery|infiniteQueryOptions|useMutationState|useIsFetching)\\.)',
      ])}`,
    ),
    priority: 20,
  },
  {
    name: 'mantine-basics',
    test: new RegExp(
      `/@mantine/core/.*/(core|components/${anyOf([
        'ActionIcon',
        'Alert',
        'Anchor',
        'Box',
        'Button',
        'CloseButton',
        'Container',
        'Group',
        'Input',
        'InputBase',
        'Loader',
        'Paper',
        'PasswordInput',
        'Stack',
        'Text',
        'TextInput',
        'Title',
        'UnstyledButton',
      ])})/`,
    ),
    priority: 15,
  },
  {
    name: 'shell',
    test: new RegExp(
      anyOf([
        '/src/config/',
        '/src/hooks/',
        '/src/lib/(api-client|case-keys|locale|notify|now|query-client|session)\\.',
        '/src/components/(icons|logo|page-loader|status-page|theme-provider)\\.',
        '/src/features/accounts/(api/sign-out|utils/redirect-target)\\.',
        '/@mantine/notifications/.*/notifications\\.store',
      ]),
    ),
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react(), buildVersion(), precompress()],
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
    // A first visit loads the shell as three chunks instead of some forty small ones: each file
    // is compressed on its own, so many tiny chunks cost more bytes than one (the /signin budget).
    rolldownOptions: { output: { codeSplitting: { groups: firstPaintChunks } } },
  },
});
