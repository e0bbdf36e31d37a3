import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';

const WORKSPACE = 'Analytical Engines';

/** A new account in its own workspace; with the page's `request`, the browser is signed in. */
async function signUpWithWorkspace(request: APIRequestContext): Promise<string> {
  const { email } = await signUpThroughApi(request, uniqueEmail('account'));
  await createWorkspaceThroughApi(request, WORKSPACE);
  return email;
}

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

test('a member saves their profile and nickname, and they are kept', async ({ page }) => {
  const problems = watchForPageErrors(page);
  await signUpWithWorkspace(page.request);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Profile | Punchcard');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Contact number').fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();

  const workspaceName = page.getByRole('region', { name: `Name in ${WORKSPACE}` });
  await workspaceName.getByLabel('Nickname').fill('Countess');
  await workspaceName.getByRole('button', { name: 'Save nickname' }).click();
  await expect(page.getByText('Your nickname was saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Contact number')).toHaveValue('+44 20 7946 0000');
  await expect(workspaceName.getByLabel('Nickname')).toHaveValue('Countess');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Ada Lovelace');
  expect(problems).toEqual([]);
});

test('a changed password is the one that signs in', async ({ page, browser }) => {
  // Four password checks (scrypt, on purpose slow) and a second browser.
  test.slow();
  const email = await signUpWithWorkspace(page.request);
  const newPassword = 'Better-Horse-10';

  await page.goto('/settings/account/security');
  await page.getByLabel(/^Current password/).fill('Not-The-Password-1');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('region', { name: 'Password' }).getByRole('alert')).toHaveText(
    'Your current password is wrong.',
  );

  await page.getByLabel(/^Current password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password was changed. Other devices were signed out.'),
  ).toBeVisible();
  // This browser stays signed in.
  expect((await page.request.get('/v1/accounts/me')).status()).toBe(200);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/signin');
  await other.getByLabel('E-mail address').fill(email);
  await other.getByLabel(/^Password/).fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  await other.getByLabel(/^Password/).fill(newPassword);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).not.toHaveURL(/\/signin/);
  await fresh.close();
});

test('an API key is shown once and works as a Bearer credential', async ({ page, playwright }) => {
  await signUpWithWorkspace(page.request);

  await page.goto('/settings/account/security');
  const section = page.getByRole('region', { name: 'API key' });
  await section.getByRole('button', { name: 'Generate API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a new API key?' });
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Generate key' }).click();

  const shown = section.getByLabel('Your new API key');
  await expect(shown).toHaveValue(/\S{20,}/);
  await expect(section.getByText('Copy your key now')).toBeVisible();
  const key = await shown.inputValue();

  // A client with no cookies at all: the key alone signs it in.
  const client = await playwright.request.newContext({ baseURL: page.url() });
  const me = await client.get('/v1/accounts/me', { headers: { Authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(200);
  await client.dispose();

  // Leaving the page forgets the key.
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  // The address changes before the new page is drawn: wait for the page itself.
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await page.getByRole('link', { name: 'Security', exact: true }).click();
  await expect(section.getByRole('button', { name: 'Generate API key' })).toBeVisible();
  await expect(section.getByLabel('Your new API key')).toHaveCount(0);
});

test('the account settings speak Japanese under /ja', async ({ page }) => {
  await signUpWithWorkspace(page.request);

  await page.goto('/ja/settings/account');

  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(page).toHaveTitle('アカウント設定 | Punchcard');
  await expect(page.getByRole('heading', { level: 2, name: 'ログイン情報' })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveValue(/@example\.com$/);
  await expect(page.getByRole('radio', { name: '日本語' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'ダーク' })).toBeVisible();
  await expect(
    page.getByRole('switch', { name: '出勤・退勤の打刻時に位置情報を記録する' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'アカウントを削除…' })).toBeVisible();

  // Back to English: the same page under the other prefix.
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page).toHaveURL(/\/en\/settings\/account$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sign-in' })).toBeVisible();
});
