// The kiosk suite's fixtures: `newOwner` signs an owner up through the API (the code read from
// the server's outbox) on the test's page context, so the same person can also drive the web app
// in `page`, and makes their new workspace a kiosk workspace.
import { test as base } from '@playwright/test';

import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { kioskOwner, NAMES, type Owner, type WorldOptions } from './support/kiosk-world.js';

export interface KioskFixtures {
  newOwner: (options?: WorldOptions) => Promise<Owner>;
}

export const test = base.extend<KioskFixtures>({
  newOwner: async ({ page }, provide) => {
    await provide(async (options = {}) => {
      const locale = options.locale ?? 'en';
      // The sign-up's language becomes the account's, which the kiosk takes as the workspace's.
      await page.context().setExtraHTTPHeaders({ 'Accept-Language': locale });
      await signUpThroughApi(page.request, uniqueEmail(`kiosk-${locale}`));
      const workspace = await createWorkspaceThroughApi(page.request, NAMES[locale].workspace);
      return kioskOwner(page.request, workspace, options);
    });
  },
});

export { expect } from '@playwright/test';
