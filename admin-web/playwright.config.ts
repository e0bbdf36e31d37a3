import { defineConfig } from '@playwright/test';

import { externalBaseUrl, punchcardE2eConfig } from '../build/testing/playwright.js';
import type { E2eOptions } from './e2e/fixtures.js';

// Against the real server the API must answer; against another install only when asked.
const expectApi = externalBaseUrl === undefined || process.env.E2E_EXPECT_API === '1';
// E2E_PORT lets several runs share a machine, each with its own server.
const shared = punchcardE2eConfig(Number(process.env.E2E_PORT ?? 4317));

export default defineConfig<E2eOptions>({ ...shared, use: { ...shared.use, expectApi } });
