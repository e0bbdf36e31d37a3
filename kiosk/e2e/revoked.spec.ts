// A revoked kiosk stops: the manager revokes it in the web app, and the running kiosk says so
// plainly at its next check-in (every 30 s) and after a reload, instead of taking punches nobody
// will get: no PIN pad is left to type on.
import { expect, test } from './fixtures.js';

import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import { newKioskDevice, pairByLink, SLOW_LOAD } from './support/kiosk-page.js';
import { registerKiosk } from './support/kiosk-world.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
test.slow();

const REMOVED = 'This kiosk was removed';

test('a kiosk revoked in the web app shows that it was removed', async ({
  page,
  browser,
  newOwner,
}) => {
  const owner = await newOwner({
    settings: { is_qrcode_enabled: false, is_picture_enabled: false },
  });
  const { pairing_code: code } = await registerKiosk(owner, 'Front door');
  const kiosk = await newKioskDevice(browser);
  const problems = watchForPageErrors(kiosk.page);
  await pairByLink(kiosk.page, code, owner.workspace.name);

  await page.goto('/settings/workspace');
  const card = page
    .getByRole('region', { name: 'Kiosks' })
    .getByRole('listitem')
    .filter({ hasText: 'Front door' });
  await card.getByRole('button', { name: 'Actions for Front door' }).click(SLOW_LOAD);
  await page.getByRole('menuitem', { name: 'Revoke…' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke Front door?' })
    .getByRole('button', { name: 'Revoke kiosk' })
    .click();
  await expect(card.getByText('Revoked')).toBeVisible();

  // Nobody touches the kiosk: its heartbeat finds out.
  await expect(kiosk.page.getByRole('heading', { level: 1, name: REMOVED })).toBeVisible({
    timeout: 45_000,
  });
  await expect(kiosk.page.getByRole('button', { name: 'Enter PIN' })).toHaveCount(0);
  await kiosk.page.reload();
  await expect(kiosk.page.getByRole('heading', { level: 1, name: REMOVED })).toBeVisible(SLOW_LOAD);
  expect(problems).toEqual([]);
  await kiosk.context.close();
});
