// A manager's view of the team against the real server: the live board shows who is working and
// who is on a break; the manager opens a member who forgot to clock out, clocks them out (the
// entry then names who clocked in and who out), corrects the entry through the edit-action
// dialog, and the member's page reads in Japanese under /ja. WCAG checks of these pages run in
// e2e/accessibility.spec.ts (the one sweep).
import type { APIRequestContext, Page } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox, lastMail, linkFrom } from '../../build/testing/e2e/outbox.js';

// A busy machine can take longer than the default five seconds for a page's first chunk.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

/** Hanako joins the workspace of the owner signed in on `owner`; answers her user id. */
async function memberJoins(owner: APIRequestContext, member: APIRequestContext): Promise<string> {
  const email = uniqueEmail('hanako');
  const invited = await owner.post('/v1/accounts/invitations/workspace-members', {
    data: { role: 'Member', emails: [email] },
  });
  expect(invited.ok()).toBe(true);
  await expect.poll(() => lastMail(email)).toBeDefined();
  const token = linkFrom(lastMail(email) ?? '', '/signup/member/invite').searchParams.get('token');
  const joined = await member.post('/v1/accounts/members', {
    data: { email, password: PASSWORD, token, first_name: 'Hanako', last_name: 'Sato' },
  });
  expect(joined.ok()).toBe(true);
  const me = (await (await member.get('/v1/accounts/me')).json()) as { user: { id: string } };
  return me.user.id;
}

/** `YYYY-MM-DD` and `HH:MM` of a moment in the browser's (this machine's) time zone. */
function localParts(date: Date): { day: string; time: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('a manager sees the board, clocks out a member who forgot and corrects the entry', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.request, uniqueEmail('owner'));
  await createWorkspaceThroughApi(page.request, 'Sato Bakery');
  const member = await playwright.request.newContext({ baseURL });
  const idMember = await memberJoins(page.request, member);
  // Hanako clocked in this morning and is on a break; the owner is at work.
  expect((await member.post('/v1/workspaces/timestamps', { data: {} })).ok()).toBe(true);
  expect((await member.post('/v1/workspaces/timestamps/break')).ok()).toBe(true);
  expect((await page.request.post('/v1/workspaces/timestamps', { data: {} })).ok()).toBe(true);

  await open(page, '/who-is-working');
  await expect(page.getByRole('group', { name: 'Team totals' })).toContainText('1 working');
  await expect(page.getByRole('group', { name: 'Team totals' })).toContainText('1 on a break');
  const hanakoRow = page.getByRole('row').filter({ hasText: 'Hanako Sato' });
  await expect(hanakoRow.getByText('On a break')).toBeVisible();
  await hanakoRow.getByRole('link', { name: 'Hanako Sato' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Hanako Sato' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/member/${idMember}/timestamps$`));
  await page.getByRole('button', { name: 'Clock Hanako Sato out' }).click();
  await expect(page.getByText('Hanako Sato is clocked out.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clock Hanako Sato in' })).toBeFocused();
  await expect(page.getByText(/^Clocked in by Hanako Sato · Clocked out by /)).toBeVisible();

  // She started up to two hours earlier than she clocked in: the manager moves the start, within
  // today (the page shows today's entries; from 00:00 to 02:00 an entry moved to yesterday left it).
  await page.getByRole('button', { name: /^Actions for Work time/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit work time' });
  await expect(dialog.getByText(/You are changing Hanako Sato's recorded time/)).toBeVisible();
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const earlier = localParts(new Date(Math.max(Date.now() - 2 * 3600_000, midnight.getTime())));
  await dialog.getByLabel('Start date').fill(earlier.day);
  await dialog.getByLabel('Start time').fill(earlier.time);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Work time saved.')).toBeVisible();
  await expect(page.getByText('Edited', { exact: true })).toBeVisible();

  // The same page in Japanese: no English in the main content but the member's name.
  await open(page, `/ja/member/${idMember}/timestamps`);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Hanako Sato さんを出勤にする' })).toBeVisible();
  await expect(main.getByText('出勤操作：Hanako Sato')).toBeVisible();
  const text = (await main.innerText()).replaceAll('Hanako Sato', '');
  expect(text).not.toMatch(/\b(Clock|Timestamps|Work time|Edited|Working|Break)\b/);
  await member.dispose();
});
