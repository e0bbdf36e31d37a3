import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import { checkBothSchemes, dialogSettled, ready } from './support/axe-sweep.js';
import { PASSWORD, signUpThroughApi, uniqueEmail } from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { externalBaseUrl } from '../../build/testing/playwright.js';
import { standInPorts } from '../../build/testing/stand-ins/config.js';
import { type OidcStandIn, startOidcStandIn } from '../../build/testing/stand-ins/oidc-provider.js';

// Single sign-on through the real pages and API against a real OpenID provider on this machine
// (oidc-provider), serving Google, Apple and the company's issuer; the server Playwright starts
// points at it (ssoServerEnv). The person signs in at the stand-in's own form.

test.skip(
  externalBaseUrl !== undefined,
  'needs the server Playwright starts, pointed at the stand-in',
);

const serverPort = Number(process.env.E2E_PORT ?? 4317);
let standIn: OidcStandIn;

test.beforeAll(async () => {
  standIn = await startOidcStandIn({ port: standInPorts(serverPort).oidc });
});

test.afterAll(async () => {
  await standIn.close();
});

/** At the stand-in's sign-in page of `issuer`, signs in as `email`. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: /\(stand-in\)$/ })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** No serious or critical axe violation on the page as it is, in light and dark. */
async function expectAccessible(page: Page, label: string, settle = ready) {
  await settle(page);
  const { found } = await checkBothSchemes(page, 'light');
  expect.soft(found, `axe violations on ${label}`).toEqual([]);
}

test('a new person signs up with Google, links the company provider, unlinks Google and sets a password', async ({
  page,
}) => {
  const email = uniqueEmail('sso');
  const companyEmail = uniqueEmail('sso-company');
  standIn.accounts.put({ issuer: 'google', email, given_name: 'Grace', family_name: 'Hopper' });
  standIn.accounts.put({ issuer: 'oidc', email: companyEmail });

  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectAccessible(page, '/signup with providers');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email);
  // A new account: the provider verified the e-mail, and the workspace setup comes first.
  await expect(page).toHaveURL(/\/setup/);

  await page.goto('/settings/account/signin');
  await expect(page).toHaveTitle('Sign-in methods | Punchcard');
  const providers = page.getByRole('list', { name: 'Sign-in providers' });
  await expect(providers.getByText(`Linked as ${email}`)).toBeVisible();
  // Google is the only way in so far.
  await expect(page.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();

  await page.getByRole('button', { name: 'Link Acme SSO' }).click();
  await signInAtProvider(page, companyEmail);
  await expect(page).toHaveURL(/\/settings\/account\/signin$/);
  await expect(page.getByText('Acme SSO is linked: you can sign in with it now.')).toBeVisible();
  await expect(providers.getByText(`Linked as ${companyEmail}`)).toBeVisible();

  // Checked without the notice above, a part of every page that is not this page's.
  await page.reload();
  await expect(providers.getByText(`Linked as ${companyEmail}`)).toBeVisible();
  await expectAccessible(page, '/settings/account/signin, two providers linked');

  await page.getByRole('button', { name: 'Unlink Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink Google?' });
  await expectAccessible(page, 'the unlink dialog', dialogSettled);
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Google is unlinked.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link Google' })).toBeVisible();
  // The company provider is the only way in now.
  await expect(page.getByRole('button', { name: 'Unlink Acme SSO' })).toBeDisabled();

  // No password yet: the form to set one, at a phone's width too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Link Google' })).toBeVisible();
  await expectAccessible(page, '/settings/account/signin without a password @390');
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove password' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Unlink Acme SSO' })).toBeEnabled();

  // The new password signs in.
  const signIn = await page.request.post('/v1/accounts/sign-in', {
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
});

test('an e-mail that belongs to another account is never merged: link-fail', async ({
  page,
  browser,
}) => {
  test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');
  const owner = await browser.newContext();
  const { email } = await signUpThroughApi(owner.request, uniqueEmail('sso-taken'));
  await owner.close();

  await page.goto('/signin?redirectTo=%2Fclock');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, email);

  await expect(page).toHaveURL(/\/signing-in\?reason=link-fail&redirectTo=%2Fclock$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This sign-in belongs to another account' }),
  ).toBeVisible();
  await expectAccessible(page, '/signing-in?reason=link-fail');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fclock$/);
});

test('Apple signs up under /ja, through its form_post callback, in Japanese', async ({ page }) => {
  const email = uniqueEmail('sso-apple');
  standIn.accounts.put({
    issuer: 'apple',
    email,
    given_name: 'Ada',
    family_name: 'Lovelace',
    private_relay: true,
  });

  await page.goto('/ja/signin');
  await page.getByRole('button', { name: 'Apple で続ける' }).click();
  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/ja\/setup/);

  await page.goto('/ja/settings/account/signin');
  await expect(page).toHaveTitle('ログイン方法 | Punchcard');
  const providers = page.getByRole('list', { name: 'ログイン先' });
  await expect(providers.getByText(/privaterelay\.appleid\.com で連携済み$/)).toBeVisible();
  await expect(
    providers.getByText('非公開のアドレスです。届いたメールは本来のアドレスに転送されます。'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'パスワードを設定' })).toBeVisible();

  await expectAccessible(page, '/ja/settings/account/signin');

  await page.goto('/ja/linking');
  await expect(
    page.getByRole('heading', { level: 1, name: '連携中のログイン方法はありません' }),
  ).toBeVisible();
  await expectAccessible(page, '/ja/linking');
});
