import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox } from '../../build/testing/e2e/outbox.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';

// The e2e server bills in test mode, so the plan decides what the pages offer.
test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

async function setPlan(request: APIRequestContext, plan: string) {
  const changed = await request.patch('/v1/workspaces/plan', { data: { plan } });
  expect(changed.ok()).toBe(true);
}

/** Latin words in the main content: a Japanese page should have none (acronyms like QR aside). */
async function englishWordsIn(page: Page): Promise<string[]> {
  const text = await page.getByRole('main').innerText();
  return text.match(/[A-Za-z]{5,}/g) ?? [];
}

test('an owner sets the workspace rules, one is refused and rolled back, all stay after a reload', async ({
  page,
}) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('settings-owner'));
  await createWorkspaceThroughApi(page.request, 'Babbage & Co');
  await setPlan(page.request, 'BASIC');

  await page.goto('/settings/workspace');
  const time = page.getByRole('region', { name: 'Clocked time' });
  const required = time.getByRole('switch', { name: /Activities need clocked time/ });
  await expect(required).toBeChecked();
  await required.click({ force: true });
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const past = page.getByRole('region', { name: 'Correcting past time' });
  const times = past.getByRole('switch', { name: /Members may correct their past times/ });
  await expect(times).toBeDisabled();
  await past.getByRole('switch', { name: /Limit what members correct/ }).click({ force: true });
  await expect(times).toBeEnabled();
  await expect(past.getByText('Past times: members file a request.')).toBeVisible();
  const project = page
    .getByRole('region', { name: 'Required details' })
    .getByRole('switch', { name: /^Project/ });
  await project.click({ force: true });
  await expect(project).toBeChecked();

  // A call that fails puts the switch back and says so.
  await page.route('**/v1/workspaces/approval-setting/*', (route) =>
    route.fulfill({
      status: 503,
      json: { status_code: 503, error_key: 'error.service_unavailable', message: 'Down' },
    }),
  );
  const approval = time.getByRole('switch', { name: /Every change to past time needs approval/ });
  await approval.click({ force: true });
  await expect(page.getByText('Not saved: the setting is back as it was.')).toBeVisible();
  await expect(approval).not.toBeChecked();
  await page.unroute('**/v1/workspaces/approval-setting/*');

  await page.reload();
  await expect(required).not.toBeChecked();
  await expect(times).toBeEnabled();
  await expect(project).toBeChecked();
  await expect(approval).not.toBeChecked();

  // The profile keeps its time zone and address.
  await page.goto('/settings/workspace/profile');
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('textbox', { name: 'Address' }).fill('12 Dorset Street, London');
  await details.getByRole('combobox', { name: /Time zone/ }).fill('Asia/Tokyo');
  await page.getByRole('option', { name: /Asia\/Tokyo/ }).click();
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The workspace profile was saved.')).toBeVisible();
  await page.reload();
  await expect(details.getByRole('textbox', { name: 'Address' })).toHaveValue(
    '12 Dorset Street, London',
  );
  await expect(details.getByRole('combobox', { name: /Time zone/ })).toHaveValue(/Asia\/Tokyo/);
  expect(problems).toEqual([]);
});

test('the permission matrix is edited on a plan with permissions and disabled on FREE', async ({
  page,
}) => {
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('permissions-owner'));
  await createWorkspaceThroughApi(page.request, '東京ベーカリー');
  await setPlan(page.request, 'LITE');

  await page.goto('/settings/workspace/permissions');
  const managerInvites = page.getByRole('checkbox', { name: 'Manage members: Manager' });
  await expect(managerInvites).toBeChecked();
  await managerInvites.click({ force: true });
  await expect(managerInvites).not.toBeChecked();
  await page.reload();
  await expect(managerInvites).not.toBeChecked();
  await expect(managerInvites).toBeEnabled();

  await setPlan(page.request, 'FREE');
  await page.reload();
  await expect(managerInvites).toBeDisabled();
  await expect(page.getByText(/is on the Free plan/)).toContainText(
    'The Lite plan and above let you change them.',
  );

  // In Japanese, with no English in the page's content.
  await page.goto('/ja/settings/workspace/permissions');
  await expect(page.getByRole('heading', { name: '誰が何をできるか' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'メンバーの管理(マネージャー)' })).toBeDisabled();
  expect(await englishWordsIn(page)).toEqual([]);
  await page.goto('/ja/settings/workspace');
  await expect(page.getByRole('region', { name: '過去の記録の修正' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'キオスク端末' })).toBeVisible();
  expect(await englishWordsIn(page)).toEqual([]);
  expect(problems).toEqual([]);
});
