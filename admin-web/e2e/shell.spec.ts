import { expect, test } from './fixtures.js';

test.describe('the landing page', () => {
  test('names the product, offers sign in and sign up, and reports the API', async ({
    page,
    expectApi,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // The 401 of GET /v1/accounts/me is how a signed-out visitor is recognised.
      const signedOutCheck = message.text().includes('status of 401');
      if (message.type() === 'error' && !signedOutCheck) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Punchcard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page).toHaveTitle('Time tracking for your team | Punchcard');
    const status = page.getByRole('status');
    if (expectApi) {
      await expect(status).toHaveText('API online');
    } else {
      await expect(status).toHaveText(/^API (online|unavailable)$/);
    }
    // Nothing refused by the server's Content-Security-Policy, nothing thrown.
    expect(problems).toEqual([]);
  });

  test('is served under both locale prefixes, in that language', async ({ page }) => {
    await page.goto('/en');
    await expect(
      page
        .getByRole('heading', { level: 2, name: 'Time tracking for your team' })
        .or(page.getByText('Time tracking for your team')),
    ).toBeVisible();

    await page.goto('/ja');
    await expect(page.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/ja/signin',
    );
    await expect(page.getByText('チームのための勤怠・工数管理')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});

test.describe('a browser set to Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('sees the unprefixed pages in Japanese', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('link', { name: 'アカウントを作成' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});

test.describe('not found', () => {
  test('an unknown address shows not found in English, with a way home', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Punchcard' })).toBeVisible();
  });

  test('an unknown address under /ja shows not found in Japanese', async ({ page }) => {
    await page.goto('/ja/no/such/page');

    await expect(
      page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'トップページに戻る' })).toHaveAttribute(
      'href',
      '/ja',
    );
    await expect(page).toHaveTitle('ページが見つかりません | Punchcard');
  });
});

test('switching language keeps the page and is remembered', async ({ page }) => {
  await page.goto('/en/no/such/page?from=e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.getByRole('link', { name: '日本語' }).click();

  await expect(page).toHaveURL(/\/ja\/no\/such\/page\?from=e2e$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ページが見つかりません' }),
  ).toBeVisible();

  // Without a prefix, the remembered choice applies.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'ログイン' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a page for signed-in members sends a signed-out visitor to sign in, and back', async ({
  page,
}) => {
  await page.goto('/timestamps/list-view');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Ftimestamps%2Flist-view$/);

  await page.goto('/ja/settings/account');
  await expect(page).toHaveURL(/\/ja\/signin\?redirectTo=%2Fja%2Fsettings%2Faccount$/);
});

test('the build says which version it is, for the new-build offer', async ({ request }) => {
  const response = await request.get('/version.json');

  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ build: expect.any(String) as unknown });
});
