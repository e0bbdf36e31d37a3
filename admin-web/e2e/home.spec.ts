import { expect, test } from './fixtures.js';

test('the start page names the product and reports the API status', async ({ page, expectApi }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Punchcard' })).toBeVisible();
  await expect(page).toHaveTitle('Punchcard');
  const status = page.getByRole('status');
  if (expectApi) {
    await expect(status).toHaveText('API online');
  } else {
    await expect(status).toHaveText(/^API (online|unavailable)$/);
  }
});

test('the start page is also served under the locale prefixes', async ({ page }) => {
  for (const path of ['/en', '/ja']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Punchcard' })).toBeVisible();
  }
});

test('an unknown address shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Punchcard' })).toBeVisible();
});
