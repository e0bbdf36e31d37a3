// The plans page against the real server billing through the built-in test provider (the e2e
// server runs BILLING=test): a trial kept with a card, renewals on the test clock, an invoice and
// its PDF, cards added and removed, cancelling; a declined card and 3-D Secure; Japanese.
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

const DECLINED = 'Your payment method was declined. Use another card, or contact your card issuer.';

async function newOwner(page: Page, label: string) {
  await signUpThroughApi(page.request, uniqueEmail(label));
  await createWorkspaceThroughApi(page.request, 'Babbage & Co');
  await page.goto('/settings/workspace/plans');
  // The first visit loads the page's chunks and the billing reads: slower than a step.
  await expect(page.getByRole('region', { name: 'Free' }).getByText('Current plan')).toBeVisible({
    timeout: 20_000,
  });
}

/** Fills the test provider's card form in `dialog` and sends it. */
async function enterCard(page: Page, dialogName: string, number: string, submit: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('combobox', { name: /Card number/ }).fill(number);
  await dialog.getByRole('textbox', { name: /Expiry/ }).fill('12 / 34');
  await dialog.getByRole('textbox', { name: /CVC/ }).fill('123');
  await dialog.getByRole('button', { name: submit }).click();
  return dialog;
}

async function advanceClock(page: Page, days: number) {
  const clock = page.getByRole('region', { name: 'Test clock' });
  await clock.getByRole('textbox', { name: 'Days to advance' }).fill(String(days));
  await clock.getByRole('button', { name: 'Advance the clock' }).click();
  await expect(page.getByText(`The test clock moved ${String(days)} days ahead.`)).toBeVisible();
}

test('an owner starts a trial, keeps it with a card, pays an invoice, and cancels', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchForPageErrors(page);
  await newOwner(page, 'billing-trial');
  const subscription = page.getByRole('region', { name: 'Subscription' });

  await page
    .getByRole('region', { name: 'Basic' })
    .getByRole('button', { name: 'Start a 14-day trial' })
    .click();
  await expect(page.getByText('Your trial of the Basic plan has started.')).toBeVisible();
  await expect(subscription.getByText('Trial', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Basic' }).getByText('Current plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start a 14-day trial' })).toHaveCount(0);

  // Two cards on file; the second is removed again.
  const cards = page.getByRole('region', { name: 'Payment methods' });
  await cards.getByRole('button', { name: 'Add a card' }).click();
  await enterCard(page, 'Add a card', '4242 4242 4242 4242', 'Save the card');
  await expect(cards.getByText('Visa ending in 4242')).toBeVisible();
  await cards.getByRole('button', { name: 'Add a card' }).click();
  await enterCard(page, 'Add a card', '5555 5555 5555 4444', 'Save the card');
  await expect(cards.getByText('Mastercard ending in 4444')).toBeVisible();
  const makeVisaDefault = cards.getByRole('button', {
    name: 'Make default: Visa ending in 4242',
  });
  if (await makeVisaDefault.isVisible()) {
    await makeVisaDefault.click();
    await expect(page.getByText('Visa ending in 4242 is now the default card.')).toBeVisible();
  }
  await cards.getByRole('button', { name: 'Remove: Mastercard ending in 4444' }).click();
  await expect(cards.getByText('Mastercard ending in 4444')).toHaveCount(0);
  await expect(cards.getByText('Visa ending in 4242')).toBeVisible();

  // The trial ends: the card pays the first invoice and the plan stays.
  await advanceClock(page, 15);
  await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByRole('cell', { name: 'Paid' })).toBeVisible();
  const download = invoices.getByRole('link', { name: /^Download invoice .+ \(PDF\)$/ }).first();
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('region', { name: 'Next invoice' })).toContainText(/\$/);

  // Cancelled at the period's end, resumed, cancelled again: the period ends, the plan goes.
  await subscription.getByRole('button', { name: 'Cancel at period end…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the subscription?' });
  await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(subscription.getByText(/^Ends on .+Free plan\.$/)).toBeVisible();
  await subscription.getByRole('button', { name: 'Resume the subscription' }).click();
  await expect(subscription.getByText(/^Renews on /)).toBeVisible();
  await subscription.getByRole('button', { name: 'Cancel at period end…' }).click();
  await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(subscription.getByText(/^Ends on /)).toBeVisible();
  await advanceClock(page, 32);
  await expect(
    subscription.getByText('The workspace is on the Free plan with no subscription.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free' }).getByText('Current plan')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a declined card is told in the spec’s words; 3-D Secure completes the payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchForPageErrors(page);
  await newOwner(page, 'billing-card');

  await page
    .getByRole('region', { name: 'Lite' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  const dialog = await enterCard(
    page,
    'Subscribe to Lite',
    '4000 0000 0000 0002',
    'Subscribe and pay',
  );
  await expect(dialog.getByText(DECLINED)).toBeVisible();

  await enterCard(page, 'Subscribe to Lite', '4000 0027 6000 3184', 'Subscribe and pay');
  const challenge = page.getByRole('dialog', { name: 'Confirm the payment' });
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Thank you: the workspace is on the Lite plan.')).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lite' }).getByText('Current plan')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Invoices' }).getByRole('cell', { name: 'Paid' }),
  ).toBeVisible();

  // Declined as the default card too.
  const cards = page.getByRole('region', { name: 'Payment methods' });
  await cards.getByRole('button', { name: 'Add a card' }).click();
  const add = await enterCard(page, 'Add a card', '4000000000000002', 'Save the card');
  await expect(add.getByText(DECLINED)).toBeVisible();
  expect(problems).toEqual([]);
});

test('an owner whose payment failed is warned on every page', async ({ page }) => {
  test.setTimeout(90_000);
  await newOwner(page, 'billing-past-due');
  await page
    .getByRole('region', { name: 'Business' })
    .getByRole('button', { name: 'Start a 14-day trial' })
    .click();
  await expect(page.getByText('Your trial of the Business plan has started.')).toBeVisible();
  // A card that is saved but declined whenever it is charged: the trial's first invoice fails.
  const cards = page.getByRole('region', { name: 'Payment methods' });
  await cards.getByRole('button', { name: 'Add a card' }).click();
  await enterCard(page, 'Add a card', '4000 0000 0000 0341', 'Save the card');
  await expect(cards.getByText('Visa ending in 0341')).toBeVisible();
  const makeDefault = cards.getByRole('button', { name: 'Make default: Visa ending in 0341' });
  if (await makeDefault.isVisible()) await makeDefault.click();
  await expect(cards.getByText('Default', { exact: true })).toBeVisible();
  await advanceClock(page, 15);
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByText('Payment overdue')).toBeVisible();
  await page.goto('/home');
  const banner = page.getByText(/The last payment for Babbage & Co failed/);
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Update the card' }).click();
  await expect(page).toHaveURL(/\/settings\/workspace\/plans$/);
});

test('the plans page speaks Japanese under /ja', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('billing-ja'));
  await createWorkspaceThroughApi(page.request, '東京ベーカリー');
  await page.goto('/ja/settings/workspace/plans');
  const basic = page.getByRole('region', { name: 'ベーシック' });
  await expect(basic.getByText('1シート/月')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('region', { name: 'フリー' }).getByText('現在のプラン'),
  ).toBeVisible();
  await expect(basic.getByRole('button', { name: '14日間の無料トライアルを始める' })).toBeVisible();
  await expect(page.getByRole('region', { name: '支払い方法' })).toBeVisible();
  await expect(page.getByText('請求書はまだありません。')).toBeVisible();
  await basic.getByRole('button', { name: '申し込む' }).click();
  const dialog = page.getByRole('dialog', { name: 'ベーシックプランに申し込む' });
  await expect(dialog.getByRole('combobox', { name: /カード番号/ })).toBeVisible();
  await dialog.getByRole('button', { name: '申し込んで支払う' }).click();
  await expect(
    dialog.getByText('表示されたテスト用カード番号のどれかを使ってください。'),
  ).toBeVisible();
});
