import { expect as baseExpect, test } from './fixtures.js';
import { createWorkspaceThroughApi, signUpThroughApi } from '../../build/testing/e2e/accounts.js';
import { AT_LEAST_A_SECOND, timedTitle } from './support/timers.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';

// Each clock action shows its result once the API answered and the status was read again; a
// busy machine can take longer than the default five seconds for both.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

test('a member clocks in, takes a break, tracks an activity and clocks out', async ({ page }) => {
  // A whole workday of clicks, each waiting for the API's answer.
  test.setTimeout(180_000);
  // Signed up through the browser's own request context, so the page shares the session.
  await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);
  const created = await page.request.post('/v1/projects', { data: { name: 'Orrery' } });
  expect(created.ok()).toBe(true);

  await page.goto('/clock');
  // The first visit may wait for the page's code (a dev server builds it on demand).
  await expect(page.getByRole('heading', { level: 1, name: 'Clock' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Not working')).toBeVisible();
  await expect(page).toHaveTitle('Clock | Punchcard');

  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(page.getByText('Working', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(timedTitle('Clock'));

  // The timers start hidden; the short form is one click away and stays chosen.
  await expect(page.getByRole('timer')).toHaveCount(0);
  await page
    .getByRole('radiogroup', { name: 'Timer display' })
    .getByText('Short', { exact: true })
    .click();
  await expect(page.getByRole('timer', { name: 'Work time' })).toHaveText(/^\d{1,2}s$/);

  await page.getByRole('button', { name: 'Take a break' }).click();
  await expect(page.getByText('On a break', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Open the break screen' }).click();
  await expect(page).toHaveURL(/\/break$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Break' })).toBeVisible();
  // A person's break lasts; here at least a second, so it has a length to show.
  await expect(page.getByRole('timer', { name: 'Break time' })).toHaveText(AT_LEAST_A_SECOND);
  await expect(page).toHaveTitle(timedTitle('Break'));
  await page.getByRole('button', { name: 'End break' }).click();
  await expect(page).toHaveURL(/\/clock$/);
  await expect(page.getByRole('button', { name: 'Take a break' })).toBeEnabled();

  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Orrery' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Gear ratios');
  await page.getByRole('button', { name: 'Start activity' }).click();
  await expect(page.getByRole('button', { name: 'Stop activity' })).toBeVisible();
  await expect(page.getByText('Gear ratios')).toBeVisible();
  await expect(page.getByText('Orrery', { exact: true })).toBeVisible();
  // Stopped within its first second an activity is discarded: let it run for one.
  await expect(page.getByRole('timer', { name: 'Activity time' })).toHaveText(AT_LEAST_A_SECOND);

  await page.getByRole('button', { name: 'Stop activity' }).click();
  await expect(page.getByRole('button', { name: 'Start activity' })).toBeVisible();
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('On activities')).toBeVisible();

  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(page.getByRole('button', { name: 'Clock in' })).toBeVisible();
  await expect(page.getByText('Not working')).toBeVisible();
  await expect(page).toHaveTitle('Clock | Punchcard');

  // The API recorded one workday with one break and one activity on the project.
  const day = {
    start: Math.floor(Date.now() / 1000) - 86_400,
    end: Math.floor(Date.now() / 1000) + 60,
  };
  const times = await page.request.get('/v1/workspaces/timestamps', { params: day });
  const [workday, ...others] = (await times.json()) as { end: number | null; breaks: unknown[] }[];
  expect(others).toEqual([]);
  expect(workday?.end).not.toBeNull();
  expect(workday?.breaks).toHaveLength(1);
  const activities = await page.request.get('/v1/activities', { params: day });
  const project = (await created.json()) as { id: string };
  expect(await activities.json()).toEqual([
    expect.objectContaining({ id_project: project.id, description: 'Gear ratios' }),
  ]);
});

test('the clock speaks Japanese under /ja', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);

  await page.goto('/ja/clock');

  await expect(page.getByRole('heading', { level: 1, name: '打刻' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('勤務外')).toBeVisible();
  await expect(page.getByRole('button', { name: '出勤' })).toBeVisible();
  await expect(page.getByText('先に出勤してください')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'プロジェクト' })).toBeVisible();
  await expect(page).toHaveTitle('打刻 | Punchcard');

  await page.getByRole('button', { name: '出勤' }).click();
  await expect(page.getByRole('button', { name: '退勤' })).toBeVisible();
  await expect(page.getByRole('button', { name: '休憩する' })).toBeVisible();
  await expect(page).toHaveTitle(timedTitle('打刻'));
});
