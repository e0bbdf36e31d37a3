// The kiosk screens of the web app against WCAG 2.2 AA (axe-core), light and dark, on a wide
// screen and a phone; with SCREENSHOTS_DIR set, each is also photographed in en and ja.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { expectNoAxeViolations } from '../../build/testing/e2e/axe.js';
import { ownBadgeUrl } from './support/kiosks.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
// Eight page loads and axe runs per screen: slow on a busy machine.
test.setTimeout(180_000);

const widths = [
  { name: 'wide', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const shotsDir = process.env.SCREENSHOTS_DIR;

interface Screen {
  name: string;
  /** The address, from the badge URL of the signed-in member. */
  path: (badge: URL) => string;
  /** What shows once the page is ready. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Brings the screen to the state worth checking (a dialog open). */
  open?: (page: Page) => Promise<void>;
}

async function check(page: Page, screen: Screen, locale: '' | '/ja', badge: URL) {
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${locale}${screen.path(badge)}`);
      // The machine may be busy: the first load of a chunk can take a while.
      await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
      await screen.open?.(page);
      // Transitions finished, so colours are the final ones.
      await page.waitForTimeout(400);
      await expectNoAxeViolations(page);
      if (shotsDir !== undefined && colorScheme === 'light') {
        const lang = locale === '' ? 'en' : 'ja';
        await page.screenshot({
          path: `${shotsDir}/${screen.name}-${lang}-${size.name}.png`,
          fullPage: true,
        });
      }
    }
  }
}

const screens: Screen[] = [
  {
    name: 'settings-workspace',
    path: () => '/settings/workspace',
    ready: (p) => p.getByRole('listitem').filter({ hasText: 'Front door' }),
  },
  {
    name: 'pairing-dialog',
    path: () => '/settings/workspace',
    ready: (p) => p.getByRole('listitem').filter({ hasText: 'Front door' }),
    open: async (p) => {
      await p.getByRole('button', { name: /Front door/ }).click();
      await p.getByRole('menuitem', { name: /New pairing code|新しいペアリングコード/ }).click();
      await expect(p.getByRole('dialog').getByRole('img', { name: /QR/ })).toBeVisible();
    },
  },
  {
    name: 'revoke-dialog',
    path: () => '/settings/workspace',
    ready: (p) => p.getByRole('listitem').filter({ hasText: 'Front door' }),
    open: async (p) => {
      await p.getByRole('button', { name: /Front door/ }).click();
      await p.getByRole('menuitem', { name: /Revoke|無効化/ }).click();
      await expect(p.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'security-pin',
    path: () => '/settings/account/security',
    ready: (p) => p.getByRole('button', { name: /Set PIN|PINを設定/ }),
  },
  {
    name: 'qr-handler',
    path: (badge) => `${badge.pathname}${badge.search}`,
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'setup-pin',
    path: () => '/setup-pin?token=e2e-not-a-real-token',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
];

for (const screen of screens) {
  test(`${screen.name} meets WCAG 2.2 AA in light and dark, wide and narrow`, async ({ page }) => {
    await signUpThroughApi(page.request, uniqueEmail('kiosk-a11y'));
    await createWorkspaceThroughApi(page.request, 'Analytical Engines');
    const registered = await page.request.post('/v1/kiosks', { data: { name: 'Front door' } });
    expect(registered.ok()).toBe(true);
    const badge = await ownBadgeUrl(page.request);
    for (const locale of ['', '/ja'] as const) {
      await test.step(locale || '/', () => check(page, screen, locale, badge));
    }
  });
}
