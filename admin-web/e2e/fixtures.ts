import { test as base } from '@playwright/test';

export interface E2eOptions {
  /** True when the page is served by the real API, so /v1/health must answer ok. */
  expectApi: boolean;
}

export const test = base.extend<E2eOptions>({
  expectApi: [false, { option: true }],
});

export { expect } from '@playwright/test';
