import {
  type APIRequestContext,
  type APIResponse,
  request as playwrightRequest,
} from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox, lastMail, linkFrom, mailBody } from '../../build/testing/e2e/outbox.js';

const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${answer.status()}: ${await answer.text()}`);
  return answer;
}

/** A closed workspace time of the member's, clocked in and out just now. */
async function workTime(
  member: APIRequestContext,
): Promise<{ id: string; start: number; end: number }> {
  const clockIn = await ok(member.post('/v1/workspaces/timestamps', { data: {} }));
  const { id, start } = (await clockIn.json()) as { id: string; start: number };
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const clockOut = await ok(member.patch('/v1/workspaces/timestamps', { data: {} }));
  const { end } = (await clockOut.json()) as { end: number };
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  return { id, start, end };
}

test('a manager reviews edit requests before and after, approves one, rejects one; the member is mailed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The owner (the browser) runs a workspace; a member joins by invitation on a context of their own.
  await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);
  const email = uniqueEmail('mia');
  await ok(
    page.request.post('/v1/accounts/invitations/workspace-members', {
      data: { role: 'Member', emails: [email] },
    }),
  );
  await expect.poll(() => lastMail(email)).toBeDefined();
  const token = linkFrom(lastMail(email) ?? '', '/signup/member/invite').searchParams.get('token');
  const member = await playwrightRequest.newContext({ baseURL });
  await ok(member.post('/v1/accounts/members', { data: { email, password: PASSWORD, token } }));

  // Two short workdays: one to start an hour earlier, one to remove.
  const early = await workTime(member);
  const mistaken = await workTime(member);
  await ok(
    member.post('/v1/workspaces/requests', {
      data: {
        request_type: 'EDIT',
        id_workspace_time: early.id,
        start: early.start - 3600,
        end: early.end,
        reason: 'Started an hour early.',
      },
    }),
  );
  await ok(
    member.post('/v1/workspaces/requests', {
      data: {
        request_type: 'DELETE',
        id_workspace_time: mistaken.id,
        reason: 'Clocked in by mistake.',
      },
    }),
  );
  await member.dispose();

  await page.goto('/approvals');
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible({
    timeout: 30_000,
  });
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  // The header counts what waits, on every page.
  await expect(
    page.getByRole('link', { name: '2 requests waiting for your review' }),
  ).toBeVisible();
  const first = cards.first();
  await expect(first).toContainText('Started an hour early.');
  const comparison = first.getByRole('group', { name: 'Before and after' });
  await expect(comparison.getByText('Now', { exact: true })).toBeVisible();
  await expect(comparison.getByText('After approval', { exact: true })).toBeVisible();
  // An hour more after approval than now (the clocked seconds round to none).
  await expect(comparison).toContainText('(1h');

  await first.getByRole('button', { name: /^Approve the request/ }).click();
  await expect(page.getByText(/^Approved: Change work time by /)).toBeVisible();
  await expect(cards).toHaveCount(1);

  // The second by keyboard: it has the focus now, and R rejects it.
  const second = cards.first();
  await expect(second).toBeFocused();
  await expect(second.getByText('Removed', { exact: true })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByText(/^Rejected: Delete work time by /)).toBeVisible();
  await expect(page.getByText('Nothing to review')).toBeVisible();

  // The member hears each decision.
  await expect.poll(() => mailBody(lastMail(email) ?? '')).toContain('rejected your request');

  // The same page in Japanese, with no English in its main content.
  await page.goto('/ja/approvals');
  await expect(page.getByRole('heading', { level: 1, name: '承認' })).toBeVisible();
  await expect(page.getByText('承認待ちの申請はありません')).toBeVisible();
  await expect(page.getByText('未処理の申請があるメンバーはいません。')).toBeVisible();
  expect(await page.getByRole('main').innerText()).not.toMatch(/[A-Za-z]{2,}/);
});
