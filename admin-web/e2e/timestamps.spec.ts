import type { APIRequestContext } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox, lastMail, linkFrom } from '../../build/testing/e2e/outbox.js';

// Every step waits for the API's answer and a refetch; a busy machine can take longer than the
// default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

/** `hour:minute` on the day `daysAgo` before today, local time (the browser's zone too). */
function at(daysAgo: number, hour: number, minute = 0): number {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  day.setHours(hour, minute, 0, 0);
  return Math.floor(day.getTime() / 1000);
}

/** That day as the address names it: `?day=2024-05-01`. */
function dayKey(daysAgo: number): string {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(day.getFullYear())}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function ok<T>(answer: ReturnType<APIRequestContext['post']>): Promise<T> {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('entries made through the API show in the list and the timeline, and can be edited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Signed up through the browser's own request context, so the page shares the session.
  await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);
  const project = await ok<{ id: string }>(
    page.request.post('/v1/projects', { data: { name: 'Orrery' } }),
  );
  // A workday two days ago: work time with a break, and an activity on the project.
  const workday = await ok<{ id: string }>(
    page.request.put('/v1/workspaces/timestamps', {
      data: { start: at(2, 9), end: at(2, 17, 30) },
    }),
  );
  await ok(
    page.request.post('/v1/workspaces/timestamps/break/new', {
      data: { id_workspace_time: workday.id, start: at(2, 12), end: at(2, 12, 45) },
    }),
  );
  await ok(
    page.request.post('/v1/activities', {
      data: {
        start: at(2, 9, 15),
        end: at(2, 11, 45),
        id_project: project.id,
        description: 'Gear ratios',
      },
    }),
  );

  await page.goto(`/timestamps/list-view?day=${dayKey(2)}`);
  // The first visit may wait for the page's code (a dev server builds it on demand).
  await expect(page.getByRole('heading', { level: 1, name: 'Timestamps' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle('Timestamps (list) | Punchcard');
  await expect(page.getByText('9:00 AM – 5:30 PM')).toBeVisible();
  await expect(page.getByText('12:00 PM – 12:45 PM')).toBeVisible();
  await expect(page.getByText('Gear ratios')).toBeVisible();
  await expect(page.getByText('Orrery', { exact: true })).toBeVisible();
  const totals = page.getByLabel('Totals of the day');
  await expect(totals).toContainText('7h 45m');

  // The owner of a new workspace may correct past time directly.
  await page.getByRole('button', { name: /^Actions for Work time 9:00 AM/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit work time' });
  await dialog.getByLabel('End time').fill('18:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Work time saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('9:00 AM – 6:00 PM')).toBeVisible();
  await expect(totals).toContainText('8h 15m');
  const stored = await page.request.get('/v1/workspaces/timestamps', {
    params: { start: at(2, 0), end: at(1, 0) },
  });
  expect(((await stored.json()) as { end: number }[]).map((time) => time.end)).toEqual([at(2, 18)]);

  // The same day as a timeline: a labelled bar per entry.
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(new RegExp(`/timestamps/timeline-view\\?day=${dayKey(2)}$`));
  await expect(page.getByRole('button', { name: 'Work time 9:00 AM – 6:00 PM, 9h' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Break 12:00 PM – 12:45 PM, 45m' })).toBeVisible();
  const activity = page.getByRole('button', { name: 'Activity 9:15 AM – 11:45 AM, 2h 30m' });
  await activity.hover();
  await expect(page.getByRole('tooltip')).toContainText('Gear ratios');
  await activity.click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');

  // And in Japanese.
  await page.goto(`/ja/timestamps/timeline-view?day=${dayKey(2)}`);
  await expect(page.getByRole('heading', { level: 1, name: '記録一覧' })).toBeVisible();
  await expect(page.getByRole('button', { name: '勤務時間 09:00 – 18:00, 9時間' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'リスト' })).toBeVisible();
  await expect(page).toHaveTitle('記録一覧（タイムライン） | Punchcard');
});

test('a member whose workspace requires approval is offered requests instead', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The owner (on its own request context) sets up a LITE workspace that requires approval.
  await signUpThroughApi(request);
  await createWorkspaceThroughApi(request);
  await ok(request.patch('/v1/workspaces/plan', { data: { plan: 'LITE' } }));
  await ok(request.patch('/v1/workspaces/approval-setting/true'));
  const email = uniqueEmail('member');
  await ok(
    request.post('/v1/accounts/invitations/workspace-members', {
      data: { role: 'Member', emails: [email] },
    }),
  );
  await expect.poll(() => lastMail(email)).toBeDefined();
  const token = linkFrom(lastMail(email) ?? '', '/signup/member/invite').searchParams.get('token');
  // The member accepts in the browser's context, which signs them in.
  await ok(
    page.request.post('/v1/accounts/members', { data: { email, password: PASSWORD, token } }),
  );
  // Live clocking is always allowed: a short workday just now.
  await ok(page.request.post('/v1/workspaces/timestamps', { data: {} }));
  await page.waitForTimeout(1_100);
  await ok(page.request.patch('/v1/workspaces/timestamps', { data: {} }));

  await page.goto('/timestamps/list-view');
  await expect(page.getByRole('heading', { level: 1, name: 'Timestamps' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: /^Actions for Work time/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Request a change' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Request a change' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Request work time' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Request an activity' })).toBeVisible();
});
