import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

// E2E_BASE_URL points the tests at a running install (or a `vite preview`, which serves the
// renderer at /kiosk/ too). Without it the real one-process server (the API serving this
// renderer at /kiosk/) is started on a fresh data directory.
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = 4317;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

// The config is evaluated again in every worker; the environment carries the first directory.
function dataDir(): string {
  process.env.PUNCHCARD_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'punchcard-e2e-'));
  return process.env.PUNCHCARD_E2E_DATA_DIR;
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: process.env.CI !== undefined,
  retries: 0,
  workers: process.env.CI !== undefined ? 1 : undefined,
  reporter: process.env.CI !== undefined ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium: the one browser this machine (and CI) can install.
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--disable-gpu',
            '--disable-quic',
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer:
    externalBaseUrl === undefined
      ? {
          command: 'node ../api/dist/main.js',
          url: `http://127.0.0.1:${port}/v1/health`,
          env: {
            PORT: String(port),
            DATA_DIR: dataDir(),
            ...(process.env.DATABASE_URL === undefined
              ? {}
              : { DATABASE_URL: process.env.DATABASE_URL }),
          },
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'ignore',
          stderr: 'pipe',
        }
      : undefined,
});
