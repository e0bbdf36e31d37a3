import { defineConfig } from '@playwright/test';

import { punchcardE2eConfig } from '../build/testing/playwright.js';

// The API serves this renderer at /kiosk/ (a `vite preview` does too, via E2E_BASE_URL).
// E2E_PORT lets several runs share a machine; 4318 by default so this suite and admin-web's
// (4317) can run at once, each with its own server.
const shared = punchcardE2eConfig(Number(process.env.E2E_PORT ?? 4318));

// Chromium's fake camera (a generated test pattern) stands in for the selfie camera, and its
// permission prompt is answered yes, as the person setting up a kiosk does once. The badge tests
// launch browsers of their own whose camera plays a y4m file of the member's badge.
const FAKE_CAMERA = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

export default defineConfig({
  ...shared,
  // Every test signs an owner up and starts a kiosk of its own (a browser context, its service
  // worker and storage): on a busy two-core machine that alone can take half a minute, and a
  // screen that waits on the real server can take more than the default five seconds.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  projects: (shared.projects ?? []).map((project) => ({
    ...project,
    use: {
      ...project.use,
      permissions: ['camera'],
      launchOptions: {
        ...project.use?.launchOptions,
        args: [...(project.use?.launchOptions?.args ?? []), ...FAKE_CAMERA],
      },
    },
  })),
});
