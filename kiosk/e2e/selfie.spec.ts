// A selfie with the punch, against the real server: the workspace requires one, the kiosk counts
// down, takes it with the camera (Chromium's fake one), shows it, and sends it with the punch;
// the server keeps it as a real JPEG beside the punch it proves.
import { expect, test } from './fixtures.js';

import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import {
  confirmation,
  identifiedHeading,
  newKioskDevice,
  pairByLink,
  SLOW_LOAD,
  typePin,
} from './support/kiosk-page.js';
import { MEMBER_PIN, registerKiosk, selfies, workStatus } from './support/kiosk-world.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
// A slow PIN hash, the lazily loaded camera library and a countdown.
test.slow();

test('a clock-in takes a selfie, shows it, and the server keeps it as a JPEG', async ({
  newOwner,
  browser,
}) => {
  const owner = await newOwner({
    pin: MEMBER_PIN,
    settings: { is_picture_enabled: true, is_qrcode_enabled: false },
  });
  const { id: idKiosk, pairing_code: code } = await registerKiosk(owner);
  const { context, page: screen } = await newKioskDevice(browser);
  const problems = watchForPageErrors(screen);
  await pairByLink(screen, code, owner.workspace.name);

  await typePin(screen, MEMBER_PIN);
  await expect(identifiedHeading(screen, owner.memberName)).toBeVisible();
  await screen.getByRole('button', { name: 'Clock in', exact: true }).click();
  // The photo is shown before it is sent.
  await expect(screen.getByRole('img', { name: 'Your photo' })).toBeVisible(SLOW_LOAD);
  await expect(confirmation(screen)).toContainText('Clocked in', SLOW_LOAD);
  await expect.poll(() => workStatus(owner)).toBe('WORKING');

  // The upload may trail the punch by a moment: wait for the record, then for its image.
  await expect.poll(async () => (await selfies(owner)).length, SLOW_LOAD).toBe(1);
  const [selfie] = await selfies(owner);
  expect(selfie).toMatchObject({
    id_user: owner.idUser,
    id_kiosk: idKiosk,
    punch: { action: 'clock_in', status: 'applied' },
  });
  const image = await owner.api.get(selfie?.url ?? '');
  expect(image.ok()).toBe(true);
  const bytes = await image.body();
  // The JPEG SOI marker and the first segment's marker.
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(bytes.length).toBeGreaterThan(1_000);
  expect(problems).toEqual([]);
  await context.close();
});
