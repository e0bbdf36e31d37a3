import { createHash, randomBytes } from 'node:crypto';
import { Role, ROLES } from '@punchcard/shared';
import { sql } from '../support/db.js';
import { NIL } from '../support/factory.js';
import { KEY_REFUSED, type MatrixContext, type MatrixRow, personOf } from './matrix.js';

/** Roles holding MANAGE_WORKSPACE_SETTINGS under the default map. */
const MANAGE = [Role.Owner, Role.SuperOwner] as const;

/**
 * The team workspace's Slack integration, written directly: the matrix app has no Slack app
 * (SLACK_* unset), so routes that would call Slack answer 409 slack_not_configured once past the
 * guard; the others run for real. Clocking stays on for the {cmd} row.
 */
async function connected({ t, workspaceId, people }: MatrixContext): Promise<string> {
  const [row] = await sql<{ id: string }>(
    t,
    `INSERT INTO slack_integrations (id_workspace, team_id, name, bot_token_encrypted,
                                     connected_by, connected_at)
     VALUES ($1, 'T0MATRIX', 'Matrix Crew', 'v1.none.none.none', $2, now())
     ON CONFLICT (id_workspace) DO UPDATE SET is_clock_on = true
     RETURNING id`,
    [workspaceId, people.SuperOwner.id],
  );
  return row?.id ?? NIL;
}

/** A fresh one-time link of the team workspace's Slack integration. */
async function linkToken(ctx: MatrixContext): Promise<string> {
  const idIntegration = await connected(ctx);
  const token = randomBytes(32).toString('base64url');
  await sql(
    ctx.t,
    `INSERT INTO slack_link_tokens (token_hash, id_integration, slack_user_id, slack_user_name,
                                    expires_at)
     VALUES ($1, $2, $3, 'matrix', now() + interval '30 minutes')`,
    [
      createHash('sha256').update(token).digest('hex'),
      idIntegration,
      `U${randomBytes(4).toString('hex')}`,
    ],
  );
  return token;
}

/** Authorization matrix rows for the Slack integration, its commands and its one-time links. */
export const SLACK_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/workspaces/slack',
    allow: MANAGE,
    // Reads the caller's own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/slack' }),
  },
  {
    route: 'PUT /v1/workspaces/slack',
    allow: [],
    // Past the guard, this install has no Slack app to exchange the code with.
    expect: { Owner: 409, SuperOwner: 409 },
    apiKey: 409,
    outsider: 409,
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/slack',
        body: { code: 'matrix-code', redirect_uri: 'http://punchcard.test/settings' },
      }),
  },
  {
    route: 'PATCH /v1/workspaces/slack',
    allow: [],
    expect: { Owner: 409, SuperOwner: 409 },
    apiKey: 409,
    outsider: 409,
    arrange: async (ctx) => {
      await connected(ctx);
      return { path: '/v1/workspaces/slack' };
    },
  },
  {
    route: 'DELETE /v1/workspaces/slack',
    allow: MANAGE,
    arrange: async (ctx) => ({ path: '/v1/workspaces/slack', query: { id: await connected(ctx) } }),
  },
  {
    route: 'PATCH /v1/workspaces/slack/clock',
    allow: MANAGE,
    arrange: async (ctx) => {
      await connected(ctx);
      return { path: '/v1/workspaces/slack/clock', body: { is_clock_on: true } };
    },
  },
  {
    route: 'PATCH /v1/workspaces/slack/location',
    allow: MANAGE,
    arrange: async (ctx) => {
      await connected(ctx);
      return { path: '/v1/workspaces/slack/location', body: { is_location_on: false } };
    },
  },
  {
    route: 'POST /v1/workspaces/slack/{cmd}',
    // Every member about themself (managers also about others: slack-command-route.spec.ts).
    allow: ROLES,
    arrange: async (ctx, caller) => {
      await connected(ctx);
      return {
        path: '/v1/workspaces/slack/status',
        body: { id_user: personOf(ctx, caller)?.id ?? NIL, id_workspace: ctx.workspaceId },
      };
    },
  },
  {
    route: 'POST /v1/slack/commands',
    // Public, but only Slack's signature opens it: unsigned, everyone gets 401.
    allow: [],
    denied: 401,
    outsider: 401,
    signedOut: 401,
    apiKey: 401,
    kiosk: 401,
    arrange: () =>
      Promise.resolve({
        path: '/v1/slack/commands',
        body: { team_id: 'T0MATRIX', user_id: 'U0MATRIX', text: 'in' },
      }),
  },
  {
    route: 'GET /v1/accounts/me/slack-links/{token}',
    allow: ROLES,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: async (ctx) => ({ path: `/v1/accounts/me/slack-links/${await linkToken(ctx)}` }),
  },
  {
    route: 'POST /v1/accounts/me/slack-links',
    allow: ROLES,
    // Signed in, but not a member of the workspace the team is connected to.
    outsider: 403,
    apiKey: KEY_REFUSED,
    arrange: async (ctx) => ({
      path: '/v1/accounts/me/slack-links',
      body: { token: await linkToken(ctx) },
    }),
  },
];
