import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

test('a member signs in and lands on the page that asked for it', async ({ page, request }) => {
  const { email } = await signUpThroughApi(request);
  // With a workspace the page is where the member stays; without one the workspace guard sends
  // them on to /setup, and the page that asked would be seen only for a moment.
  await createWorkspaceThroughApi(request);

  await page.goto('/timestamps/list-view?day=2024-05-01');
  await expect(page).toHaveURL(/\/signin\?redirectTo=/);
  await expect(page).toHaveTitle('Sign in | Punchcard');

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/timestamps\/list-view\?day=2024-05-01$/);
});

test('a wrong password is explained under the form', async ({ page, request }) => {
  const { email } = await signUpThroughApi(request);

  await page.goto('/signin');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  await expect(page).toHaveURL(/\/signin$/);
});

test('the sign-in page speaks Japanese under /ja', async ({ page }) => {
  await page.goto('/ja/signin');

  await expect(page.getByRole('heading', { level: 1, name: 'Punchcard にログイン' })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'パスワードをお忘れの方' })).toHaveAttribute(
    'href',
    '/ja/forgot-password/verify',
  );
  await expect(page.getByRole('link', { name: 'アカウントを作成' })).toHaveAttribute(
    'href',
    '/ja/signup',
  );
  await expect(page).toHaveTitle('ログイン | Punchcard');
});
