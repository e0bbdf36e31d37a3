import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

/** The view switch's segment (its radio input sits off-screen, under the label). */
const view = (page: Page, name: string): Locator =>
  page.getByRole('radiogroup', { name: 'View' }).getByText(name, { exact: true });

const column = (page: Page, status: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${status} \\(`) });

/** Drags `card` into `target` with the mouse, in small steps as a hand would. */
async function drag(page: Page, card: Locator, target: Locator) {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (from === null || to === null) throw new Error('the card or the column is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

test('tasks are created, moved across the board by mouse and keyboard, deleted and brought back', async ({
  page,
}) => {
  // A whole journey through four views: a busy CI machine needs more than the default 30 s.
  test.slow();
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('tasks-owner'));
  await createWorkspaceThroughApi(page.request, 'Analytical Engines');
  const project = await page.request.post('/v1/projects', { data: { name: 'Difference Engine' } });
  expect(project.ok()).toBe(true);
  for (const name of ['Review the tables', 'Order brass gears']) {
    expect((await page.request.post('/v1/tasks', { data: { name } })).ok()).toBe(true);
  }

  // A task made through the form, with the spec's defaults and an estimate in hours.
  await page.goto('/tasks');
  await expect(page.getByRole('button', { name: 'Review the tables', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'New task' }).click();
  const form = page.getByRole('dialog', { name: 'New task' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Write the specification');
  await form.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Difference Engine' }).click();
  await form.getByRole('textbox', { name: 'Estimate' }).fill('1.5');
  await expect(form.getByText('Reads as 1h 30m')).toBeVisible();
  await form.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task “Write the specification” created.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Write the specification' });
  await expect(
    row.getByRole('button', { name: /Status of Write the specification: To do/ }),
  ).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Medium', exact: true })).toBeVisible();

  // The board: the keyboard picks a card up by its handle and moves it a column per arrow key.
  await view(page, 'Board').click();
  await expect(page).toHaveURL(/\?view=board$/);
  // Each key waits for the announcement of the one before: the keyboard sensor listens for the
  // arrows only once the pick-up has been handled, which a busy machine may not have done yet.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await page.getByRole('button', { name: 'Move Write the specification' }).focus();
  await page.keyboard.press('Space');
  // Picked up, the card is at once over its own column, which replaces the pick-up's words.
  await announced('Write the specification is over To do.');
  await page.keyboard.press('ArrowRight');
  await announced('Write the specification is over In progress.');
  await page.keyboard.press('Space');
  await announced('Write the specification moved to In progress.');
  await expect(
    column(page, 'In progress').getByRole('button', {
      name: 'Write the specification',
      exact: true,
    }),
  ).toBeVisible();

  // The mouse drags the whole card.
  const card = column(page, 'To do').getByRole('button', {
    name: 'Review the tables',
    exact: true,
  });
  await drag(page, card, column(page, 'Done'));
  await expect(
    column(page, 'Done').getByRole('button', { name: 'Review the tables', exact: true }),
  ).toBeVisible();
  await page.reload();
  // A reload on a busy machine: the page's code and texts load first.
  await expect(column(page, 'Done')).toBeVisible({ timeout: 20_000 });
  await expect(
    column(page, 'In progress').getByRole('button', {
      name: 'Write the specification',
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    column(page, 'Done').getByRole('button', { name: 'Review the tables', exact: true }),
  ).toBeVisible();

  // The list: two tasks deleted in one go, then brought back with Undo.
  await view(page, 'List').click();
  await page.getByRole('checkbox', { name: 'Select Review the tables' }).check();
  await page.getByRole('checkbox', { name: 'Select Order brass gears' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByText('2 tasks deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order brass gears', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 tasks are back.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order brass gears', exact: true })).toBeVisible();

  // One deleted for real waits in the deleted view, to be restored from there.
  await page.getByRole('button', { name: 'Actions for Order brass gears' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText('Task “Order brass gears” deleted.')).toBeVisible();
  await view(page, 'Deleted').click();
  await page.getByRole('button', { name: 'Restore Order brass gears' }).click();
  await expect(page.getByText('The task is back.')).toBeVisible();
  await expect(page.getByText('No deleted tasks.')).toBeVisible();
  expect(problems).toEqual([]);
});
