import { expect as baseExpect, test } from './fixtures.js';
import { signUpThroughApi, uniqueEmail } from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

// Each first visit loads a page's chunk, its words and a language's articles; on a busy shared
// machine that can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('a visitor reads an article in English, then in Japanese, and searches the help', async ({
  page,
}) => {
  const problems = watchForPageErrors(page);
  await page.goto('/help');
  await page.getByRole('link', { name: 'Clocking in and out', exact: true }).click();
  await page.getByRole('link', { name: 'Clock in and out', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Clock in and out' })).toBeVisible();
  await expect(page).toHaveTitle('Clock in and out | Punchcard');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'The timers' })
    .click();
  await expect(page).toHaveURL(/\/help\/articles\/clocking\/clock-in-and-out#the-timers$/);
  await expect(page.getByRole('heading', { level: 2, name: 'The timers' })).toBeInViewport();

  // The same article in Japanese, its links staying in Japanese.
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/help\/articles\/clocking\/clock-in-and-out/);
  await expect(page.getByRole('heading', { level: 1, name: '出勤と退勤' })).toBeVisible();
  await page
    .getByRole('navigation', { name: '続けて読む' })
    .getByRole('link', { name: /1日の概要/ })
    .click();
  await expect(page).toHaveURL(/\/ja\/help\/articles\/clocking\/your-day-at-a-glance$/);
  await expect(page.getByRole('heading', { level: 1, name: '1日の概要' })).toBeVisible();

  // A part of a Japanese word is enough.
  const search = page.getByRole('searchbox', { name: 'ヘルプを検索' });
  await search.fill('憩');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ja\/help\/search\?q=%E6%86%A9$/);
  await page.getByRole('link', { name: '休憩する' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '休憩する' })).toBeVisible();

  // And in English, two words at once.
  await page.goto('/en/help/search?q=kiosk%20PIN');
  await expect(page.getByText(/articles? match(es)? “kiosk PIN”/)).toBeVisible();
  await page.getByRole('link', { name: 'PIN, badge and card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PIN, badge and card' })).toBeVisible();

  await page.goto('/en/help/articles/clocking/time-travel');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a member finishes the guided tour and the account remembers it', async ({ page }) => {
  test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
  const problems = watchForPageErrors(page);
  const clockCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/v1\/(workspaces\/timestamps|activities)/.test(request.url()))
      clockCalls.push(request.url());
  });
  await signUpThroughApi(page.request, uniqueEmail('guide'));
  const before = await page.request.get('/v1/accounts/me');
  expect(((await before.json()) as { user: { is_tutorial_done: boolean } }).user).toMatchObject({
    is_tutorial_done: false,
  });

  await page.goto('/guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Guided tour' })).toBeVisible();
  const clock = page.getByRole('region', { name: 'Practice clock' });
  await clock.getByRole('button', { name: 'Clock in' }).click();
  await clock.getByRole('textbox', { name: 'Description' }).fill('Weekly report');
  await clock.getByRole('button', { name: 'Start activity' }).click();
  await clock.getByRole('button', { name: 'Let 30 minutes pass' }).click();
  await expect(clock.getByRole('timer', { name: 'Work time' })).toHaveText(/^00:30:\d\d$/);
  await clock.getByRole('button', { name: 'Take a break' }).click();
  await expect(clock.getByText('On a break')).toBeVisible();
  await clock.getByRole('button', { name: 'End break' }).click();
  await clock.getByRole('button', { name: 'Clock out' }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: 'You finished the tour' }),
  ).toBeVisible();
  await expect(
    page.getByText('Saved: your account remembers that you finished the tour.'),
  ).toBeVisible();
  const after = await page.request.get('/v1/accounts/me');
  expect(((await after.json()) as { user: { is_tutorial_done: boolean } }).user).toMatchObject({
    is_tutorial_done: true,
  });
  // The practice clock never asked the API to clock anything.
  expect(clockCalls).toEqual([]);

  await page.reload();
  await expect(page.getByText(/You finished this tour before/)).toBeVisible();
  expect(problems).toEqual([]);
});
