import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { ownBadgeUrl, pairKiosk } from './support/kiosks.js';
import { hasOutbox, linkFrom, waitForMail } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

const WORKSPACE = 'Difference Engines';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

test('a manager registers a kiosk, pairs it, renames, locks and revokes it', async ({
  page,
  playwright,
}) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('kiosk-manager'));
  await createWorkspaceThroughApi(page.request, WORKSPACE);

  await page.goto('/settings/workspace');
  await expect(page).toHaveTitle('Workspace settings | Punchcard');
  const fleet = page.getByRole('region', { name: 'Kiosks' });
  await expect(fleet.getByText('No kiosk yet.')).toBeVisible();

  await fleet.getByLabel(/^Kiosk name/).fill('Front door');
  await fleet.getByRole('button', { name: 'Register kiosk' }).click();
  const pairing = page.getByRole('dialog', { name: 'Pair Front door' });
  const code = pairing.getByText(/^[ACDEFGHJKMNPQRTWXY34679]{8}$/);
  await expect(code).toBeVisible();
  await expect(pairing.getByRole('img', { name: 'QR code of the pairing link' })).toBeVisible();
  await expect(pairing.getByText(/^Expires in 1[45]:\d\d$/)).toBeVisible();
  await expect(pairing.getByRole('link', { name: /\/kiosk\/\?pair=/ })).toBeVisible();

  // The code is the one the device needs.
  const device = await playwright.request.newContext({ baseURL: page.url() });
  await pairKiosk(device, (await code.textContent()) ?? '');
  await device.dispose();
  await pairing.getByRole('button', { name: 'Done' }).click();

  const card = fleet.getByRole('listitem').filter({ hasText: 'Front door' });
  await page.reload();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('1.0.0-e2e')).toBeVisible();

  await card.getByRole('button', { name: 'Actions for Front door' }).click();
  await page.getByRole('menuitem', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Front door' });
  await rename.getByLabel(/^Kiosk name/).fill('Main entrance');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('The kiosk was renamed.')).toBeVisible();

  const renamed = fleet.getByRole('listitem').filter({ hasText: 'Main entrance' });
  await renamed.getByRole('button', { name: 'Actions for Main entrance' }).click();
  await page.getByRole('menuitem', { name: 'Lock' }).click();
  await expect(renamed.getByText('Locked')).toBeVisible();

  await renamed.getByRole('button', { name: 'Actions for Main entrance' }).click();
  await page.getByRole('menuitem', { name: 'Revoke…' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke Main entrance?' });
  await expect(revoke).toContainText('stops working at once');
  await revoke.getByRole('button', { name: 'Revoke kiosk' }).click();
  await expect(renamed.getByText('Revoked')).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Actions for Main entrance' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a manager turns kiosk methods off and on, and they stay so', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('kiosk-flags'));
  await createWorkspaceThroughApi(page.request, WORKSPACE);

  await page.goto('/settings/workspace');
  const nfc = page.getByRole('switch', { name: /NFC card/ });
  await expect(nfc).toBeChecked();
  await nfc.click({ force: true });
  await expect(page.getByText('Kiosk settings saved.')).toBeVisible();
  await page.getByRole('switch', { name: /Use kiosks/ }).click({ force: true });
  await expect(page.getByRole('switch', { name: /QR badge/ })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('switch', { name: /NFC card/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Use kiosks/ })).not.toBeChecked();
  const workspace = (await (await page.request.get('/v1/accounts/me')).json()) as {
    active_workspace: { kiosk_settings: Record<string, boolean> };
  };
  expect(workspace.active_workspace.kiosk_settings).toMatchObject({
    is_kiosk_enabled: false,
    is_nfc_enabled: false,
    is_pin_enabled: true,
  });
});

test('a member sets a PIN; a guessable one is refused', async ({ page }) => {
  // A PIN is stored as a deliberately slow keyed hash.
  test.slow();
  await signUpThroughApi(page.request, uniqueEmail('kiosk-pin'));
  await createWorkspaceThroughApi(page.request, WORKSPACE);

  await page.goto('/settings/account/security');
  const section = page.getByRole('region', { name: 'Kiosk PIN' });
  await expect(section.getByText('You have no PIN yet.')).toBeVisible();

  await section.getByLabel('PIN, digit 1 of 8').click();
  await page.keyboard.type('1234');
  await section.getByRole('button', { name: 'Set PIN' }).click();
  // The shared PIN rule refuses it in the browser, before any request.
  await expect(
    section.getByText('This PIN is too easy to guess: avoid repeats, runs and common PINs.'),
  ).toBeVisible();

  await section.getByLabel('PIN, digit 1 of 8').click();
  await page.keyboard.type('4817');
  await section.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('Your PIN was set.')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText('You have a PIN.')).toBeVisible();
  const state = await page.request.get('/v1/accounts/me/pin/is-available');
  expect(await state.json()).toMatchObject({ has_pin: true });
});

test('a forgotten PIN is replaced through the mailed link', async ({ page }) => {
  test.slow();
  const { email } = await signUpThroughApi(page.request, uniqueEmail('kiosk-pin-reset'));
  await createWorkspaceThroughApi(page.request, WORKSPACE);
  expect((await page.request.put('/v1/accounts/me/pin', { data: { pin: '4817' } })).ok()).toBe(
    true,
  );

  await page.goto('/settings/account/security');
  const section = page.getByRole('region', { name: 'Kiosk PIN' });
  await section.getByRole('button', { name: 'Forgot your PIN?' }).click();
  await expect(section.getByRole('status')).toContainText(`We sent a link to ${email}.`);

  // The verification mail was the first one.
  const link = linkFrom(await waitForMail(email, 2), '/setup-pin');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new kiosk PIN' })).toBeVisible();
  await page.getByLabel('New PIN, digit 1 of 8').click();
  await page.keyboard.type('530917');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Your PIN was changed' })).toBeVisible({
    timeout: 30_000,
  });

  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New PIN, digit 1 of 8').click();
  await page.keyboard.type('640281');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
});

test('a badge opened on a phone is explained, to its owner and to anyone', async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page.request, uniqueEmail('kiosk-badge'));
  await createWorkspaceThroughApi(page.request, WORKSPACE);
  const badge = await ownBadgeUrl(page.request);
  const onThisServer = `${badge.pathname}${badge.search}`;
  expect(badge.pathname).toBe('/qr-handler');

  await page.goto(onThisServer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This is your kiosk badge');
  await expect(page.getByText(`a kiosk of ${WORKSPACE}`)).toBeVisible();

  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await stranger.newPage();
  await phone.goto(onThisServer);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('A kiosk badge');
  await expect(phone.getByRole('heading', { name: 'How to use a badge' })).toBeVisible();
  await phone.goto('/ja/qr-handler?b=not-a-badge');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
    'Punchcardが読み取れないQRコード',
  );
  await stranger.close();
});
