// The attendance report against the real server: an owner of a Tokyo workspace reads the team's
// attendance, changes the period, downloads it as PDF and CSV, seals last month and checks the
// seal's digest; /ja speaks Japanese. Screenshots (390 px and wide, light and dark, en and ja)
// go to SCREENSHOTS_DIR when it is set.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import { blockingViolations, type ColorScheme, switchTo } from './support/axe-sweep.js';
import { signUpThroughApi, uniqueEmail } from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

// A busy machine can take longer than the default five seconds for a page's first chunk.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

const shotsDir = process.env.SCREENSHOTS_DIR;
const ZONE = 'Asia/Tokyo';

async function ok<T>(answer: ReturnType<APIRequestContext['post']>): Promise<T> {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** The Tokyo calendar date of a unix second. */
function tokyoDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(seconds * 1000));
}

/** Pictures of the page (or of `part` of it) at both widths and in both modes. */
async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  if (shotsDir === undefined) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    for (const scheme of ['light', 'dark'] as ColorScheme[]) {
      await switchTo(page, scheme);
      const path = join(shotsDir, `${name}-${String(width)}-${scheme}.png`);
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

test('an owner reads attendance, changes the period, downloads it and seals last month', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('owner'));
  await ok(
    page.request.post('/v1/workspaces', { data: { name: 'Ito Print Shop', time_zone: ZONE } }),
  );
  await ok(page.request.patch('/v1/workspaces/plan', { data: { plan: 'BASIC' } }));
  await ok(
    page.request.put('/v1/workspaces/workspace-settings/time', { data: { is_required: false } }),
  );
  // Two hours of work that ended an hour ago.
  const end = Math.floor(Date.now() / 1000) - 3_600;
  const start = end - 7_200;
  await ok(page.request.put('/v1/workspaces/timestamps', { data: { start, end } }));

  await page.goto(`/reports/attendance?unit=custom&from=${tokyoDate(start)}&to=${tokyoDate(end)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible({
    timeout: 30_000,
  });
  const table = page.getByRole('table', { name: /times in Asia\/Tokyo/ });
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('2:00');

  // The month holding the work, by the picker.
  const picker = page.getByRole('group', { name: 'Period', exact: true });
  await picker.getByText('Month', { exact: true }).click();
  await expect(page).toHaveURL(/unit=month/);
  await expect(table.getByRole('row', { name: /^Total/ })).toContainText('2:00');
  await page.getByRole('button', { name: /^Details of / }).click();
  const dialog = page.getByRole('dialog', { name: /^Attendance of / });
  await expect(dialog.getByText('2.00 h').first()).toBeVisible();
  await shoot(page, 'attendance-dialog-en', dialog);
  await dialog.getByRole('button').first().click();
  await expectAccessible(page);
  await shoot(page, 'attendance-en');

  const downloads = page.getByRole('group', { name: 'Downloads' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = readFileSync(await csv.path(), 'utf8');
  expect(csvText).toContain('First in');
  expect(csvText.split('\r\n').length).toBeGreaterThan(2);

  // Last month is over: seal it, then check its digest.
  await picker.getByRole('button', { name: 'Previous period' }).click();
  const panel = page.getByRole('region', { name: 'Payroll periods' });
  const seal = panel.getByRole('button', { name: /^Seal / });
  await expect(seal).toBeEnabled();
  const period = ((await seal.textContent()) ?? '').replace(/^Seal /, '');
  await seal.click();
  await page
    .getByRole('dialog', { name: `Seal ${period}?` })
    .getByRole('button', { name: 'Seal the period' })
    .click();
  await expect(page.getByText(`${period} is sealed.`)).toBeVisible();
  const card = panel.getByRole('listitem').filter({ hasText: period });
  await expect(card.getByText('Sealed', { exact: true })).toBeVisible();
  const digest = (await card.locator('code').textContent()) ?? '';
  expect(digest).toMatch(/^[0-9a-f]{64}$/);
  await expect(seal).toBeDisabled();

  await card.getByRole('button', { name: 'Verify' }).click();
  const verify = page.getByRole('dialog', { name: `Verify ${period}` });
  await verify.getByRole('textbox', { name: 'Or a digest' }).fill(digest);
  await verify.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(verify.getByText('It matches: these are the sealed numbers.')).toBeVisible();
  await expect(
    verify.getByText('The time stored for the period still matches the seal.'),
  ).toBeVisible();
  await verify.getByRole('button', { name: 'Close' }).last().click();
  await shoot(page, 'attendance-seals-en', panel);

  await page.goto(`/ja/reports/attendance?unit=month&from=${tokyoDate(start)}`);
  await expect(page.getByRole('heading', { level: 1, name: '勤怠' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '出勤', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '給与期間' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSVをダウンロード' })).toHaveAttribute(
    'href',
    /lang=ja/,
  );
  await shoot(page, 'attendance-ja');

  expect(problems).toEqual([]);
});
