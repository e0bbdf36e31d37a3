import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { devices, type PlaywrightTestConfig } from '@playwright/test';

import { slackServerEnv } from './stand-ins/slack-env.js';
import { ssoServerEnv } from './stand-ins/sso-env.js';

/**
 * What every browser test suite shares: Debian's Chromium (the one browser this machine and CI
 * can install; Playwright never downloads one), and the real one-process server on a fresh data
 * directory unless E2E_BASE_URL points at a running install.
 */
export const externalBaseUrl = process.env.E2E_BASE_URL;

const isCi = process.env.CI !== undefined;

// The config is evaluated again in every worker; the environment carries the first directory.
function dataDir(): string {
  process.env.PUNCHCARD_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'punchcard-e2e-'));
  return process.env.PUNCHCARD_E2E_DATA_DIR;
}

/** Debian's Chromium with the switches every suite (and the kiosk UI benchmark) runs it with. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export function punchcardE2eConfig(port: number): PlaywrightTestConfig {
  const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;
  return {
    testDir: './e2e',
    fullyParallel: true,
    forbidOnly: isCi,
    retries: 0,
    workers: isCi ? 1 : undefined,
    reporter: isCi ? 'list' : [['list'], ['html', { open: 'never' }]],
    // CI runs the API's suites beside the browser's on two cores: a page may take longer than
    // the default 5 s to show what an assertion waits for, which says nothing about the page, and
    // a test that walks through several pages (a sign-in round trip through a provider) may need
    // more than the default 30 s in all.
    expect: { timeout: isCi ? 15_000 : 5_000 },
    timeout: isCi ? 90_000 : 30_000,
    use: { baseURL, trace: 'retain-on-failure' },
    projects: [
      {
        name: 'chromium',
        use: {
          ...devices['Desktop Chrome'],
          launchOptions: chromiumLaunchOptions,
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
              // The browser tests check what the FREE plan gates, which only billing makes real.
              BILLING: 'test',
              // Every test signs people up from 127.0.0.1: at the real limits the per-IP sign-up
              // budget (20 an hour) would refuse the suite's own accounts.
              THROTTLE_LIMIT_SCALE: '50',
              // Sign-in providers and Slack point at local stand-ins a test starts when it needs
              // them (build/testing/stand-ins); the server reaches them only when asked to.
              ...ssoServerEnv(port),
              ...slackServerEnv(port),
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
  };
}
