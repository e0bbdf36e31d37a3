// Slack end to end (issue 21): an owner connects a Slack team through Slack's OAuth v2 (the
// local Slack stand-in's authorize page redirects back with a code), flips the switches, a member
// clocks in with a signed /punch command and sees it on the web clock, a Slack user the server
// cannot match by e-mail confirms the one-time link, and the owner disconnects; then the same
// connection in Japanese under /ja.
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { expect as baseExpect, test } from './fixtures.js';
import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { hasOutbox, lastMail, linkFrom } from '../../build/testing/e2e/outbox.js';
import { standInPorts } from '../../build/testing/stand-ins/config.js';
import { SlackApiStandIn } from '../../build/testing/stand-ins/slack-api.js';
import { sendSlashCommand } from '../../build/testing/stand-ins/slack-commands.js';
import { checkBothSchemes, ready } from './support/axe-sweep.js';

// Every step waits for the API's answer and a refetch; a busy machine needs more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.skip(!hasOutbox, 'needs the server Playwright starts, which points its Slack app here');
// One stand-in on the port the server was told about, so the tests of this file share a worker.
test.describe.configure({ mode: 'serial' });

const serverPort = Number(process.env.E2E_PORT ?? 4317);
let slack: SlackApiStandIn;

test.beforeAll(async () => {
  slack = await SlackApiStandIn.start(standInPorts(serverPort).slack);
});
test.afterAll(async () => {
  await slack.close();
});

async function ok<T>(answer: ReturnType<APIRequestContext['post']>): Promise<T> {
  const response = await answer;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** No serious or critical WCAG 2.2 AA violation at a phone's width, in light and dark. */
async function expectAccessibleOnPhone(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await ready(page);
  expect((await checkBothSchemes(page, 'light')).found).toEqual([]);
}

/** A new owner signed in on `page`, in a workspace on the LITE plan (integrations need it). */
async function liteOwner(page: Page): Promise<{ email: string }> {
  const { email } = await signUpThroughApi(page.request);
  await createWorkspaceThroughApi(page.request);
  await ok(page.request.patch('/v1/workspaces/plan', { data: { plan: 'LITE' } }));
  return { email };
}

/** A Slack team no earlier run connected: a team connects to one workspace only. */
function newTeam(name: string) {
  return { id: `T0${randomUUID().slice(0, 8).toUpperCase()}`, name };
}

/** The Slack users of the tests, by id: the names Slack sends along with their commands. */
const slackNames: Record<string, string> = { U0MEMBER1: 'ada.member', U0STRANGE: 'grace.h' };

/** The text of the answer Slack would show for `/punch {text}` from `userId`. */
async function punch(baseURL: string, userId: string, text: string): Promise<string> {
  const answer = await sendSlashCommand(baseURL, {
    teamId: slack.team.id,
    userId,
    userName: slackNames[userId],
    text,
  });
  expect(answer.status).toBe(200);
  expect(answer.body.response_type).toBe('ephemeral');
  return String(answer.body.text);
}

test('an owner connects Slack, a member clocks in from it, a stranger links, then disconnect', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  slack.team = newTeam('Punch Crew');
  await liteOwner(page);

  // A member who accepted an invitation, signed in on a browser of their own.
  const memberEmail = uniqueEmail('slack-member');
  await ok(
    page.request.post('/v1/accounts/invitations/workspace-members', {
      data: { role: 'Member', emails: [memberEmail] },
    }),
  );
  await expect.poll(() => lastMail(memberEmail)).toBeDefined();
  const invitation = linkFrom(lastMail(memberEmail) ?? '', '/signup/member/invite');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await ok(
    memberPage.request.post('/v1/accounts/members', {
      data: {
        email: memberEmail,
        password: PASSWORD,
        token: invitation.searchParams.get('token'),
      },
    }),
  );
  slack.setUsers([
    { id: 'U0MEMBER1', name: slackNames.U0MEMBER1 ?? '', email: memberEmail },
    { id: 'U0STRANGE', name: slackNames.U0STRANGE ?? '', email: uniqueEmail('elsewhere') },
  ]);

  // Connect: to the stand-in's authorize page and straight back with a code.
  await page.goto('/settings/workspace/integrations');
  await expect(page.getByRole('heading', { level: 2, name: 'Slack', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle('Integrations | Punchcard');
  await page.getByRole('button', { name: 'Connect to Slack' }).click();
  await expect(page.getByText('Connected to the Slack workspace Punch Crew.')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/workspace\/integrations$/);
  const card = page.getByRole('region', { name: 'Slack', exact: true });
  await expect(card.getByText(slack.team.id)).toBeVisible();

  // The switches save as they are flipped.
  const clock = card.getByRole('switch', { name: /^Clock in and out from Slack/ });
  const location = card.getByRole('switch', { name: /^Record location/ });
  await expect(clock).toBeChecked();
  await expect(location).not.toBeChecked();
  await location.click({ force: true });
  await expect(location).toBeChecked();
  await clock.click({ force: true });
  await expect(clock).not.toBeChecked();
  await expect
    .poll(async () => {
      const state = await page.request.get('/v1/workspaces/slack');
      const { slack_integration: saved } = (await state.json()) as {
        slack_integration: { is_clock_on: boolean; is_location_on: boolean };
      };
      return [saved.is_clock_on, saved.is_location_on];
    })
    .toEqual([false, true]);
  expect(await punch(base, 'U0MEMBER1', 'in')).toBe(
    'Clocking from Slack is turned off for this workspace. Please use Punchcard.',
  );
  await clock.click({ force: true });
  await expect(clock).toBeChecked();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/v1/workspaces/slack')).json()) as {
            slack_integration: { is_clock_on: boolean };
          }
        ).slack_integration.is_clock_on,
    )
    .toBe(true);

  // The member, known by their Slack e-mail, clocks in from Slack and sees it on the web clock.
  expect(await punch(base, 'U0MEMBER1', 'in')).toMatch(/^:white_check_mark: Clocked in at /);
  await memberPage.goto('/clock');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Clock' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(memberPage.getByText('Working', { exact: true })).toBeVisible();
  expect(await punch(base, 'U0MEMBER1', 'status')).toMatch(/^You are clocked in since /);
  await memberContext.close();

  // A Slack user whose e-mail matches nobody gets a one-time link; the owner confirms it.
  const offer = await punch(base, 'U0STRANGE', 'status');
  const token = /\/slack\/link\?token=([\w-]+)/.exec(offer)?.[1];
  expect(token, offer).toBeDefined();
  await page.goto(`/slack/link?token=${token ?? ''}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Link your Slack account' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(/the Slack user grace\.h of the Slack workspace Punch Crew/),
  ).toBeVisible();
  await expectAccessibleOnPhone(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Slack account linked')).toBeVisible();
  expect(await punch(base, 'U0STRANGE', 'status')).toBe('You are not clocked in.');
  // Used up: the same link now explains itself.
  await page.goto(`/slack/link?token=${token ?? ''}`);
  await expect(page.getByText('This link cannot be used')).toBeVisible({ timeout: 30_000 });

  // Disconnect: confirmed, the token revoked at Slack, and /punch answers it is not connected.
  await page.goto('/settings/workspace/integrations');
  await page
    .getByRole('region', { name: 'Slack', exact: true })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Punch Crew?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Slack was disconnected.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect to Slack' })).toBeVisible();
  expect(slack.liveToken(slack.team.id)).toBeUndefined();
  expect(await punch(base, 'U0MEMBER1', 'out')).toBe(
    'This Slack workspace is not connected to Punchcard.',
  );
});

test('connecting works in Japanese under /ja and comes back under /ja', async ({ page }) => {
  test.setTimeout(120_000);
  slack.team = newTeam('打刻チーム');
  await liteOwner(page);
  await page.goto('/ja/settings/workspace/integrations');
  await expect(page.getByRole('heading', { level: 2, name: 'Slackアプリの作成' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveTitle('連携 | Punchcard');
  await page.getByRole('button', { name: 'Slackに接続' }).click();
  await expect(page.getByText('Slackワークスペース 打刻チーム に接続しました。')).toBeVisible();
  await expect(page).toHaveURL(/\/ja\/settings\/workspace\/integrations$/);
  const card = page.getByRole('region', { name: 'Slack連携', exact: true });
  await expect(card.getByRole('switch', { name: /^Slackから出勤・退勤/ })).toBeChecked();
  await expect(card.getByRole('button', { name: '接続を解除' })).toBeVisible();
  await expectAccessibleOnPhone(page);

  await page.goto('/ja/slack/link?token=unknown');
  await expect(page.getByText('このリンクは使えません')).toBeVisible({ timeout: 30_000 });
  await expectAccessibleOnPhone(page);
});
