// Pairing against the real server: the owner registers kiosks in the web app (Settings >
// Workspace > Kiosks) and reads each pairing code there; one tablet pairs by typing it, another
// by opening the pairing link; a reload keeps both paired, and the web app sees them active.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.js';

import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import {
  expectIdle,
  newKioskDevice,
  pairByLink,
  pairByTyping,
  SLOW_LOAD,
} from './support/kiosk-page.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
// The web app's settings page and three kiosk pages, one after the other.
test.slow();

/** Registers a kiosk in the web app and reads the code its pairing dialog shows. */
async function registerInWebApp(page: Page, name: string): Promise<{ code: string; link: string }> {
  const fleet = page.getByRole('region', { name: 'Kiosks' });
  await fleet.getByLabel(/^Kiosk name/).fill(name);
  await fleet.getByRole('button', { name: 'Register kiosk' }).click();
  const dialog = page.getByRole('dialog', { name: `Pair ${name}` });
  const code = (await dialog.getByText(/^[ACDEFGHJKMNPQRTWXY34679]{8}$/).textContent()) ?? '';
  const link = (await dialog.getByRole('link', { name: /\/kiosk\/\?pair=/ }).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  return { code, link };
}

test('a kiosk pairs with the code the web app shows, or its link, and stays paired', async ({
  page,
  newOwner,
  browser,
}) => {
  // Badges off: no camera scanning in the background while the tablets pair.
  const owner = await newOwner({ settings: { is_qrcode_enabled: false } });
  await page.goto('/settings/workspace');
  await expect(page.getByRole('region', { name: 'Kiosks' })).toBeVisible(SLOW_LOAD);

  const front = await registerInWebApp(page, 'Front door');
  expect(front.code).toHaveLength(8);
  const tablet = await newKioskDevice(browser);
  const problems = watchForPageErrors(tablet.page);
  // A code is typed as people do: in lower case, which the kiosk upper-cases.
  await pairByTyping(tablet.page, front.code.toLowerCase(), owner.workspace.name);
  await tablet.page.reload();
  await expectIdle(tablet.page, owner.workspace.name);
  await expect(tablet.page.getByRole('heading', { name: 'Pair this kiosk' })).toHaveCount(0);
  await tablet.context.close();

  // The link of the dialog (and of its QR code) pairs at once, with nothing to type.
  const back = await registerInWebApp(page, 'Back door');
  expect(new URL(back.link).searchParams.get('pair')).toBe(back.code);
  const phone = await newKioskDevice(browser, { width: 390 });
  await pairByLink(phone.page, back.code, owner.workspace.name);
  // A reload (even of the pairing link, whose code is now used) keeps it paired.
  await phone.page.reload();
  await expectIdle(phone.page, owner.workspace.name);

  await page.reload();
  const fleet = page.getByRole('region', { name: 'Kiosks' });
  for (const name of ['Front door', 'Back door']) {
    await expect(
      fleet.getByRole('listitem').filter({ hasText: name }).getByText('Active'),
    ).toBeVisible(SLOW_LOAD);
  }
  expect(problems).toEqual([]);
  await phone.context.close();
});

test('a used or mistyped code is refused and the kiosk stays on the pairing screen', async ({
  page,
  newOwner,
  browser,
}) => {
  const owner = await newOwner({ settings: { is_qrcode_enabled: false } });
  const registered = await page.request.post('/v1/kiosks', { data: { name: 'Front door' } });
  const { pairing_code: code } = (await registered.json()) as { pairing_code: string };
  const first = await newKioskDevice(browser);
  await pairByTyping(first.page, code, owner.workspace.name);
  await first.context.close();

  const second = await newKioskDevice(browser);
  await second.page.goto('/kiosk/');
  const codeBox = second.page.getByRole('textbox', { name: 'Pairing code' });
  await codeBox.fill(code);
  await second.page.getByRole('button', { name: 'Pair' }).click();
  await expect(second.page.getByRole('alert')).toContainText('already used');
  await codeBox.fill('CDEFGHJK');
  await second.page.getByRole('button', { name: 'Pair' }).click();
  await expect(second.page.getByRole('alert')).toContainText('does not exist');
  await expect(second.page.getByRole('heading', { name: 'Pair this kiosk' })).toBeVisible();
  await second.context.close();
});
