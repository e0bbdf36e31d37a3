// The kiosk's screens against WCAG 2.2 AA (axe-core), light and dark, on a phone (390 px) and a
// wall tablet (1280 px), for a workspace whose default language is English and one whose default
// is Japanese: pairing, idle, identified, confirmation and revoked. With KIOSK_SHOTS_DIR set, each
// one is also photographed as <screen>-<locale>-<width>-<scheme>.png.
import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import type { Locale } from '@punchcard/shared';

import { expectNoAxeViolations } from '../../build/testing/e2e/axe.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import { label } from './support/kiosk-labels.js';
import {
  expectIdle,
  identifiedHeading,
  newKioskDevice,
  pairByLink,
  SLOW_LOAD,
  typePinOnKeyboard,
} from './support/kiosk-page.js';
import { MEMBER_PIN, registerKiosk } from './support/kiosk-world.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
// Five screens, four looks each, with an axe run and a slow PIN check per look.
test.setTimeout(240_000);

const LOOKS = [390, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((scheme) => ({ width, scheme })),
);
type Look = (typeof LOOKS)[number];

const shotsDir = process.env.KIOSK_SHOTS_DIR;
if (shotsDir !== undefined) mkdirSync(shotsDir, { recursive: true });

/** The browser's language for each workspace language: what a tablet in that room would say. */
const BROWSER_LOCALE: Record<Locale, string> = { en: 'en-GB', ja: 'ja-JP' };

async function showLook(page: Page, { width, scheme }: Look): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.emulateMedia({ colorScheme: scheme });
}

async function photograph(page: Page, screen: string, locale: Locale, look: Look): Promise<void> {
  if (shotsDir === undefined) return;
  await page.screenshot({
    path: `${shotsDir}/${screen}-${locale}-${String(look.width)}-${look.scheme}.png`,
    fullPage: true,
  });
}

/** Photographs, then audits the screen as it stands once its transitions have finished. */
async function audit(page: Page, screen: string, locale: Locale, look: Look): Promise<void> {
  await page.waitForTimeout(300);
  await photograph(page, screen, locale, look);
  await expectNoAxeViolations(page);
}

for (const locale of ['en', 'ja'] as const) {
  test(`every kiosk screen passes WCAG 2.2 AA, light and dark, narrow and wide (${locale})`, async ({
    browser,
    newOwner,
  }) => {
    const owner = await newOwner({
      locale,
      pin: MEMBER_PIN,
      settings: { is_qrcode_enabled: true, is_nfc_enabled: true, is_picture_enabled: false },
    });
    const { context, page } = await newKioskDevice(browser, { locale: BROWSER_LOCALE[locale] });
    const problems = watchForPageErrors(page);

    // Before pairing the kiosk knows no workspace: it speaks the browser's language.
    await page.goto('/kiosk/');
    await expect(
      page.getByRole('heading', { name: label(locale, 'kiosk:pairing.heading') }),
    ).toBeVisible(SLOW_LOAD);
    for (const look of LOOKS) {
      await showLook(page, look);
      await audit(page, 'pairing', locale, look);
    }

    const kiosk = await registerKiosk(owner);
    await pairByLink(page, kiosk.pairing_code, owner.workspace.name);
    let working = false;
    for (const look of LOOKS) {
      await showLook(page, look);
      await expectIdle(page, owner.workspace.name);
      await audit(page, 'idle', locale, look);

      await typePinOnKeyboard(page, MEMBER_PIN);
      await expect(identifiedHeading(page, owner.memberName)).toBeVisible();
      await audit(page, 'identified', locale, look);

      const action = working ? 'kiosk:action.clock_out' : 'kiosk:action.clock_in';
      await page.getByRole('button', { name: label(locale, action), exact: true }).click();
      const confirmation = page.getByRole('status', { name: label(locale, 'kiosk:done.label') });
      await expect(confirmation).toBeVisible();
      working = !working;
      // It goes back to idle after a few seconds: no pause before the photograph and the audit,
      // and the confirmation must still be there when the audit is done.
      await photograph(page, 'confirmation', locale, look);
      await expectNoAxeViolations(page);
      await expect(confirmation).toBeVisible();
      await confirmation.click();
    }

    const revoked = await owner.api.delete(`/v1/kiosks/${kiosk.id}`);
    expect(revoked.ok()).toBe(true);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: label(locale, 'kiosk:blocked.revoked.heading') }),
    ).toBeVisible(SLOW_LOAD);
    for (const look of LOOKS) {
      await showLook(page, look);
      await audit(page, 'revoked', locale, look);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
