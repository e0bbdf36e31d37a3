// The member's kiosk badge on /profile and the kiosk selfies on /kiosk-selfies, against the real
// server: a kiosk pairs, uploads a selfie and signs a punch through the device API, then the
// browser finds the photo beside its punch. Both pages (and the enlarged photo) are checked against
// WCAG 2.2 AA in e2e/accessibility.spec.ts, the one sweep over every screen.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import type { APIRequestContext } from '@playwright/test';
import { genesisHash, signPunch } from '@punchcard/shared';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { ownBadgeUrl } from './support/kiosks.js';
import { SELFIE_JPEG } from './support/selfie-jpeg.js';
import { hasOutbox, waitForMail } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

/** A kiosk paired with a key this test keeps: it uploads selfies and signs punches. */
async function pairedKiosk(manager: APIRequestContext, device: APIRequestContext) {
  const registered = await manager.post('/v1/kiosks', { data: { name: 'Front door' } });
  expect(registered.ok()).toBe(true);
  const { id, pairing_code: code } = (await registered.json()) as {
    id: string;
    pairing_code: string;
  };
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const paired = await device.post('/v1/kiosk/pair', {
    data: { code, public_key: { kty, crv, x, y }, app_version: '1.0.0-e2e' },
  });
  expect(paired.ok()).toBe(true);
  const { token } = (await paired.json()) as { token: string };
  return { id, headers: { Authorization: `Kiosk ${token}` }, privateKey: keys.privateKey };
}

/** The member signed in on `manager` clocks in at a new kiosk with a selfie and their badge. */
async function clockInWithSelfie(manager: APIRequestContext, device: APIRequestContext) {
  const kiosk = await pairedKiosk(manager, device);
  const selfieId = randomUUID();
  const uploaded = await device.post('/v1/kiosk/selfies', {
    headers: kiosk.headers,
    multipart: {
      id: selfieId,
      file: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: SELFIE_JPEG },
    },
  });
  expect(uploaded.status()).toBe(201);
  const badge = await ownBadgeUrl(manager);
  const entry = await signPunch(kiosk.privateKey, await genesisHash(kiosk.id), {
    id: randomUUID(),
    seq: 1,
    at: Math.floor(Date.now() / 1000),
    action: 'clock_in',
    credential: { method: 'qr', value: badge.href },
    selfie_id: selfieId,
  });
  const punched = await device.post('/v1/kiosk/punches', {
    headers: kiosk.headers,
    data: { punches: [entry] },
  });
  expect(punched.ok()).toBe(true);
  const { results } = (await punched.json()) as { results: { status: string }[] };
  expect(results.map((result) => result.status)).toEqual(['applied']);
}

test('a member sees their kiosk badge on the profile, downloads it and has it e-mailed', async ({
  page,
}) => {
  const problems = watchForPageErrors(page);
  const { email } = await signUpThroughApi(page.request, uniqueEmail('badge'));
  await createWorkspaceThroughApi(page.request, 'Analytical Engines');

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Kiosk badge' });
  await expect(section.getByRole('img', { name: 'QR code of your kiosk badge' })).toBeVisible();
  await expect(section.getByText('Badge version 1')).toBeVisible();

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('kiosk-badge.png');
  const bytes = await readFile(await file.path());
  // The PNG signature: what was saved is the image, not an error page.
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  const pdfDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('kiosk-badge.pdf');
  expect((await readFile(await pdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await section.getByRole('button', { name: 'E-mail it to me' }).click();
  await expect(page.getByText(`Your badge is on its way to ${email}.`)).toBeVisible();
  // The sign-up code was the first mail; the badge is the second.
  await waitForMail(email, 2);
  expect(problems).toEqual([]);
});

test('a manager browses a kiosk selfie beside the punch it proves', async ({ page, request }) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('selfies'));
  await createWorkspaceThroughApi(page.request, 'Analytical Engines');
  // `request` has no session: it stands for the device.
  await clockInWithSelfie(page.request, request);

  await page.goto('/profile');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Kiosk selfies' })
    .click();
  await expect(page).toHaveURL(/\/kiosk-selfies$/);
  const photo = page.getByRole('img', { name: /^Selfie of .+ at .+, clock in$/ });
  await expect(photo).toBeVisible();
  // Served by the uploads route to the signed-in member's cookie, and really an image.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await expect(page.getByText(/ · Clock in$/)).toBeVisible();
  await expect(page.getByText('at Front door')).toBeVisible();

  await page.getByRole('button', { name: /^Selfie of / }).click();
  const dialog = page.getByRole('dialog', { name: /^Selfie of .+, clock in$/ });
  await expect(dialog.getByRole('img', { name: /^Selfie of / })).toBeVisible();
  await expect(dialog.getByText('Front door')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});
