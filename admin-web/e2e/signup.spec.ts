import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import { PASSWORD, signUpThroughApi, uniqueEmail } from '../../build/testing/e2e/accounts.js';
import {
  codeFrom,
  hasOutbox,
  linkFrom,
  waitForMail as mail,
} from '../../build/testing/e2e/outbox.js';

// The signed-out flows through their pages against the real API: the e-mailed code and links
// are read from the server's outbox (DATA_DIR/outbox, one file per mail).

/** The link of a mail as a path of this site (the server writes its own public origin). */
function linkIn(mail: string): string {
  const url = linkFrom(mail, '/');
  return `${url.pathname}${url.search}`;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

test('a new person signs up with the mailed code and lands on workspace setup', async ({
  page,
}) => {
  const email = uniqueEmail('signup');

  await page.goto('/signup');
  await expect(page).toHaveTitle('Create an account | Punchcard');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send verification code' }).click();

  await expect(page).toHaveURL(/\/signup\/email\/verify\?/);
  await expect(page.getByText(email)).toBeVisible();
  const code = codeFrom(await mail(email));

  // A wrong code first: the page says how many tries are left.
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^Choose a password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This code is wrong. You can try 4 more times.')).toBeVisible();

  // A reload keeps the address and the verification.
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  // The name is asked here, so the team never sees the person as an e-mail address.
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^Choose a password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/setup$/);
  await expect(
    page.getByText('Your e-mail address is verified. Welcome to Punchcard!'),
  ).toBeVisible();
  const me = (await (await page.request.get('/v1/accounts/me')).json()) as { user: object };
  expect(me.user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
});

test('an address that already has an account is offered sign-in', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  await signUpThroughApi(request, email);

  await page.goto('/signup');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send verification code' }).click();

  await expect(page.getByRole('alert')).toContainText(
    'An account with this e-mail address already exists.',
  );
  await page.getByRole('link', { name: 'Sign in instead' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgot');
  await signUpThroughApi(request, email);
  const newPassword = 'Another-Horse-42';

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page has an e-mail field too: type only once the recovery page has replaced it.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

  // The mail after the sign-up code is the reset link; it opens under the language it was asked in.
  await page.goto(linkIn(await mail(email, 2)));
  await expect(page).toHaveURL(/\/en\/forgot-password\/reset\?token=/);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password has been changed' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/(home|setup)$/);
});

test('an invitee creates an account from the invitation link and joins', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An owner with a workspace invites a new address, through the API.
  const owner = await playwright.request.newContext({ baseURL });
  const ownerEmail = uniqueEmail('owner');
  await signUpThroughApi(owner, ownerEmail);
  const created = await owner.post('/v1/workspaces', { data: { name: 'Invite Bakery' } });
  expect(created.ok()).toBe(true);
  const invitee = uniqueEmail('invitee');
  const invited = await owner.post('/v1/accounts/invitations/workspace-members', {
    data: { role: 'Member', emails: [invitee] },
  });
  expect(invited.ok()).toBe(true);
  await owner.dispose();

  // The landing page names the workspace and the inviter (the owner named at sign-up).
  await page.goto(linkIn(await mail(invitee)));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Join Invite Bakery on Punchcard' }),
  ).toBeVisible();
  await expect(
    page.getByText(`invited ${invitee} to track working time in Invite Bakery`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create an account and join' }).click();
  // The invited address is filled in and locked: only the name and a password are typed.
  await expect(page.getByLabel(/^Invited e-mail address/)).toHaveValue(invitee);
  await expect(page.getByLabel(/^Invited e-mail address/)).not.toBeEditable();
  await page.getByLabel(/^First name/).fill('Grace');
  await page.getByLabel(/^Last name/).fill('Hopper');
  await page.getByLabel(/^Choose a password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account and join' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('You joined Invite Bakery.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Grace Hopper/ })).toBeVisible();
});

test('sign-up speaks Japanese under /ja', async ({ page }) => {
  await page.goto('/ja/signup');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Punchcard のアカウントを作成' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('アカウント作成 | Punchcard');
  await page.getByRole('button', { name: '確認コードを送信' }).click();
  await expect(page.getByText('メールアドレスを入力してください。')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/ja/signin');
  await expect(page.getByRole('link', { name: '招待から参加' })).toHaveAttribute(
    'href',
    '/ja/signup/email/member',
  );
});
