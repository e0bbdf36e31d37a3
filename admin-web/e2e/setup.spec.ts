import { expect, test } from './fixtures.js';
import { watchForPageErrors } from '../../build/testing/e2e/page-errors.js';
import {
  createWorkspaceThroughApi,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox, mailCount } from '../../build/testing/e2e/outbox.js';

test.skip(!hasOutbox, 'needs the outbox of the server Playwright starts');

test('a new user sets up a workspace in three steps, and a reload resumes it', async ({ page }) => {
  // A whole onboarding, mails included.
  test.slow();
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('setup'));

  // Without a workspace, a member's pages lead to the setup.
  await page.goto('/clock');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your workspace' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Set up a workspace | Punchcard');

  // create-workspace
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByText('Enter a name for the workspace.')).toBeVisible();
  await page.getByLabel(/Workspace name/).fill('Analytical Engines');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Settings for Analytical Engines' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/setup\?step=configure-settings$/);

  // A reload stays on the step, with the workspace just made: no second one. So does coming
  // back to the bare address: the server says the workspace exists.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Settings for Analytical Engines' }),
  ).toBeVisible();
  await page.goto('/setup');
  await expect(page).toHaveURL(/\/setup\?step=configure-settings$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Settings for Analytical Engines' }),
  ).toBeVisible();

  // configure-settings: what the Free plan lacks is disabled, with why.
  await expect(page.getByRole('checkbox', { name: 'Description' })).toBeDisabled();
  await expect(page.getByText('Available on the Basic plan and above.').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Members ask, a manager approves' }).check();
  await page.getByRole('checkbox', { name: 'Task', exact: true }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Invite your team to Analytical Engines' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/setup\?step=invite-members$/);

  // The saved settings are there when going back, after a reload too.
  await page.reload();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Members ask, a manager approves' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Task', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Keep the defaults' }).click();

  // invite-members: addresses checked, sent once each, the seat limit explained.
  const invitee = uniqueEmail('invitee');
  const addresses = page.getByRole('combobox', { name: /E-mail addresses/ });
  // A separator typed after them turns the addresses into one entry each.
  await addresses.fill(`${invitee}, not-an-address, ${invitee.toUpperCase()}`);
  await addresses.press(',');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('These are not e-mail addresses: not-an-address')).toBeVisible();
  await page.getByRole('button', { name: 'Remove not-an-address' }).click();
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invited' })).toContainText(invitee);
  await expect.poll(() => mailCount(invitee)).toBe(1);

  const more = ['a', 'b', 'c', 'd'].map((label) => uniqueEmail(`seat-${label}`));
  await addresses.fill(more.join(' '));
  await addresses.press(',');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The Free plan includes up to 5 members' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Finish' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without inviting?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave without inviting' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Workspace: Analytical Engines' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a second workspace appears in the switcher, and switching moves every page', async ({
  page,
}) => {
  test.slow();
  const problems = watchForPageErrors(page);
  await signUpThroughApi(page.request, uniqueEmail('switch'));
  await page.request.post('/v1/workspaces', { data: { name: 'Difference Engine' } });

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Workspace: Difference Engine' }).click();
  await page.getByRole('menuitem', { name: 'Create a workspace' }).click();
  await expect(page).toHaveURL(/\/setup\?step=create-workspace$/);
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/home');
  await page.getByLabel(/Workspace name/).fill('Analytical Engine');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await page.getByRole('button', { name: 'Keep the defaults' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/profile');
  const switcher = page.getByRole('button', { name: 'Workspace: Analytical Engine' });
  await switcher.click();
  await expect(page.getByRole('menuitemradio', { name: /Analytical Engine/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: /Difference Engine/ }).click();

  await expect(page.getByText('You are now working in Difference Engine.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Workspace: Difference Engine' })).toBeVisible();
  // The page's own data follows: the profile names the active workspace.
  await expect(page.getByRole('heading', { name: 'Name in Difference Engine' })).toBeVisible();

  // And the choice is the server's: a fresh load shows it too.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Workspace: Difference Engine' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the setup speaks Japanese under /ja', async ({ page }) => {
  await signUpThroughApi(page.request, uniqueEmail('setup-ja'));

  await page.goto('/ja/home');
  await expect(page).toHaveURL(/\/ja\/setup$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'ワークスペースを準備しましょう' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('ワークスペースの設定 | Punchcard');
  await page.getByLabel(/ワークスペース名/).fill('解析機関');
  await page.getByRole('button', { name: 'ワークスペースを作成' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '解析機関 の設定' })).toBeVisible();
  await page.getByRole('button', { name: '初期設定のまま進む' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: '解析機関 にチームを招待' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'あとで招待する' }).click();
  await expect(page).toHaveURL(/\/ja\/home$/);
  await expect(page.getByRole('button', { name: 'ワークスペース: 解析機関' })).toBeVisible();
});

test('parent addresses open their first page, and the phone menu leaves the clock usable', async ({
  page,
}) => {
  await signUpThroughApi(page.request, uniqueEmail('parents'));
  await createWorkspaceThroughApi(page.request);

  for (const [parent, child] of [
    ['/settings', /\/settings\/account$/],
    ['/ja/timestamps', /\/ja\/timestamps\/list-view$/],
    ['/en/member', /\/en\/home$/],
    ['/reports', /\/reports\/summary$/],
  ] as const) {
    await page.goto(parent);
    await expect(page).toHaveURL(child);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/clock');
  const clockIn = page.getByRole('button', { name: 'Clock in' });
  await expect(clockIn).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Timestamps' })).toBeVisible();
  // The menu takes its own place above the page: nothing lies over the clock button.
  await clockIn.scrollIntoViewIfNeeded();
  const box = await clockIn.boundingBox();
  expect(box).not.toBeNull();
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(hit).toContain('Clock in');

  await page.keyboard.press('Escape');
  // Closed, the menu slides out of the screen.
  await expect(navigation).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();
});
