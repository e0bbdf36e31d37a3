// The workspace the accessibility sweep looks at, made through the API so that every screen has
// something to show (a list with rows, badges in every state) rather than its empty state: an
// owner, a member who joined and waits for a decision on an edit request, an invitation still
// pending, a paired kiosk with a selfie punch and a refused one, and a card bound to the member.
import { randomUUID } from 'node:crypto';

import { type APIRequest, type APIRequestContext, expect } from '@playwright/test';

import {
  createWorkspaceThroughApi,
  PASSWORD,
  signUpThroughApi,
  uniqueEmail,
} from '../../build/testing/e2e/accounts.js';
import { lastMail, linkFrom } from '../../build/testing/e2e/outbox.js';
import { signingKiosk } from './support/kiosk-journal.js';
import { ownBadgeUrl } from './support/kiosks.js';
import { SELFIE_JPEG } from './support/selfie-jpeg.js';

export interface SweepWorld {
  /** The member's user id, for the /member/{id}/... pages. */
  idMember: string;
  /** The owner's badge page (`/qr-handler?b=...`). */
  badge: URL;
  /** The landing page of the invitation nobody accepted yet (path and query). */
  invitationHref: string;
  /** A project of the workspace, for the /projects/{id}/... pages. */
  idProject: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function invitationToken(email: string): Promise<URL> {
  await expect.poll(() => lastMail(email)).toBeDefined();
  return linkFrom(lastMail(email) ?? '', '/signup/member/invite');
}

/** The member joins, works a few seconds, asks to move the start an hour back, clocks in again. */
async function memberWithPendingRequest(member: APIRequestContext, email: string) {
  const token = (await invitationToken(email)).searchParams.get('token');
  const joined = await member.post('/v1/accounts/members', {
    data: { email, password: PASSWORD, token },
  });
  expect(joined.ok()).toBe(true);
  const clockIn = await member.post('/v1/workspaces/timestamps', { data: {} });
  expect(clockIn.ok()).toBe(true);
  const { id, start } = (await clockIn.json()) as { id: string; start: number };
  await pause(1_500);
  const clockOut = await member.patch('/v1/workspaces/timestamps', { data: {} });
  expect(clockOut.ok()).toBe(true);
  const { end } = (await clockOut.json()) as { end: number };
  // A request is about the past: let the end be behind us.
  await pause(1_100);
  const filed = await member.post('/v1/workspaces/requests', {
    data: {
      request_type: 'EDIT',
      id_workspace_time: id,
      start: start - 3600,
      end,
      reason: 'I started an hour before I clocked in.',
    },
  });
  expect(filed.ok()).toBe(true);
  // Working now, for the live board.
  expect((await member.post('/v1/workspaces/timestamps', { data: {} })).ok()).toBe(true);
}

/** The owner clocks in at the kiosk with a selfie; a punch with a broken chain is refused. */
async function kioskPunches(requests: APIRequest, owner: APIRequestContext, baseURL: string) {
  const kiosk = await signingKiosk(requests, owner, baseURL, 'Front door');
  const selfieId = randomUUID();
  const uploaded = await kiosk.device.post('/v1/kiosk/selfies', {
    multipart: {
      id: selfieId,
      file: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: SELFIE_JPEG },
    },
  });
  expect(uploaded.status()).toBe(201);
  const badge = await ownBadgeUrl(owner);
  const at = Math.floor(Date.now() / 1000);
  const applied = await kiosk.sign(kiosk.genesis, {
    seq: 1,
    at,
    action: 'clock_in',
    credential: { method: 'qr', value: badge.href },
    selfie_id: selfieId,
  });
  // Linked to an entry the server never saw: a gap in the chain.
  const broken = await kiosk.sign('ab'.repeat(32), {
    seq: 2,
    at,
    action: 'break_start',
    credential: { method: 'qr', value: badge.href },
  });
  for (const [entry, status] of [
    [applied, 'applied'],
    [broken, 'rejected'],
  ] as const) {
    const sent = await kiosk.device.post('/v1/kiosk/punches', { data: { punches: [entry] } });
    expect(sent.ok()).toBe(true);
    const { results } = (await sent.json()) as { results: { status: string }[] };
    expect(results.map((result) => result.status)).toEqual([status]);
  }
  await kiosk.device.dispose();
  return badge;
}

/** Builds the world with the owner signed in on `owner` (the sweep's page context). */
export async function buildSweepWorld(
  owner: APIRequestContext,
  requests: APIRequest,
  baseURL: string,
): Promise<SweepWorld> {
  await signUpThroughApi(owner, uniqueEmail('a11y-owner'));
  const workspace = await createWorkspaceThroughApi(owner, 'Analytical Engines');
  const joiner = uniqueEmail('a11y-member');
  const pending = uniqueEmail('a11y-invited');
  const invited = await owner.post('/v1/accounts/invitations/workspace-members', {
    data: { role: 'Member', emails: [joiner, pending] },
  });
  expect(invited.ok()).toBe(true);

  const member = await requests.newContext({ baseURL });
  const [, badge, invitation] = await Promise.all([
    memberWithPendingRequest(member, joiner),
    kioskPunches(requests, owner, baseURL),
    invitationToken(pending),
  ]);
  await member.dispose();

  const members = await owner.get(`/v1/workspaces/${workspace.id}/members`);
  expect(members.ok()).toBe(true);
  const idMember =
    ((await members.json()) as { id_user: string; email: string }[]).find(
      ({ email }) => email === joiner,
    )?.id_user ?? '';
  const bound = await owner.post(`/v1/workspaces/members/${idMember}/cards`, {
    data: { uid: '04:A2:2B:1C:5F:61:80' },
  });
  expect(bound.ok()).toBe(true);
  const project = await owner.post('/v1/projects', {
    data: { id_workspace: workspace.id, name: 'Difference Engine', is_public: true },
  });
  expect(project.ok()).toBe(true);
  const idProject = ((await project.json()) as { id: string }).id;
  return {
    idMember,
    badge,
    invitationHref: `${invitation.pathname}${invitation.search}`,
    idProject,
  };
}
