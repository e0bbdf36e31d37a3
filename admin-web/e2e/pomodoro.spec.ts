import { expect as baseExpect, test } from './fixtures.js';
import { createWorkspaceThroughApi, signUpThroughApi } from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

// Each clock action waits for the API and a fresh status read; a busy machine needs longer than
// the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

declare global {
  interface Window {
    /** Titles of the browser notifications the page showed. */
    shownNotifications?: string[];
  }
}

test('a member works a one-minute round, takes the proposed break and is back for round 2', async ({
  page,
  context,
}) => {
  // Two page loads and a dozen clock actions, each waiting for the API: slow on a busy machine.
  test.setTimeout(180_000);
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);
  // Own lengths need the BASIC plan and the workspace's permission.
  expect((await page.request.patch('/v1/workspaces/plan', { data: { plan: 'BASIC' } })).ok()).toBe(
    true,
  );
  const allowed = await page.request.patch('/v1/workspaces/pomodoro-customization-settings', {
    data: { is_pomodoro_customization_enabled: true },
  });
  expect(allowed.ok()).toBe(true);

  // Notifications allowed, and each one the page shows written down.
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const Native = window.Notification;
    window.shownNotifications = [];
    window.Notification = class extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        window.shownNotifications?.push(title);
      }
    };
  });
  // The page's clock runs on from now; fast-forwarding it stands in for a minute's work.
  await page.clock.install();

  await page.goto('/clock');
  await page.getByRole('button', { name: 'Clock in' }).click({ timeout: 60_000 });
  await expect(page.getByText('Working', { exact: true })).toBeVisible();

  const pomodoro = page.getByRole('region', { name: 'Pomodoro' });
  await pomodoro.getByRole('switch', { name: 'Use the pomodoro timer' }).click({ force: true });
  await expect(pomodoro.getByText('Round 1 of 4')).toBeVisible();

  await pomodoro.getByRole('button', { name: 'Change lengths' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pomodoro lengths' });
  for (const field of ['Work round', 'Short break', 'Long break']) {
    await dialog.getByRole('textbox', { name: field, exact: true }).fill('1');
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pomodoro lengths saved.')).toBeVisible();
  await expect(
    pomodoro.getByText('Work 1 min, short break 1 min, long break 1 min after 4 rounds.'),
  ).toBeVisible();
  await expect(pomodoro.getByRole('timer', { name: 'Time left in this round' })).toHaveText(
    /^0:[0-5]\d$|^1:00$/,
  );

  await page.clock.fastForward('01:05');
  const proposal = pomodoro.getByRole('alert');
  await expect(proposal).toContainText('Round 1 done: time for a short break');
  await expect
    .poll(() => page.evaluate(() => window.shownNotifications))
    .toEqual(['Round 1 done: time for a short break']);

  await proposal.getByRole('button', { name: 'Start break' }).click();
  await expect(page.getByText('On a break', { exact: true })).toBeVisible();
  await expect(pomodoro.getByRole('timer', { name: 'Time left in the break' })).toBeVisible();
  // The in-app notice left with the proposal it made.
  await expect(page.getByRole('button', { name: 'Skip break' })).toHaveCount(0);

  await page.clock.fastForward('01:05');
  await expect(pomodoro.getByRole('alert')).toContainText('Your break is over');
  await pomodoro.getByRole('button', { name: 'End break' }).click();
  await expect(page.getByText('Working', { exact: true })).toBeVisible();
  await expect(pomodoro.getByText('Round 2 of 4')).toBeVisible();

  // The round survives a reload.
  await page.reload();
  await expect(pomodoro.getByText('Round 2 of 4')).toBeVisible({ timeout: 60_000 });

  // The break was an ordinary one of the workday.
  const day = {
    start: Math.floor(Date.now() / 1000) - 3600,
    end: Math.floor(Date.now() / 1000) + 3600,
  };
  const times = await page.request.get('/v1/workspaces/timestamps', { params: day });
  const [workday] = (await times.json()) as { end: number | null; breaks: { end: number }[] }[];
  expect(workday?.end).toBeNull();
  expect(workday?.breaks).toHaveLength(1);
  expect(problems).toEqual([]);
});
