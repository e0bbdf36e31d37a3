// The members page against the real server: an owner invites two people, resends one invitation
// and withdraws the other, makes a member Manager through the role dialog (which opens on
// Guest), deactivates them while they are signed in elsewhere (they are signed out) and
// reactivates them; then the page in Japanese has no English in its main content. With
// SCREENSHOTS_DIR set, the page is photographed in both languages at 1280 and 390 px.
import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox, lastMail, linkFrom, mailCount } from '../../build/testing/e2e/outbox.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

const shotsDir = process.env.SCREENSHOTS_DIR;

/** The token of the invitation link last mailed to `email`. */
async function inviteToken(email: string): Promise<string> {
  await expect.poll(() => lastMail(email)).toBeDefined();
  return linkFrom(lastMail(email) ?? '', '/signup/member/invite').searchParams.get('token') ?? '';
}

/** An owner on BASIC (roles and guests), and a member who joined, signed in on `member`. */
async function setUp(page: Page, member: APIRequestContext) {
  await signUpThroughApi(page.request, uniqueEmail('owner'));
  await createWorkspaceThroughApi(page.request, 'Analytical Engines');
  expect((await page.request.patch('/v1/workspaces/plan', { data: { plan: 'BASIC' } })).ok()).toBe(
    true,
  );
  const ben = uniqueEmail('ben');
  const invited = await page.request.post('/v1/accounts/invitations/workspace-members', {
    data: { role: 'Member', emails: [ben] },
  });
  expect(invited.ok()).toBe(true);
  const joined = await member.post('/v1/accounts/members', {
    data: { email: ben, password: PASSWORD, token: await inviteToken(ben) },
  });
  expect(joined.ok()).toBe(true);
  return ben;
}

const shoot = async (page: Page, name: string) => {
  if (shotsDir === undefined) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shotsDir}/members-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('an owner invites, resends, withdraws, changes a role, deactivates and reactivates', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const member = await playwright.request.newContext({ baseURL });
  const ben = await setUp(page, member);
  await page.goto('/settings/workspace/members');
  const benRow = page.getByRole('listitem').filter({ hasText: ben });
  await expect(benRow.getByText('Not working')).toBeVisible({ timeout: 20_000 });

  // Two people at once, one role; both wait under Pending invitations.
  const [carol, dave] = [uniqueEmail('carol'), uniqueEmail('dave')];
  await page.getByRole('button', { name: 'Invite members' }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite members' });
  await inviteDialog.getByRole('textbox', { name: /E-mail addresses/ }).fill(`${carol}\n${dave}`);
  await inviteDialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Invitations sent to 2 addresses.')).toBeVisible();
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  await shoot(page, 'en');

  // Resending mails a new link; withdrawing kills the other one.
  const firstToken = await inviteToken(carol);
  await page.getByRole('button', { name: `Resend the invitation to ${carol}` }).click();
  await expect.poll(() => mailCount(carol)).toBe(2);
  expect(await inviteToken(carol)).not.toBe(firstToken);
  const daveToken = await inviteToken(dave);
  await page.getByRole('button', { name: `Withdraw the invitation to ${dave}` }).click();
  await page
    .getByRole('dialog', { name: /^Withdraw the invitation/ })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  const lookup = await page.request.get('/v1/accounts/invitations/lookup', {
    params: { token: daveToken },
  });
  expect(lookup.status()).toBe(404);

  // The role dialog opens on Guest; Ben becomes Manager.
  await benRow.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: /^Change the role of/ });
  const role = roleDialog.getByRole('combobox', { name: 'New role' });
  await expect(role).toHaveValue('Guest');
  await role.click();
  await page.getByRole('option', { name: 'Manager' }).click();
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(benRow.getByText('Manager', { exact: true })).toBeVisible();

  // Deactivated, Ben's session ends; reactivated, he may sign in again.
  expect((await member.get('/v1/accounts/me')).ok()).toBe(true);
  await benRow.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: /^Deactivate/ })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(benRow.getByText('Inactive')).toBeVisible();
  expect((await member.get('/v1/accounts/me')).status()).toBe(401);
  await benRow.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await expect(benRow.getByText('Active', { exact: true })).toBeVisible();
  const signIn = await member.post('/v1/accounts/sign-in', {
    data: { email: ben, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await member.dispose();

  // In Japanese: no English in the main content (e-mails, names and the QR/NFC acronyms aside).
  await page.goto('/ja/settings/workspace/members');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'メンバー', level: 2 })).toBeVisible();
  await expect(main.getByText('保留中の招待')).toBeVisible();
  await shoot(page, 'ja');
  // What a screen reader skips (avatar initials of names) is not content.
  await main.evaluate((element) => {
    element.querySelectorAll<HTMLElement>('[aria-hidden="true"]').forEach((hidden) => {
      hidden.style.display = 'none';
    });
  });
  const text = (await main.innerText())
    .replace(/[\w.+-]+@[\w.-]+/g, '')
    .replaceAll('Analytical Engines', '')
    .replace(/\b(QR|NFC|PIN)\b/g, '');
  expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
});
