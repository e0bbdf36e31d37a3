import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox, mailBody, waitForMail } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

// Without SUPPORT_EMAIL (as the e2e server runs) messages go to the super owners of the sender's
// workspace: here the sender themself, whose outbox the test reads.
test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

test('a member sends feedback and asks for help from the account menu; both arrive by mail', async ({
  page,
}) => {
  const problems = watchForPageErrors(page);
  const { email } = await signUpThroughApi(page.request, uniqueEmail('feedback'));
  const { name: workspace } = await createWorkspaceThroughApi(page.request);
  // The sign-up code was mail 1.
  const before = 1;

  await page.goto('/clock');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Send feedback' }).click();
  await expect(page).toHaveURL(/\/feedback\?from=%2Fclock$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback and support' })).toBeVisible();

  await page.getByRole('radio', { name: 'A problem' }).check();
  // The segment's visible label: its radio is visually hidden, as in every segmented control.
  await page.locator('label', { hasText: '4 of 5' }).click();
  await expect(page.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await page
    .getByRole('textbox', { name: 'Your feedback' })
    .fill('The weekly total is hard to find.');
  await page.getByRole('checkbox', { name: /You may write to me/ }).check();
  await page.getByRole('button', { name: 'Send feedback' }).click();

  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your feedback' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(`It went to the owners of ${workspace}`);
  const feedback = mailBody(await waitForMail(email, before + 1));
  expect(feedback).toContain('Kind: Problem');
  expect(feedback).toContain('Rating: 4 of 5');
  expect(feedback).toContain('Page: /clock');
  expect(feedback).toContain('The weekly total is hard to find.');

  await page.getByRole('tab', { name: 'Get help' }).click();
  await expect(page).toHaveURL(/tab=support/);
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'Kiosk' }).click();
  await page.getByRole('textbox', { name: 'Subject' }).fill('My badge is not read');
  await page.getByRole('textbox', { name: 'How can we help?' }).fill('The kiosk beeps twice.');
  await expect(page.getByRole('textbox', { name: 'Reply to' })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByRole('heading', { name: 'Your request was sent' })).toBeFocused();
  await expect(page.getByText(`The answer will come to ${email}.`)).toBeVisible();
  const support = await waitForMail(email, before + 2);
  expect(support).toMatch(/^Subject: Punchcard support: My badge is not read/m);
  expect(support).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}`, 'm'));
  expect(mailBody(support)).toContain('The kiosk beeps twice.');

  // Both forms keep their thank-you; the first leads back to the page it came from.
  await page.getByRole('tab', { name: 'Send feedback' }).click();
  await thanks.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(/\/clock$/);
  expect(problems).toEqual([]);
});

test('a member sees their workspaces, their membership and who can grant a permission', async ({
  page,
}) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('access'));
  const { name: workspace } = await createWorkspaceThroughApi(page.request);

  await page.goto('/ja/clock');
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('menuitem', { name: '所属ワークスペース' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '所属ワークスペース' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: workspace })).toBeVisible();
  await page.getByRole('link', { name: 'メンバー情報' }).first().click();

  await expect(page).toHaveURL(/\/ja\/details$/);
  await expect(page.getByRole('region', { name: 'プラン' })).toContainText('フリー');
  await page.goto('/permission?need=CUD_TAGS&from=/tags');
  await expect(
    page.getByText('You hold this permission now: you can go back and try again.'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
