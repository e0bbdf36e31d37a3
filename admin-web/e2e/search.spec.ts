import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

async function created(request: APIRequestContext, path: string, data: object): Promise<string> {
  const answer = await request.post(path, { data });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { id: string }).id;
}

test('a task named in Japanese is found by part of a word, from the header and on /search', async ({
  page,
}) => {
  // One journey through both ways in; a loaded machine needs more than the default 30 s.
  test.slow();
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('search'));
  await createWorkspaceThroughApi(page.request, '経理チーム');
  const project = await created(page.request, '/v1/projects', { name: '経理' });
  const invoice = await created(page.request, '/v1/tasks', {
    name: '請求書の作成',
    id_project: project,
  });
  await created(page.request, '/v1/tasks', { name: 'パンを焼く', id_project: project });

  // The header, in Japanese: live results with the part that matched marked.
  await page.goto('/ja/clock');
  await page.getByRole('banner').getByRole('button', { name: '検索' }).click();
  const dialog = page.getByRole('dialog', { name: 'ワークスペースを検索' });
  const box = dialog.getByRole('combobox', { name: '検索する言葉' });
  await expect(box).toBeFocused();
  await box.fill('請求');
  const hit = dialog.getByRole('option', { name: /請求書の作成/ });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark')).toHaveText('請求');
  await expect(hit).toContainText('経理');
  await expect(dialog.getByRole('option', { name: /パンを焼く/ })).toHaveCount(0);

  // Enter with no result picked shows them all on /search.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ja\/search\?q=%E8%AB%8B%E6%B1%82$/);
  await expect(dialog).toBeHidden();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '検索' })).toBeVisible();
  await expect(main.getByText('「請求」の結果 1件')).toBeVisible();
  const tasks = main.getByRole('region', { name: 'タスク' });
  await expect(tasks.locator('mark')).toHaveText('請求');
  await expect(tasks.getByRole('link', { name: /請求書の作成/ })).toHaveAttribute(
    'href',
    `/ja/tasks?task=${invoice}`,
  );

  // The page's own box, in English this time: another part of the word.
  await page.goto('/search');
  await main.getByRole('searchbox', { name: 'Search for' }).fill('書の作');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(main.getByText('1 result for “書の作”')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Tasks' }).locator('mark')).toHaveText('書の作');

  // "/" opens the header's search from the page; Escape closes it.
  const english = page.getByRole('dialog', { name: 'Search the workspace' });
  const englishBox = english.getByRole('combobox', { name: 'Search for' });
  await page.keyboard.press('/');
  await expect(englishBox).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(english).toBeHidden();

  // Ctrl+K, the arrow keys, and Enter opens the task where it lives.
  await page.keyboard.press('Control+K');
  await expect(englishBox).toBeFocused();
  await englishBox.fill('請求');
  const englishHit = english.getByRole('option', { name: /請求書の作成/ });
  await expect(englishHit).toContainText('Task');
  await englishBox.press('ArrowDown');
  await expect(englishHit).toHaveAttribute('aria-selected', 'true');
  await englishBox.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tasks\\?task=${invoice}$`));

  expect(problems).toEqual([]);
});
