// Projects against the real server: an owner creates a project for a client through the
// edit-project dialog, puts a member on it with their own hourly rate, both track time on it, and
// the project's total shows each one's time and cost and the sum; the timestamps page lists the
// entries. WCAG checks of these pages run in e2e/accessibility.spec.ts (the one sweep).
import type { APIRequestContext } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox, lastMail, linkFrom } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

// A busy machine can take longer than the default five seconds for a page's first chunk.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

async function ok<T>(answer: ReturnType<APIRequestContext['post']>): Promise<T> {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Hanako joins the workspace of the owner signed in on `owner`. */
async function memberJoins(owner: APIRequestContext, member: APIRequestContext): Promise<void> {
  const email = uniqueEmail('hanako');
  await ok(
    owner.post('/v1/accounts/invitations/workspace-members', {
      data: { role: 'Member', emails: [email] },
    }),
  );
  await expect.poll(() => lastMail(email)).toBeDefined();
  const token = linkFrom(lastMail(email) ?? '', '/signup/member/invite').searchParams.get('token');
  await ok(
    member.post('/v1/accounts/members', {
      data: { email, password: PASSWORD, token, first_name: 'Hanako', last_name: 'Sato' },
    }),
  );
}

/** Unix seconds of `hour`:`minute` yesterday, and that day as `YYYY-MM-DD`, in local time. */
function yesterdayAt(hour: number, minute = 0): number {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  day.setHours(hour, minute, 0, 0);
  return Math.floor(day.getTime() / 1000);
}

function dayKey(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('an owner sets up a project with a client and rates, and reads its total and cost', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('owner'));
  await createWorkspaceThroughApi(page.request, 'Sato Bakery');
  await ok(page.request.patch('/v1/workspaces/plan', { data: { plan: 'BASIC' } }));
  // Activities of a past day, without clocked time around them.
  await ok(
    page.request.put('/v1/workspaces/workspace-settings/time', { data: { is_required: false } }),
  );
  await ok(page.request.post('/v1/clients', { data: { name: 'Café Ito' } }));
  const member = await playwright.request.newContext({ baseURL });
  await memberJoins(page.request, member);

  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Menu relaunch');
  await dialog.getByRole('textbox', { name: 'Default hourly rate' }).fill('40');
  await dialog.getByRole('combobox', { name: 'Clients' }).click();
  await page.getByRole('option', { name: 'Café Ito' }).click();
  // The list stays open for more picks; moving on closes it.
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('The project Menu relaunch was created.')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Menu relaunch' });
  await expect(card.getByText('Café Ito')).toBeVisible();
  await expect(card.getByText('$40.00 per hour')).toBeVisible();

  // Hanako joins the project with a rate of her own.
  await card.getByRole('button', { name: 'Actions for Menu relaunch' }).click();
  await page.getByRole('menuitem', { name: 'Members and rates' }).click();
  const drawer = page.getByRole('dialog', { name: 'Members of Menu relaunch' });
  await drawer.getByRole('combobox', { name: 'Member of the workspace' }).click();
  await page.getByRole('option', { name: 'Hanako Sato' }).click();
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Hanako Sato was added to the project.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Hourly rate of Hanako Sato' }).fill('55.50');
  await drawer.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('The rates were saved.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByText('2 members')).toBeVisible();

  // Both tracked time on it yesterday: Hanako 90 minutes, the owner two hours.
  const projects = (await (await page.request.get('/v1/projects')).json()) as {
    id: string;
    name: string;
  }[];
  const idProject = projects.find((project) => project.name === 'Menu relaunch')?.id;
  await ok(
    member.post('/v1/activities', {
      data: {
        id_project: idProject,
        start: yesterdayAt(9),
        end: yesterdayAt(10, 30),
        description: 'Photos',
      },
    }),
  );
  await ok(
    page.request.post('/v1/activities', {
      data: { id_project: idProject, start: yesterdayAt(13), end: yesterdayAt(15) },
    }),
  );

  await card.getByRole('link', { name: 'Total' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu relaunch' })).toBeVisible();
  const day = dayKey(yesterdayAt(9));
  await page.getByRole('textbox', { name: 'From' }).fill(day);
  await page.getByRole('textbox', { name: 'To' }).fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  const byMember = page.getByRole('region', { name: 'By member' });
  // 1.5 h x 55.50 = 83.25, 2 h x 40 = 80.00.
  await expect(byMember.getByRole('row', { name: /Hanako Sato/ })).toContainText('$83.25');
  await expect(byMember.getByRole('row', { name: /^Total/ })).toContainText('3h 30m');
  await expect(byMember.getByRole('row', { name: /^Total/ })).toContainText('$163.25');

  const tabs = page.getByRole('navigation', { name: 'Pages of Menu relaunch' });
  await tabs.getByRole('link', { name: 'Timestamps' }).click();
  await expect(tabs.getByRole('link', { name: 'Timestamps' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Photos')).toBeVisible();
  await expect(page.getByText('Total 3h 30m')).toBeVisible();

  expect(problems).toEqual([]);
  await member.dispose();
});
