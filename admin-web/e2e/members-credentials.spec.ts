// The members page and a member's kiosk credentials, against the real server: a manager binds a
// card by its UID, unbinds it, rotates a badge, and puts a paired kiosk into enrolment mode (a
// tap on it binds a card; a second wait is stopped). WCAG 2.2 AA of the page and the drawer is
// checked in e2e/accessibility.spec.ts (the one sweep); with SCREENSHOTS_DIR set, the waiting
// enrolment is photographed.
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { kioskPublicKey } from './support/kiosks.js';
import { hasOutbox, lastMail, linkFrom } from '../../build/testing/e2e/outbox.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

const shotsDir = process.env.SCREENSHOTS_DIR;

/** A manager (signed in on `page`) with a workspace, a member who joined and a paired kiosk. */
async function setUp(page: Page, device: APIRequestContext) {
  await signUpThroughApi(page.request, uniqueEmail('manager'));
  const workspace = await createWorkspaceThroughApi(page.request, 'Difference Engines');
  const invitee = uniqueEmail('charles');
  const invited = await page.request.post('/v1/accounts/invitations/workspace-members', {
    data: { role: 'Member', emails: [invitee] },
  });
  expect(invited.ok()).toBe(true);
  // The member accepts on a context of their own (the device's, before it pairs).
  await expect.poll(() => lastMail(invitee)).toBeDefined();
  const token = linkFrom(lastMail(invitee) ?? '', '/signup/member/invite').searchParams.get(
    'token',
  );
  const joined = await device.post('/v1/accounts/members', {
    data: { email: invitee, password: PASSWORD, token },
  });
  expect(joined.ok()).toBe(true);
  const registered = await page.request.post('/v1/kiosks', { data: { name: 'Front door' } });
  expect(registered.ok()).toBe(true);
  const { pairing_code: code } = (await registered.json()) as { pairing_code: string };
  const paired = await device.post('/v1/kiosk/pair', {
    data: { code, public_key: kioskPublicKey(), app_version: '1.0.0-e2e' },
  });
  expect(paired.ok()).toBe(true);
  const { token: kioskToken } = (await paired.json()) as { token: string };
  return { invitee, kioskToken, idWorkspace: workspace.id };
}

async function openCredentials(page: Page, invitee: string, prefix = '') {
  await page.goto(`${prefix}/settings/workspace/members`);
  const row = page.getByRole('listitem').filter({ hasText: invitee });
  // The machine may be busy: the first load of a chunk can take a while.
  await row.getByRole('button', { name: /Kiosk credentials|キオスク認証/ }).click({
    timeout: 20_000,
  });
  const drawer = page.getByRole('dialog', { name: new RegExp(invitee.replace(/[.]/g, '\\.')) });
  await expect(drawer.getByRole('img', { name: /QR/ })).toBeVisible({ timeout: 20_000 });
  return drawer;
}

test('a manager binds, unbinds and enrols cards and rotates a badge', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const device = await playwright.request.newContext({ baseURL });
  const { invitee, kioskToken } = await setUp(page, device);
  const drawer = await openCredentials(page, invitee);

  // A card by its typed UID, shown by its last digits only; the same card again is refused.
  const uid = drawer.getByRole('textbox', { name: /Card UID/ });
  await uid.fill('04:A2:2B:1C:5F:61:80');
  await drawer.getByRole('button', { name: 'Bind card' }).click();
  await expect(drawer.getByText('Card ending in 6180')).toBeVisible();
  await expect(drawer.getByText(/04:A2|04A2/)).toHaveCount(0);
  await uid.fill('04a22b1c5f6180');
  await drawer.getByRole('button', { name: 'Bind card' }).click();
  await expect(drawer.getByRole('alert')).toHaveText(
    'This card already belongs to a member of this workspace. Unbind it first.',
  );

  // Unbinding asks first.
  await drawer.getByRole('button', { name: 'Unbind the card ending in 6180' }).click();
  const unbind = page.getByRole('dialog', { name: 'Unbind the card ending in 6180?' });
  await unbind.getByRole('button', { name: 'Unbind card' }).click();
  await expect(drawer.getByText('No card is bound to this member.')).toBeVisible();

  // Rotating the badge explains that the old one dies everywhere, then shows the new version.
  await expect(drawer.getByText('Version 1')).toBeVisible();
  await drawer.getByRole('button', { name: 'Rotate badge' }).click();
  const rotate = page.getByRole('dialog', { name: /^Rotate the badge of/ });
  await expect(rotate).toContainText('The old badge stops working at once, on every kiosk');
  await rotate.getByRole('button', { name: 'Rotate badge' }).click();
  await expect(drawer.getByText('Version 2')).toBeVisible();

  // Enrolment at the kiosk: it waits with a countdown; a tap on it binds the card, which the
  // page sees in the member's card list.
  const startAt = async () => {
    await drawer.getByRole('combobox', { name: 'Kiosk' }).click();
    await page.getByRole('option', { name: 'Front door' }).click();
    await drawer.getByRole('button', { name: 'Enrol at this kiosk' }).click();
    await expect(drawer.getByText(/Front door is waiting for a card/)).toBeVisible();
    await expect(drawer.getByText(/^(1:00|0:[0-5]\d)$/)).toBeVisible();
  };
  await startAt();
  if (shotsDir !== undefined) {
    await page.screenshot({ path: `${shotsDir}/enrolment-waiting-en-wide.png` });
  }
  await device.post('/v1/kiosk/identify', {
    headers: { Authorization: `Kiosk ${kioskToken}` },
    data: { method: 'nfc', value: '04:A2:2B:1C:5F:61:81' },
  });
  await expect(drawer.getByText('Card ending in 6181')).toBeVisible({ timeout: 10_000 });
  await expect(drawer.getByText(/is waiting for a card/)).toHaveCount(0);

  // A second wait, stopped: the kiosk no longer binds the next tap.
  await startAt();
  await drawer.getByRole('button', { name: 'Stop waiting' }).click();
  await expect(drawer.getByRole('button', { name: 'Enrol at this kiosk' })).toBeVisible();
  await device.post('/v1/kiosk/identify', {
    headers: { Authorization: `Kiosk ${kioskToken}` },
    data: { method: 'nfc', value: '04:A2:2B:1C:5F:61:82' },
  });
  await page.waitForTimeout(2_500);
  await expect(drawer.getByText('Card ending in 6182')).toHaveCount(0);
  await device.dispose();
});

test('the badge sheet downloads as a PDF', async ({ page, playwright, baseURL }) => {
  const device = await playwright.request.newContext({ baseURL });
  await setUp(page, device);
  await device.dispose();
  await page.goto('/settings/workspace/members');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print badges' }).click({ timeout: 20_000 });
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('badges.pdf');
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
