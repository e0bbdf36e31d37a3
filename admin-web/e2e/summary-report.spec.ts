// The summary report against the real server: an owner with a worked day (a break, activities on
// a project) reads their figures, steps the period back and forth, sees the charts arrive, opens
// the full breakdown and asks for suggestions (the built-in generator: no model is configured);
// the member's reports page and /ja speak the same. Screenshots (390 px and wide, light and dark,
// en and ja) go to SCREENSHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { APIRequestContext, Page } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import { blockingViolations, type ColorScheme, switchTo } from './support/axe-sweep.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

// A busy machine can take longer than the default five seconds for a page's first chunk.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

const shotsDir = process.env.SCREENSHOTS_DIR;

async function ok<T>(answer: ReturnType<APIRequestContext['post']>): Promise<T> {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * Three hours at work that ended an hour ago, a 30-minute break and two hours on a project: time
 * of this month in any zone except in the first hours of a month's first day.
 */
async function workedDay(request: APIRequestContext): Promise<void> {
  await ok(request.put('/v1/workspaces/workspace-settings/time', { data: { is_required: false } }));
  const project = await ok<{ id: string }>(
    request.post('/v1/projects', { data: { name: 'Spring catalogue' } }),
  );
  const end = Math.floor(Date.now() / 1000) - 3_600;
  const start = end - 3 * 3_600;
  const time = await ok<{ id: string }>(
    request.put('/v1/workspaces/timestamps', { data: { start, end } }),
  );
  await ok(
    request.post('/v1/workspaces/timestamps/break/new', {
      data: { id_workspace_time: time.id, start: start + 3_600, end: start + 5_400 },
    }),
  );
  await ok(
    request.post('/v1/activities', {
      data: { id_project: project.id, start, end: start + 7_200, description: 'Layout' },
    }),
  );
}

/** Pictures of the page at both widths and in both modes. */
async function shoot(page: Page, name: string): Promise<void> {
  if (shotsDir === undefined) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    for (const scheme of ['light', 'dark'] as ColorScheme[]) {
      await switchTo(page, scheme);
      await page.screenshot({
        path: join(shotsDir, `${name}-${width}-${scheme}.png`),
        fullPage: true,
      });
    }
  }
  await switchTo(page, 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectAccessible(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as ColorScheme[]) {
    await switchTo(page, scheme);
    expect(await blockingViolations(page), `${scheme} ${page.url()}`).toEqual([]);
  }
  await switchTo(page, 'light');
}

test('an owner reads their summary, changes the period and gets suggestions', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('owner'));
  await createWorkspaceThroughApi(page.request, 'Ito Print Shop');
  await workedDay(page.request);

  await page.goto('/reports/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Summary report' })).toBeVisible({
    timeout: 30_000,
  });
  const work = page.getByRole('listitem').filter({ hasText: 'Time at work' });
  await expect(work.getByText('3h', { exact: true })).toBeVisible();
  await expect(work.getByText(/more than the previous period/)).toBeVisible();
  // The charts come in their own chunk once the figures are there.
  await expect(page.getByRole('img', { name: /Bar chart of work and break hours/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Top projects' }).getByText('Spring catalogue'),
  ).toBeVisible();

  // The month before holds nothing; "today" comes back to this one.
  await page.getByRole('button', { name: /previous/i }).click();
  await expect(page).toHaveURL(/unit=month/);
  await expect(work.getByText('0m', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /today/i }).click();
  await expect(work.getByText('3h', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Full breakdown' }).click();
  const dialog = page.getByRole('dialog', { name: /Summary report:/ });
  await expect(dialog.getByRole('rowheader', { name: 'Spring catalogue' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Suggest improvements' }).click();
  const panel = page.getByRole('region', { name: 'Suggestions' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByText(/built-in generator/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'summary-en');
  expect(problems).toEqual([]);
});

test('the member reports page and /ja speak Japanese', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('owner'));
  await createWorkspaceThroughApi(page.request, 'Ito Print Shop');
  await workedDay(page.request);
  const me = (await (await page.request.get('/v1/accounts/me')).json()) as { user: { id: string } };

  await page.goto(`/ja/member/${me.user.id}/reports`);
  const tabs = page.getByRole('navigation', { name: /さんのページ/ });
  await expect(tabs.getByRole('link', { name: 'レポート' })).toHaveAttribute(
    'aria-current',
    'page',
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText('勤務時間', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /日ごとの勤務時間と休憩時間/ })).toBeVisible();
  await page.getByRole('button', { name: '改善案を提案' }).click();
  const panel = page.getByRole('region', { name: '改善の提案' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByText(/組み込みジェネレーター/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'member-reports-ja');

  await page.goto('/ja/reports/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'サマリーレポート' })).toBeVisible();
  await expect(page.getByRole('region', { name: '上位のプロジェクト' })).toBeVisible();
  await shoot(page, 'summary-ja');
  expect(problems).toEqual([]);
});
