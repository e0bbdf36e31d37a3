// The project report and the work schedule against the real server: an owner reads a project's
// time and cost per member, groups it by day and downloads it as PDF and CSV; an owner edits the
// workspace's week in the settings and sees it kept; /ja speaks Japanese. Screenshots of both
// screens (390 px and wide, light and dark, en and ja) go to SCREENSHOTS_DIR when it is set.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

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

/** `YYYY-MM-DD` of the UTC day `days` from today: a range this wide holds today in any zone. */
function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Pictures of the page (or of `part` of it) at both widths and in both modes. */
async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  if (shotsDir === undefined) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    for (const scheme of ['light', 'dark'] as ColorScheme[]) {
      await switchTo(page, scheme);
      const path = join(shotsDir, `${name}-${width}-${scheme}.png`);
      await (part === undefined
        ? page.screenshot({ path, fullPage: true })
        : part.screenshot({ path }));
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

/** A new owner signed in on `page`, in a workspace on the BASIC plan. */
async function ownerOnBasic(page: Page): Promise<void> {
  await signUpThroughApi(page.request, uniqueEmail('owner'));
  await createWorkspaceThroughApi(page.request, 'Ito Print Shop');
  await ok(page.request.patch('/v1/workspaces/plan', { data: { plan: 'BASIC' } }));
}

test('an owner reads a project’s report, groups it by day and downloads it', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForPageErrors(page);
  await ownerOnBasic(page);
  await ok(
    page.request.put('/v1/workspaces/workspace-settings/time', { data: { is_required: false } }),
  );
  const project = await ok<{ id: string }>(
    page.request.post('/v1/projects', { data: { name: 'Spring catalogue', hourly_rate: 40 } }),
  );
  // Two hours that ended an hour ago.
  const end = Math.floor(Date.now() / 1000) - 3_600;
  await ok(
    page.request.post('/v1/activities', {
      data: { id_project: project.id, start: end - 7_200, end, description: 'Layout' },
    }),
  );

  const range = `unit=custom&from=${utcDay(-2)}&to=${utcDay(1)}`;
  await page.goto(`/projects/${project.id}/reports?${range}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring catalogue' })).toBeVisible({
    timeout: 30_000,
  });
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader') });
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('2h');
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('$80.00');

  await page.getByRole('combobox', { name: 'Group by' }).click();
  await page.getByRole('option', { name: 'Day' }).click();
  await expect(page).toHaveURL(/group=day/);
  await expect(table.getByRole('columnheader', { name: 'Day' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'project-report-en');

  const downloads = page.getByRole('group', { name: 'Download the report' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const pdfBytes = readFileSync(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csvText.split('\r\n').length).toBeGreaterThan(1);

  await page.goto(`/ja/projects/${project.id}/reports?${range}&group=day`);
  const tabs = page.getByRole('navigation', { name: 'Spring catalogueのページ' });
  await expect(tabs.getByRole('link', { name: 'レポート' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('columnheader', { name: '日', exact: true })).toBeVisible();
  await shoot(page, 'project-report-ja');
  expect(problems).toEqual([]);
});

test('an owner gives the workspace Saturday mornings from today', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchForPageErrors(page);
  await ownerOnBasic(page);
  await page.goto('/settings/workspace');
  const section = page.getByRole('region', { name: 'Work schedule' });
  const week = section.getByRole('group', { name: 'Working days of the workspace' });
  // Mantine draws the switch over its hidden input: the click goes to the input itself.
  await week.getByRole('switch', { name: 'Saturday' }).click({ force: true });
  await week.getByLabel('Saturday end').fill('12:00');
  await section.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('The schedule was saved.')).toBeVisible();
  await expect(week.getByText('Scheduled per week: 48h')).toBeVisible();
  await page.reload();
  await expect(week.getByRole('switch', { name: 'Saturday' })).toBeChecked();
  await expect(section.getByRole('region', { name: 'Versions' })).toContainText('Sat 09:00–12:00');
  await expectAccessible(page);
  await shoot(page, 'schedule-en', section);

  await page.goto('/ja/settings/workspace');
  const jaSection = page.getByRole('region', { name: '勤務スケジュール' });
  await expect(jaSection.getByRole('switch', { name: '土曜日' })).toBeChecked();
  await shoot(page, 'schedule-ja', jaSection);

  expect(problems).toEqual([]);
});
