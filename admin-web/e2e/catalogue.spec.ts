import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

// Sign-up reads its code from the outbox of the server Playwright starts.
test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

async function post<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const answer = await request.post(path, { data });
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

test('a category in use is deleted by moving its task to another one', async ({ page }) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('categories'));
  const workspace = await createWorkspaceThroughApi(page.request);
  const design = await post<{ id: string }>(page.request, '/v1/tasks/categories', {
    name: 'Design',
  });
  const task = await post<{ id: string }>(page.request, '/v1/tasks', {
    name: 'Draw the logo',
    id_category: design.id,
  });

  await page.goto('/task-categories');
  await page.getByRole('button', { name: 'New category' }).click();
  const create = page.getByRole('dialog', { name: 'New category' });
  await expect(create.getByRole('textbox', { name: /Colour/ })).toHaveValue('#828E99');
  await create.getByRole('textbox', { name: /Name/ }).fill('Research');
  await create.getByRole('button', { name: 'Create category' }).click();
  const list = page.getByRole('list', { name: 'Task categories' });
  await expect(list.getByText('Research')).toBeVisible();

  await list.getByRole('button', { name: 'Delete Design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Design' });
  await expect(dialog.getByText('1 task uses Design.')).toBeVisible();
  await dialog.getByRole('combobox', { name: /Move them to/ }).click();
  await page.getByRole('option', { name: 'Research' }).click();
  await dialog.getByRole('button', { name: 'Move and delete' }).click();
  await expect(page.getByText('Design was deleted. Its tasks are now in Research.')).toBeVisible();
  await expect(list.getByText('Design')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Deleted categories' }).getByText('Design'),
  ).toBeVisible();

  const tasks = await page.request.get(`/v1/tasks/workspace/${workspace.id}`);
  const moved = ((await tasks.json()) as { id: string; category_name: string | null }[]).find(
    (row) => row.id === task.id,
  );
  expect(moved?.category_name).toBe('Research');

  // Research had no tasks of its own, so Undo gives Design its task back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Design is back, with its tasks.')).toBeVisible();
  await expect(list.getByText('Design')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a tag is created, renamed, deleted and brought back', async ({ page }) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('tags'));
  await createWorkspaceThroughApi(page.request);

  await page.goto('/tags');
  await page.getByRole('button', { name: 'New tag' }).click();
  const create = page.getByRole('dialog', { name: 'New tag' });
  await create.getByRole('textbox', { name: /Name/ }).fill('urgent');
  await create.getByRole('button', { name: 'Create tag' }).click();
  const list = page.getByRole('list', { name: 'Tags' });
  await expect(list.getByText('urgent', { exact: true })).toBeVisible();

  await list.getByRole('button', { name: 'Rename urgent' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename urgent' });
  await rename.getByRole('textbox', { name: /Name/ }).fill('important');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(list.getByText('important', { exact: true })).toBeVisible();

  await list.getByRole('button', { name: 'Delete important' }).click();
  await expect(page.getByText('The tag important was deleted.')).toBeVisible();
  await expect(page.getByText('No tags yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByText('important', { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a client is added, put on a project, renamed, deleted and brought back', async ({ page }) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('clients'));
  await createWorkspaceThroughApi(page.request);
  await post(page.request, '/v1/projects', { name: 'Website' });

  await page.goto('/clients');
  await page.getByRole('button', { name: 'Add client' }).click();
  const add = page.getByRole('dialog', { name: 'Add a client' });
  await add.getByRole('textbox', { name: /Name/ }).fill('Acme');
  await add.getByRole('button', { name: 'Add client' }).click();
  await expect(add.getByText(/Acme was added\./)).toBeVisible();
  await add.getByRole('button', { name: 'Done' }).click();

  const list = page.getByRole('list', { name: 'Clients' });
  await list.getByRole('button', { name: 'Manage Acme' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Acme' });
  await manage.getByRole('combobox', { name: 'Add to a project' }).click();
  await page.getByRole('option', { name: 'Website' }).click();
  await manage.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added to Website.')).toBeVisible();
  await manage.getByRole('textbox', { name: /Name/ }).fill('Acme Corp');
  await manage.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('The client is now called Acme Corp.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();

  await expect(list.getByRole('list', { name: 'Projects of Acme Corp' })).toHaveText('Website');
  await list.getByRole('button', { name: 'Delete Acme Corp' }).click();
  await expect(page.getByText('Acme Corp was deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Acme Corp is back.')).toBeVisible();
  await expect(list.getByRole('list', { name: 'Projects of Acme Corp' })).toHaveText('Website');
  expect(problems).toEqual([]);
});
