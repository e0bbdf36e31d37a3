// The kiosk activity view against the real server: a kiosk paired through the API sends a punch
// with a broken chain and one with a forged signature, and fails to identify with a wrong PIN;
// the manager sees them on /settings/workspace, in English and Japanese, and sets how old a punch
// may be. WCAG 2.2 AA of the view is checked in e2e/accessibility.spec.ts (the one sweep).
import type { APIRequest, Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { signingKiosk, strangerKey } from './support/kiosk-journal.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
// Pairing, signing and a page load per language: slow on a busy machine.
test.setTimeout(90_000);

const PIN_PUNCH = { method: 'pin', value: '482913' } as const;

/** A manager's workspace whose kiosk "Front door" was refused twice and misidentified once. */
async function seedRefusals(page: Page, requests: APIRequest, baseURL: string) {
  await signUpThroughApi(page.request, uniqueEmail('kiosk-activity'));
  await createWorkspaceThroughApi(page.request, 'Jacquard Looms');
  const kiosk = await signingKiosk(requests, page.request, baseURL, 'Front door');
  const at = Math.floor(Date.now() / 1000) - 60;
  const body = { seq: 1, at, action: 'clock_in', credential: PIN_PUNCH } as const;

  // Linked to an entry the server never saw: a gap in the chain.
  const broken = await kiosk.sign('ab'.repeat(32), body);
  // Linked right, but signed with a key this kiosk never registered.
  const forged = await kiosk.sign(kiosk.genesis, body, await strangerKey());
  for (const [entry, errorKey] of [
    [broken, 'kiosk.punch.broken_chain'],
    [forged, 'kiosk.punch.bad_signature'],
  ] as const) {
    const sent = await kiosk.device.post('/v1/kiosk/punches', { data: { punches: [entry] } });
    expect(sent.ok()).toBe(true);
    const { results } = (await sent.json()) as {
      results: { status: string; error_key?: string }[];
    };
    expect(results).toEqual([expect.objectContaining({ status: 'rejected', error_key: errorKey })]);
  }

  const identify = await kiosk.device.post('/v1/kiosk/identify', {
    data: { method: 'pin', value: '975310' },
  });
  expect(identify.status()).toBe(400);
  await kiosk.device.dispose();
}

test('a manager sees refused punches and failed identifications, in English and Japanese', async ({
  page,
  playwright,
  baseURL,
}) => {
  const problems = watchForPageErrors(page);
  await seedRefusals(page, playwright.request, baseURL ?? '');

  await page.goto('/settings/workspace');
  const card = page.getByRole('listitem').filter({ hasText: 'Front door' }).first();
  // The machine may be busy: the first load of a chunk can take a while.
  await expect(card.getByRole('button', { name: '2 refused punches this week' })).toBeVisible({
    timeout: 20_000,
  });

  const activity = page.getByRole('region', { name: 'Kiosk activity' });
  const punches = activity.getByRole('tabpanel', { name: /Refused punches/ });
  await expect(punches.getByRole('listitem')).toHaveCount(2);
  await expect(punches.getByText(/^Broken chain/)).toBeVisible();
  await expect(punches.getByText(/^Bad signature/)).toBeVisible();
  await expect(punches.getByText('Clock in')).toHaveCount(2);

  await activity.getByRole('tab', { name: /Failed identifications/ }).click();
  const failures = activity.getByRole('tabpanel', { name: /Failed identifications/ });
  // The wrong PIN at identify, and (checked as they arrived) the PIN the refused punches carried.
  const failure = failures.getByRole('listitem').first();
  await expect(failure.getByText('PIN', { exact: true })).toBeVisible();
  await expect(failure.getByText('No member matched')).toBeVisible();
  await expect(failure.getByText('Front door')).toBeVisible();
  // The value tried is never shown (nor kept).
  await expect(page.getByText('975310')).toHaveCount(0);

  // A period before the kiosk existed holds nothing.
  await activity.getByLabel('From').fill('2001-01-01');
  await activity.getByLabel('To').fill('2001-01-31');
  await expect(failures.getByText('No failed identifications in this period.')).toBeVisible();
  await activity.getByRole('tab', { name: /Refused punches/ }).click();
  await expect(punches.getByText('No refused punches in this period.')).toBeVisible();

  await page.goto('/ja/settings/workspace');
  const ja = page.getByRole('region', { name: 'キオスクのアクティビティ' });
  await expect(ja.getByText(/^チェーンの断絶/)).toBeVisible();
  await expect(ja.getByText(/^署名が不正/)).toBeVisible();
  await ja.getByRole('tab', { name: /本人確認の失敗/ }).click();
  await expect(ja.getByText('該当するメンバーなし').first()).toBeVisible();

  expect(problems).toEqual([]);
});

test('a manager sets the oldest punch a kiosk may send, from 1 to 31 days', async ({ page }) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('kiosk-max-age'));
  await createWorkspaceThroughApi(page.request, 'Jacquard Looms');
  await page.goto('/settings/workspace');
  const days = page.getByRole('textbox', { name: /Oldest punch a kiosk may send/ });
  // The machine may be busy: the first load of a chunk can take a while.
  await expect(days).toHaveValue('7', { timeout: 20_000 });
  await days.fill('40');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter a whole number of days from 1 to 31.')).toBeVisible();
  await days.fill('14');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Kiosk settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Oldest punch a kiosk may send/ })).toHaveValue(
    '14',
  );
  expect(problems).toEqual([]);
});
