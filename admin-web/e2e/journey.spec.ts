// A whole working day in the browser, against the real API: a new person signs up, sets up a
// workspace and invites a teammate, lives their day on the clock and finds it in both views;
// the teammate joins from the mailed invitation and asks for a correction; the key screens
// speak Japanese under /ja; an unknown address is not found.
import type { Page } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import { PASSWORD, uniqueEmail } from '../../build/testing/e2e/accounts.js';
import { codeFrom, hasOutbox, linkFrom, waitForMail } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import { AT_LEAST_A_SECOND, timedTitle } from './support/timers.js';

// Each step waits for the API's answer and the refreshed status; a busy machine needs more than
// the default five seconds for both.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

/** The path and search of the first link in the newest mail to `email` that leads to `to`. */
async function mailedLink(email: string, to: string): Promise<string> {
  const link = linkFrom(await waitForMail(email), to);
  return `${link.pathname}${link.search}`;
}

/** `YYYY-MM-DD` and `HH:MM` of a moment in the browser's (this machine's) time zone. */
function localFields(moment: Date): { date: string; time: string } {
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`,
    time: `${two(moment.getHours())}:${two(moment.getMinutes())}`,
  };
}

/** Words of Latin letters in the page's main content, leaving out what people typed. */
async function englishIn(page: Page, typed: readonly string[]): Promise<string[]> {
  let text = await page.getByRole('main').innerText();
  for (const value of typed) text = text.replaceAll(value, '');
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => word !== 'Punchcard');
}

test('a newcomer lives a whole working day in the browser', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const problems = watchForPageErrors(page);
  const owner = uniqueEmail('journey-owner');
  const teammate = uniqueEmail('journey-teammate');
  const workspace = 'Journey Works';

  // Sign up with the mailed code.
  await page.goto('/signup');
  await page.getByLabel('E-mail address').fill(owner);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await expect(page).toHaveURL(/\/signup\/email\/verify\?/);
  await page.getByLabel('Verification code').fill(codeFrom(await waitForMail(owner)));
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^Choose a password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Set up the workspace: corrections need a manager's approval; invite a teammate.
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel(/Workspace name/).fill(workspace);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Settings for ${workspace}` }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Members ask, a manager approves' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Invite your team to ${workspace}` }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: /E-mail addresses/ }).fill(`${teammate},`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invited' })).toContainText(teammate);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: `Workspace: ${workspace}` })).toBeVisible();

  // Projects and plans have their own screens in later issues; the API stands in for them.
  const project = await page.request.post('/v1/projects', { data: { name: 'Orrery' } });
  expect(project.ok()).toBe(true);
  const plan = await page.request.patch('/v1/workspaces/plan', { data: { plan: 'LITE' } });
  expect(plan.ok()).toBe(true);

  // The day on the clock: in, a break, an activity on the project, out.
  await page.getByRole('link', { name: 'Clock', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clock' })).toBeVisible();
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(page.getByText('Working', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(timedTitle('Clock'));
  // Show the timers (hidden at first): breaks and activities below last at least a second, as
  // a person's would; an activity stopped within its first second is discarded.
  await page
    .getByRole('radiogroup', { name: 'Timer display' })
    .getByText('Short', { exact: true })
    .click();

  await page.getByRole('button', { name: 'Take a break' }).click();
  await page.getByRole('link', { name: 'Open the break screen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Break' })).toBeVisible();
  await expect(page).toHaveTitle(timedTitle('Break'));
  await expect(page.getByRole('timer', { name: 'Break time' })).toHaveText(AT_LEAST_A_SECOND);
  await page.getByRole('button', { name: 'End break' }).click();
  await expect(page).toHaveURL(/\/clock$/);

  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Orrery' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Gear ratios');
  await page.getByRole('button', { name: 'Start activity' }).click();
  await expect(page.getByRole('timer', { name: 'Activity time' })).toHaveText(AT_LEAST_A_SECOND);
  await page.getByRole('button', { name: 'Stop activity' }).click();
  await expect(page.getByRole('button', { name: 'Start activity' })).toBeVisible();
  await page.getByRole('button', { name: 'Clock out' }).click();
  await expect(page.getByRole('button', { name: 'Clock in' })).toBeVisible();
  await expect(page).toHaveTitle('Clock | Punchcard');

  // All of it in the list, then in the timeline.
  await page.getByRole('link', { name: 'Timestamps' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timestamps' })).toBeVisible();
  await expect(page.getByText('Gear ratios')).toBeVisible();
  await expect(page.getByText('Orrery', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page).toHaveURL(/\/timestamps\/timeline-view/);
  await expect(page.getByRole('button', { name: /^Work time / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Break / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Activity / }).first()).toBeVisible();

  // The key screens of the same day, in Japanese.
  const typed = [workspace, owner, 'Ada', 'Lovelace', 'Orrery', 'Gear ratios'];
  for (const [path, heading] of [
    ['/ja/home', null],
    ['/ja/clock', '打刻'],
    ['/ja/timestamps/list-view', '記録一覧'],
    ['/ja/timestamps/timeline-view', '記録一覧'],
    ['/ja/requests', '申請'],
  ] as const) {
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
    await expect(title).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'メインナビゲーション' })).toBeVisible();
    // Wait for the page's own data before reading its words.
    await expect(page.getByText('読み込み中')).toHaveCount(0);
    expect(await englishIn(page, typed), path).toEqual([]);
  }

  // The teammate joins from the mailed invitation, works briefly and asks for a correction.
  const teammateContext = await browser.newContext({ baseURL });
  const member = await teammateContext.newPage();
  const memberProblems = watchForPageErrors(member);
  await member.goto(await mailedLink(teammate, '/signup/member/invite'));
  await member.getByRole('link', { name: 'Create an account and join' }).click();
  await member.getByLabel(/^First name/).fill('Grace');
  await member.getByLabel(/^Last name/).fill('Hopper');
  await member.getByLabel(/^Choose a password/).fill(PASSWORD);
  await member.getByRole('button', { name: 'Create account and join' }).click();
  await expect(member).toHaveURL(/\/home$/);

  await member.goto('/clock');
  await member.getByRole('button', { name: 'Clock in' }).click();
  await expect(member.getByRole('button', { name: 'Clock out' })).toBeEnabled();
  await member.getByRole('button', { name: 'Clock out' }).click();
  await expect(member.getByRole('button', { name: 'Clock in' })).toBeVisible();

  await member.goto('/timestamps/list-view');
  await member.getByRole('button', { name: /^Actions for Work time/ }).click();
  await expect(member.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await member.getByRole('menuitem', { name: 'Request a change' }).click();
  const dialog = member.getByRole('dialog', { name: 'Request to change work time' });
  // "I started an hour before I clocked in."
  const start = localFields(new Date(Date.now() - 60 * 60 * 1000));
  await dialog.getByLabel('Start date').fill(start.date);
  await dialog.getByLabel('Start time').fill(start.time);
  // Moving the start to another day moves the end with it: just after midnight the hour before
  // is yesterday, so the end (the clock-out, now) is typed too.
  const end = localFields(new Date());
  await dialog.getByLabel('End date').fill(end.date);
  await dialog.getByLabel('End time').fill(end.time);
  await dialog.getByLabel('Reason').fill('I started an hour before I clocked in.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(member.getByText('Request sent. A manager will review it.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await member.getByRole('link', { name: 'Requests' }).first().click();
  const card = member.getByRole('article', { name: 'Change work time' });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText('I started an hour before I clocked in.')).toBeVisible();
  await teammateContext.close();

  // An address the app does not have.
  await page.goto('/ja/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
  ).toBeVisible();

  expect(problems).toEqual([]);
  expect(memberProblems).toEqual([]);
});
