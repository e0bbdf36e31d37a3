import { defineConfig } from '@playwright/test';

import { punchcardE2eConfig } from '../build/testing/playwright.js';

// The API serves this renderer at /kiosk/ (a `vite preview` does too, via E2E_BASE_URL).
export default defineConfig(punchcardE2eConfig(4317));
