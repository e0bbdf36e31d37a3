import type { APIRequestContext, Page } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import { createWorkspaceThroughApi, signUpThroughApi } from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';

// Each step shows its result once the API answered and the lists were read again; a busy
// machine can take longer than the default five seconds for both.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

interface FiledRequest {
  id: string;
  status: string;
}

/** A closed workspace time of a few seconds, clocked in and out through the API. */
async function clockedWorkTime(
  request: APIRequestContext,
): Promise<{ id: string; start: number; end: number }> {
  const clockIn = await request.post('/v1/workspaces/timestamps', { data: {} });
  expect(clockIn.ok()).toBe(true);
  const { id, start } = (await clockIn.json()) as { id: string; start: number };
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const clockOut = await request.patch('/v1/workspaces/timestamps', { data: {} });
  expect(clockOut.ok()).toBe(true);
  const { end } = (await clockOut.json()) as { end: number };
  // A request is about the past: let the end be behind us.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  return { id, start, end };
}

/** `YYYY-MM-DD` of the day before today, as the date input takes it. */
function yesterday(): string {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function openRequests(page: Page, path = '/requests') {
  await page.goto(path);
  // The first visit may wait for the page's code (a dev server builds it on demand).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('a member asks to change a workspace time, withdraws and restores it, and sees it approved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);
  const workTime = await clockedWorkTime(page.request);
  const filed = await page.request.post('/v1/workspaces/requests', {
    data: {
      request_type: 'EDIT',
      id_workspace_time: workTime.id,
      start: workTime.start - 3600,
      end: workTime.end,
      reason: 'I started an hour before I clocked in.',
    },
  });
  expect(filed.ok()).toBe(true);
  const request = (await filed.json()) as FiledRequest;
  expect(request.status).toBe('pending');

  await openRequests(page);
  await expect(page).toHaveTitle('Requests | Punchcard');
  const card = page.getByRole('article', { name: 'Change work time' });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText('I started an hour before I clocked in.')).toBeVisible();
  // The entry as it is now, beside what was asked.
  await expect(card.getByText('Now', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your open requests' })).toContainText('1 pending');

  await card.getByRole('button', { name: /^Withdraw the request/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw this request?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Request withdrawn.')).toBeVisible();
  await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your open requests' })).toContainText('0 pending');

  await card.getByRole('button', { name: /^Restore the request/ }).click();
  await expect(page.getByText('Request restored.')).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  // The workspace's creator (its super owner) approves through the API.
  const reviewed = await page.request.patch(`/v1/workspaces/requests/${request.id}`, {
    data: { is_approved: true, is_workspace_time_request: true },
  });
  expect(reviewed.ok()).toBe(true);
  await page.reload();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/^Approved .* by you$/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
});

test('a member saves a draft from the dialog and fills in its end on the drafts page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);

  await openRequests(page);
  await expect(page.getByText('No requests yet')).toBeVisible();
  await page.getByRole('button', { name: 'New request' }).first().click();
  await page.getByRole('menuitem', { name: 'Add work time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request to add work time' });
  await dialog.getByLabel('Start date').fill(yesterday());
  await dialog.getByLabel('Start time').fill('08:00');
  await dialog.getByLabel('I don’t know the end yet').check();
  await expect(dialog.getByLabel('End time')).toHaveCount(0);
  await dialog.getByLabel('Reason').fill('Forgot to clock in; not sure when I left.');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Draft saved\./)).toBeVisible();
  await expect(dialog).toBeHidden();

  const draftCard = page.getByRole('article', { name: 'Add work time' });
  await expect(draftCard.getByText('Draft', { exact: true })).toBeVisible();
  await draftCard.getByRole('link', { name: 'Fill in the end' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Drafts' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^A draft is a work time or break/)).toBeVisible();
  const draft = page.getByRole('article', { name: 'Work time' });
  await expect(draft.getByLabel('Start time')).toHaveValue('08:00');
  await draft.getByRole('button', { name: 'Send for review' }).click();
  await expect(draft.getByText('Enter the end date and time.')).toBeVisible();
  await draft.getByLabel('End time').fill('16:30');
  await draft.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('Draft sent for review.')).toBeVisible();
  await expect(page.getByText('No drafts')).toBeVisible();

  await openRequests(page, '/requests?status=pending');
  const pending = page.getByRole('article', { name: 'Add work time' });
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
  await expect(pending.getByText(/8:00 AM – 4:30 PM \(8h 30m\)$/)).toBeVisible();
});

test('the requests page speaks Japanese under /ja', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);
  const workTime = await clockedWorkTime(page.request);
  const filed = await page.request.post('/v1/workspaces/requests', {
    data: {
      request_type: 'DELETE',
      id_workspace_time: workTime.id,
      reason: '二重に記録しました。',
    },
  });
  expect(filed.ok()).toBe(true);

  await openRequests(page, '/ja/requests');
  await expect(page.getByRole('heading', { level: 1, name: '申請' })).toBeVisible();
  await expect(page).toHaveTitle('申請 | Punchcard');
  const card = page.getByRole('article', { name: '勤務時間の削除' });
  await expect(card.getByText('承認待ち', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '種類' })).toBeVisible();
  await page.getByRole('button', { name: '新規申請' }).click();
  await expect(page.getByRole('menuitem', { name: '勤務時間を追加' })).toBeVisible();
});
