import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures.js';

const PASSWORD = 'Correct-Horse-9';

/** The newest mail to `email` in the server's outbox (DATA_DIR/outbox), undecoded. */
function lastMail(email: string): string | undefined {
  const dataDir = process.env.PUNCHCARD_E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('PUNCHCARD_E2E_DATA_DIR is not set');
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  const latest = files.filter((file) => file.includes(email.toLowerCase())).at(-1);
  return latest === undefined ? undefined : fs.readFileSync(path.join(outbox, latest), 'utf8');
}

/** The six-digit code of a verification mail, whatever its transfer encoding. */
function codeFrom(mail: string): string {
  const [head = '', ...rest] = mail.split(/\r?\n\r?\n/);
  let body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') body = body.replace(/=\r?\n/g, '');
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (code === undefined) throw new Error('No 6-digit code in the mail');
  return code;
}

/** A new account, signed up through the API as the sign-up pages will do it. */
async function signUp(request: APIRequestContext): Promise<string> {
  const email = `signin-${randomUUID().slice(0, 8)}@example.com`;
  const requested = await request.post('/v1/accounts/emails/signup-verification', {
    data: { email },
  });
  expect(requested.ok()).toBe(true);
  const { id } = (await requested.json()) as { id: string };
  await expect.poll(() => lastMail(email)).toBeDefined();
  const verified = await request.post('/v1/accounts/verification', {
    data: { id, email, code: codeFrom(lastMail(email) ?? ''), password: PASSWORD },
  });
  expect(verified.ok()).toBe(true);
  return email;
}

test.skip(
  process.env.PUNCHCARD_E2E_DATA_DIR === undefined,
  'needs the outbox of the server Playwright starts',
);

test('a member signs in and lands on the page that asked for it', async ({ page, request }) => {
  const email = await signUp(request);

  await page.goto('/timestamps/list-view?day=2024-05-01');
  await expect(page).toHaveURL(/\/signin\?redirectTo=/);
  await expect(page).toHaveTitle('Sign in | Punchcard');

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/timestamps\/list-view\?day=2024-05-01$/);
});

test('a wrong password is explained under the form', async ({ page, request }) => {
  const email = await signUp(request);

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
