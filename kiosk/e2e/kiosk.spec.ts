// The idle screen of a paired kiosk against the real server: the workspace's name, a ticking
// clock in the workspace's time zone, the ways to identify that are on, the connection state and
// the waiting count, and who is in.
import { expect, test } from './fixtures.js';

import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import {
  expectIdle,
  expectWaiting,
  newKioskDevice,
  pairByLink,
  syncStatus,
} from './support/kiosk-page.js';
import { registerKiosk } from './support/kiosk-world.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

const clockText = /\d{2}:\d{2}:\d{2}/;

test('the idle screen shows the workspace, a ticking clock, the methods on, and sync state', async ({
  newOwner,
  browser,
}) => {
  // PIN and cards on, badges off: the camera is not needed.
  const owner = await newOwner({
    settings: { is_pin_enabled: true, is_nfc_enabled: true, is_qrcode_enabled: false },
  });
  const { pairing_code: code } = await registerKiosk(owner);
  const { context, page: screen } = await newKioskDevice(browser);
  const problems = watchForPageErrors(screen);
  await pairByLink(screen, code, owner.workspace.name);
  await expect(screen).toHaveTitle(/Punchcard/);

  const clock = screen.getByRole('region', { name: 'Current time' });
  await expect(clock).toHaveText(clockText);
  const shown = await clock.textContent();
  await expect(clock).not.toHaveText(shown ?? '', { timeout: 3_000 });

  await expect(screen.getByRole('group', { name: 'PIN pad' })).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Tap your card' })).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Show your badge' })).toHaveCount(0);
  for (const digit of '0123456789') {
    await expect(screen.getByRole('button', { name: digit, exact: true })).toBeVisible();
  }
  await expect(syncStatus(screen)).toContainText('Online');
  await expectWaiting(screen, 0);
  // Nobody is in yet.
  await expect(screen.getByRole('region', { name: "Who's in" })).toHaveCount(0);

  // The owner clocks in on the web; the kiosk's board shows them once it refreshes (a reload
  // asks at once).
  expect((await owner.api.post('/v1/workspaces/timestamps', { data: {} })).ok()).toBe(true);
  await screen.reload();
  await expectIdle(screen, owner.workspace.name);
  await expect(screen.getByRole('region', { name: "Who's in" })).toContainText(owner.memberName);

  // The workspace turns badges on: the kiosk learns it from its configuration and asks for them.
  const patched = await owner.api.patch('/v1/workspaces/kiosk-settings', {
    data: { is_qrcode_enabled: true },
  });
  expect(patched.ok()).toBe(true);
  await screen.reload();
  await expect(screen.getByRole('heading', { name: 'Show your badge' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
