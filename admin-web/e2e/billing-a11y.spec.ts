// The plans page against WCAG 2.2 AA (axe-core) in English and Japanese, light and dark, wide and
// at 390 px, with a subscription, a card and an invoice to show, and its card dialogs open. With
// SCREENSHOTS_DIR set, each state is photographed in both modes.
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  blockingViolations,
  checkBothSchemes,
  dialogSettled,
  ready,
  switchTo,
} from './support/axe-sweep.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
test.use({ trace: 'off' });

const shotsDir = process.env.SCREENSHOTS_DIR;

/** A BASIC subscription paid by card through the test provider, with its first invoice. */
async function payingWorkspace(request: APIRequestContext) {
  await signUpThroughApi(request, uniqueEmail('billing-a11y'));
  await createWorkspaceThroughApi(request, 'Analytical Engines');
  const prices = (await (await request.get('/v1/workspaces/prices')).json()) as {
    prices: { id: string; plan: string }[];
  };
  const basic = prices.prices.find((price) => price.plan === 'BASIC')?.id ?? '';
  expect(
    (await request.post('/v1/workspaces/subscriptions/trial', { data: { price_id: basic } })).ok(),
  ).toBe(true);
  for (const id of ['pm_card_visa', 'pm_card_mastercard']) {
    expect(
      (
        await request.post('/v1/workspaces/payment-methods', { data: { payment_method_id: id } })
      ).ok(),
    ).toBe(true);
  }
  expect((await request.post('/v1/billing/test/clock', { data: { days: 15 } })).ok()).toBe(true);
}

async function photograph(page: Page, name: string, fullPage = true) {
  if (shotsDir === undefined) return;
  for (const scheme of ['light', 'dark'] as const) {
    await switchTo(page, scheme);
    await page.screenshot({ path: `${shotsDir}/${name}-${scheme}.png`, fullPage });
  }
  await switchTo(page, 'light');
}

test('the plans page meets WCAG 2.2 AA in en and ja, light and dark, wide and on a phone', async ({
  page,
}) => {
  // Eight page states and two dialogs, each checked in both modes, on a shared machine.
  test.setTimeout(600_000);
  await payingWorkspace(page.request);
  const found: string[] = [];
  for (const prefix of ['', '/ja'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.goto(`${prefix}/settings/workspace/plans`);
      await ready(page);
      await expect(page.getByRole('table')).toBeVisible();
      const label = `${prefix || '/en'} @${String(width)}`;
      await photograph(page, `plans${prefix.replace('/', '-') || '-en'}-${String(width)}`);
      const checked = await checkBothSchemes(page, 'light');
      expect.soft(checked.found, `axe on ${label}`).toEqual([]);
      found.push(...checked.found.map((violation) => `${label}: ${violation}`));
      await switchTo(page, 'light');
    }
  }

  // The card dialog and the simulated 3-D Secure challenge.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings/workspace/plans');
  await ready(page);
  await page
    .getByRole('region', { name: 'Payment methods' })
    .getByRole('button', { name: 'Add a card' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('combobox', { name: /Card number/ }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await dialogSettled(page).catch(() => undefined);
  await photograph(page, 'plans-add-card', false);
  found.push(...(await blockingViolations(page)).map((violation) => `add card: ${violation}`));
  // Tab moves on and closes the list, as a keyboard user leaves it.
  await dialog.getByRole('combobox', { name: /Card number/ }).press('Tab');
  await dialog.getByRole('button', { name: 'Save the card' }).click();
  await expect(dialog.getByText('Use one of the test card numbers offered.')).toBeVisible();
  found.push(...(await checkBothSchemes(page, 'light')).found.map((v) => `card errors: ${v}`));
  expect(found).toEqual([]);
});
