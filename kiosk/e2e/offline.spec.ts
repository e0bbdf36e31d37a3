// An outage against the real server: with the API unreachable (the browser offline) a member
// clocks in, takes a break and clocks out by PIN; each punch is confirmed from the kiosk's own
// journal and counted as waiting. A reload while still offline opens the kiosk from its service
// worker, still paired, still holding the four. Once the API answers again the backlog is sent in
// order and applied exactly once: a workspace time with its break, as if nothing had happened.
import { expect, test } from './fixtures.js';

import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import {
  confirmation,
  dismissConfirmation,
  expectIdle,
  expectWaiting,
  identifiedHeading,
  newKioskDevice,
  pairByLink,
  SLOW_LOAD,
  type PunchLabel,
  syncStatus,
  typePin,
} from './support/kiosk-page.js';
import {
  kioskPunches,
  MEMBER_PIN,
  recentWorkspaceTimes,
  registerKiosk,
  workStatus,
} from './support/kiosk-world.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
// Four punches, a reload, and the wait for the kiosk to notice the API is back.
test.setTimeout(150_000);

const SAVED_LOCALLY = 'Saved on this kiosk: it will be sent when the server is back';
const DAY: { label: PunchLabel; action: string }[] = [
  { label: 'Clock in', action: 'clock_in' },
  { label: 'Start break', action: 'break_start' },
  { label: 'End break', action: 'break_end' },
  { label: 'Clock out', action: 'clock_out' },
];

test('a day punched offline survives a reload and syncs once, in order', async ({
  newOwner,
  browser,
}) => {
  const owner = await newOwner({
    pin: MEMBER_PIN,
    settings: { is_qrcode_enabled: false, is_picture_enabled: false },
  });
  const { id: idKiosk, pairing_code: code } = await registerKiosk(owner);
  const { context, page: screen } = await newKioskDevice(browser);
  const problems = watchForPageErrors(screen);
  await pairByLink(screen, code, owner.workspace.name);
  await expect(syncStatus(screen)).toContainText('Online');
  await expectWaiting(screen, 0);
  // The service worker is active (its shell cached), so it can serve the kiosk without a network.
  await expect
    .poll(
      () =>
        screen.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      SLOW_LOAD,
    )
    .toBe('activated');

  await context.setOffline(true);
  for (const [index, { label }] of DAY.entries()) {
    // Punches carry whole seconds: a break started and ended within one second has no length and
    // is refused, so each punch of this day is at least a second after the one before.
    if (index > 0) await screen.waitForTimeout(1_000);
    await typePin(screen, MEMBER_PIN);
    // Offline a PIN cannot be checked on the device: the server verifies it when the punch arrives.
    await expect(identifiedHeading(screen, 'PIN to be verified')).toBeVisible();
    await screen.getByRole('button', { name: label, exact: true }).click();
    await expect(confirmation(screen)).toContainText(SAVED_LOCALLY);
    await dismissConfirmation(screen, owner.workspace.name);
    await expect(syncStatus(screen)).toContainText('Offline');
    await expectWaiting(screen, index + 1);
  }
  expect(await workStatus(owner)).toBe('NOT_WORKING');

  // A reload with the server still out of reach: the shell comes from the service worker, the
  // token, key and journal from the device's storage.
  await screen.reload();
  await expectIdle(screen, owner.workspace.name);
  await expectWaiting(screen, 4);
  await expect(syncStatus(screen)).toContainText('Offline');

  await context.setOffline(false);
  await expectWaiting(screen, 0, 60_000);
  await expect(syncStatus(screen)).toContainText('Online');

  const punches = await kioskPunches(owner, idKiosk);
  expect(punches.map((punch) => [punch.seq, punch.action, punch.status])).toEqual(
    DAY.map(({ action }, index) => [index + 1, action, 'applied']),
  );
  expect(new Set(punches.map((punch) => punch.entry_id)).size).toBe(4);
  expect(punches.every((punch) => punch.id_user === owner.idUser)).toBe(true);
  expect(punches.every((punch) => punch.credential_kind === 'pin')).toBe(true);
  // Punched in that order, on the kiosk's clock.
  const times = punches.map((punch) => punch.at ?? 0);
  expect([...times].sort((a, b) => a - b)).toEqual(times);

  expect(await workStatus(owner)).toBe('NOT_WORKING');
  const [day, ...others] = await recentWorkspaceTimes(owner);
  expect(others).toEqual([]);
  expect(day).toMatchObject({ start: times[0], end: times[3] });
  expect(day?.breaks).toEqual([expect.objectContaining({ start: times[1], end: times[2] })]);
  expect(problems).toEqual([]);
  await context.close();
});
