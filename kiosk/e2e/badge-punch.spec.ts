// A QR badge punch through Chromium's fake camera: the member's real badge (its URL, as printed in
// the QR code of their badge) is drawn into a y4m frame that the camera plays while the kiosk is
// idle; the scanner reads it, the member is identified and clocks in, and the server agrees.
// A QR code that is no badge is refused. Each camera file needs a browser of its own.
import { unlinkSync } from 'node:fs';

import { expect, test } from './fixtures.js';

import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import { browserWithCamera, qrCameraFile } from './support/fake-camera.js';
import {
  confirmation,
  expectIdle,
  identifiedHeading,
  pairByLink,
  SLOW_LOAD,
} from './support/kiosk-page.js';
import { ownBadge, registerKiosk, workStatus } from './support/kiosk-world.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
// Two browsers of their own, each starting a camera and the lazily loaded scanner.
test.setTimeout(120_000);

const QR_ONLY = { is_qrcode_enabled: true, is_pin_enabled: false, is_picture_enabled: false };

test('a member holds their badge to the camera and clocks in', async ({ newOwner, baseURL }) => {
  const owner = await newOwner({ settings: QR_ONLY });
  const badge = await ownBadge(owner);
  expect(new URL(badge.url).searchParams.get('b')).toBe(badge.token);
  const { pairing_code: code } = await registerKiosk(owner);

  const camera = qrCameraFile(badge.url);
  const browser = await browserWithCamera(camera);
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] });
    const screen = await context.newPage();
    const problems = watchForPageErrors(screen);
    await pairByLink(screen, code, owner.workspace.name);

    // Nothing to press: the idle screen scans continuously and the badge is in front of it.
    await expect(identifiedHeading(screen, owner.memberName)).toBeVisible(SLOW_LOAD);
    await screen.getByRole('button', { name: 'Clock in', exact: true }).click();
    await expect(confirmation(screen)).toContainText('Clocked in');
    await expect(confirmation(screen)).toContainText(owner.memberName);
    await expect.poll(() => workStatus(owner)).toBe('WORKING');
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
    unlinkSync(camera);
  }
});

test('a QR code that is no badge of the workspace is refused', async ({ newOwner, baseURL }) => {
  const owner = await newOwner({ settings: QR_ONLY });
  const { pairing_code: code } = await registerKiosk(owner);
  // Shaped like a badge link, but signed by nobody.
  const camera = qrCameraFile(`${baseURL ?? ''}/qr-handler?b=AQ.not-a-signature`);
  const browser = await browserWithCamera(camera);
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] });
    const screen = await context.newPage();
    await pairByLink(screen, code, owner.workspace.name);
    await expect(screen.getByRole('alert')).toContainText('Badge not recognised', SLOW_LOAD);
    await expect(identifiedHeading(screen, owner.memberName)).toHaveCount(0);
    await expectIdle(screen, owner.workspace.name);
    expect(await workStatus(owner)).toBe('NOT_WORKING');
  } finally {
    await browser.close();
    unlinkSync(camera);
  }
});
