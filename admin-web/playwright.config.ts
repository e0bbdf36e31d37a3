import { defineConfig } from '@playwright/test';

import { externalBaseUrl, punchcardE2eConfig } from '../build/testing/playwright.js';
import type { E2eOptions } from './e2e/fixtures.js';

// Against the real server the API must answer; against another install only when asked.
const expectApi = externalBaseUrl === undefined || process.env.E2E_EXPECT_API === '1';
const shared = punchcardE2eConfig(4317);

export default defineConfig<E2eOptions>({ ...shared, use: { ...shared.use, expectApi } });
