// The member's kiosk badge on /profile and the kiosk selfies on /kiosk-selfies, against the real
// server: a kiosk pairs, uploads a selfie and signs a punch through the device API, then the
// browser finds the photo beside its punch. Both pages are checked against WCAG 2.2 AA (axe-core)
// in light and dark, without a prefix, under /en and /ja, on a phone and a wide screen.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import type { APIRequestContext, Page } from '@playwright/test';
import { genesisHash, signPunch } from '@punchcard/shared';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { expectNoAxeViolations } from '../../build/testing/e2e/axe.js';
import { ownBadgeUrl } from './support/kiosks.js';
import { hasOutbox, waitForMail } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

// A 120 x 90 JPEG (a figure on a blue ground): the server re-encodes what it is sent, so it
// must be a real one.
const SELFIE_JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpR' +
    'Uk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09P' +
    'T0//wAARCABaAHgDASIAAhEBAxEB/8QAGgAAAwEBAQEAAAAAAAAAAAAAAAECBQMEBv/EAC0QAQEAAQMCBAQFBQAAAAAA' +
    'AAEAAgMEETFBBRITUVJhgaEGFSIykSFCcdHx/8QAGgEBAAMBAQEAAAAAAAAAAAAAAAMEBQECBv/EACIRAAICAgEEAwEA' +
    'AAAAAAAAAAABAgMEESESEyIxMkFRof/aAAwDAQACEQMRAD8A2lpWS0rXimNaVkslgBaVhaVgGtKyWlYdGtKwtKwAtKwt' +
    'KwDWlZLJYAWKViA11pWS0rDg1pWFpWAFkslr2+jluNfHTx79X2LjaS2zqTb0icMM9TLy6eLk+wXZ2G7459F/ktzQ0NPQ' +
    '0zDTx4O73bpUJZr34ouxxFryZ8rqYZ6eXl1McsX2Ti5rfU7jQ09xpuGrjydnuXzO60cttr5aWfbo+5WKL1bx9kF1Lr5+' +
    'jmtKyWS1ghBZLJaVgGsULEBrrSslksOAtKwtKw6NbS8ExHU1su4B/P8Ayylvb4RuDS3fkyeMdQ4+vahyE3W0iWlpWLZv' +
    'xEWQagWJ+IMQ1NHPuiP04/3bd8343ucdbeeTB5x0jjn596xipuzaK+S0qzPWlYWlbVM4a0rJaVgGsULEBrrSsLSsALSs' +
    'LSsA1pWDnJ4Ot2x0T+55orLoV/Impx7Lvij3bPxl08TDc4uQdMzr9b3fm+y459V/x5WxPR0/h+8ehp/D92z5Tx5PemjR' +
    'jjZEVra/p699406mDp7XFwHrm9fpYy3u9DS+H7tz1Nrin6Hh9mnqyKY8JaIbcO98vTPGtKzzHHJxyOEoWup7M9rXDGtK' +
    'yWlbpwaxSsQ6ay0rC0rDg1pWSyWA9G3x/S5e92uW3edI+V1sW9t2PZ9FixSpjr8CIihJwiIgPJv8BwNQ6n9G8C2lvsg2' +
    '2XzQspbWw23XyYmfFK7j8GtKyWS1opAsUrEBrLJYaWHAWlZtLAddDW9PLjL9r1vYInI8lmN022WRqcC8e3NSyqE11r2a' +
    'OFkyi1W+UaERFmGwElMRckA7s3pZO8yydVHJT25paa+5LRDfb2odWtj3m49bPjH9mPT53lWGltiEFCPSjAsnKyTlL2C0' +
    'rNpb2eAWKWID/9k=',
  'base64',
);

const shotsDir = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-d';

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

const widths = [
  { name: 'wide', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  path: string;
  /** What shows once the page is ready. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const screens: Screen[] = [
  {
    name: 'profile-badge',
    path: '/profile',
    ready: (p) => p.getByRole('img', { name: /QR/ }),
  },
  {
    name: 'kiosk-selfies',
    path: '/kiosk-selfies',
    ready: (p) => p.getByRole('button', { name: /^Selfie of|自撮り写真（/ }).first(),
  },
];

async function check(page: Page, screen: Screen, prefix: '' | '/en' | '/ja') {
  for (const size of widths) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${prefix}${screen.path}`);
      // The machine may be busy: the first load of a chunk can take a while.
      await expect(screen.ready(page)).toBeVisible({ timeout: 20_000 });
      // Transitions finished, so colours are the final ones.
      await page.waitForTimeout(400);
      await expectNoAxeViolations(page);
      if (colorScheme === 'light' && prefix !== '/en') {
        const lang = prefix === '' ? 'en' : 'ja';
        await page.screenshot({
          path: `${shotsDir}/${screen.name}-${lang}-${size.name}.png`,
          fullPage: true,
        });
      }
    }
  }
}

test('both pages meet WCAG 2.2 AA in light and dark, wide and narrow, in en and ja', async ({
  page,
  request,
}) => {
  // Twenty-four page loads and axe runs: slow on a busy machine.
  test.setTimeout(300_000);
  await signUpThroughApi(page.request, uniqueEmail('badge-a11y'));
  await createWorkspaceThroughApi(page.request, 'Analytical Engines');
  await clockInWithSelfie(page.request, request);
  for (const screen of screens) {
    for (const prefix of ['', '/en', '/ja'] as const) {
      await test.step(`${screen.name} ${prefix || '/'}`, () => check(page, screen, prefix));
    }
  }
  // The enlarged photo too, in the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ja/kiosk-selfies');
  await page.getByRole('button', { name: /自撮り写真/ }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: /自撮り写真/ })).toBeVisible();
  await page.waitForTimeout(400);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${shotsDir}/kiosk-selfies-dialog-ja-phone.png` });
});
