import { Role, ROLES } from '@punchcard/shared';
import { newProject } from '../support/factory.js';
import { mailBody, uniqueEmail } from '../support/test-app.js';
import type { MatrixContext, MatrixRow } from './matrix.js';

/** Roles holding MANAGE_WORKSPACE_MEMBERS and INVITE_PROJECT_GUEST in the default map. */
const MANAGERS: readonly Role[] = [Role.Manager, Role.Owner, Role.SuperOwner];

/** A new project of the team workspace for one call. */
function project({ t, workspaceId, people }: MatrixContext): Promise<string> {
  return newProject(t, workspaceId, people.SuperOwner.id, `Matrix ${uniqueEmail('p')}`);
}

/** A live workspace invitation of the team workspace, with the token of its mailed link. */
async function invite({ t, people }: MatrixContext): Promise<{ id: string; token: string }> {
  const email = uniqueEmail('inv');
  const res = await people.SuperOwner.agent
    .post('/v1/accounts/invitations/workspace-members')
    .send({ role: 'Member', emails: [email] })
    .expect(201);
  const [invitation] = res.body as { id: string }[];
  if (!invitation) throw new Error('no invitation');
  const token = /invite\?token=(\S+)/.exec(mailBody(t.lastMail(email)))?.[1] ?? '';
  return { id: invitation.id, token: decodeURIComponent(token) };
}

/** Authorization matrix rows for the invitations routes and their acceptance. */
export const INVITATIONS_ROWS: MatrixRow[] = [
  {
    route: 'DELETE /v1/accounts/invitations/{id}',
    allow: MANAGERS,
    arrange: async ({ people }) => {
      const res = await people.SuperOwner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .send({ role: 'Member', emails: [uniqueEmail('revoke')] })
        .expect(201);
      const [invitation] = res.body as { id: string }[];
      if (!invitation) throw new Error('no invitation');
      return { path: `/v1/accounts/invitations/${invitation.id}` };
    },
  },
  {
    route: 'POST /v1/accounts/invitations/{id}/resend',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/accounts/invitations/${(await invite(ctx)).id}/resend`,
    }),
  },
  {
    // The invitation's landing page, before anyone signs in: the token is the credential.
    route: 'GET /v1/accounts/invitations/lookup',
    allow: ROLES,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: async (ctx) => ({
      path: `/v1/accounts/invitations/lookup?token=${encodeURIComponent((await invite(ctx)).token)}`,
    }),
  },
  {
    route: 'GET /v1/accounts/invitations',
    allow: MANAGERS,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/accounts/invitations' }),
  },
  {
    route: 'POST /v1/accounts/invitations/workspace-members',
    allow: MANAGERS,
    // The outsider invites into their own (FREE) workspace.
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/invitations/workspace-members',
        body: { role: 'Member', emails: [uniqueEmail('inv')] },
      }),
  },
  {
    route: 'POST /v1/accounts/invitations/project-members',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/accounts/invitations/project-members',
      body: { id_project: await project(ctx), email: uniqueEmail('inv'), role: 'Member' },
    }),
  },
  {
    route: 'POST /v1/accounts/invitations/project-guests',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/accounts/invitations/project-guests',
      body: { id_project: await project(ctx), email: uniqueEmail('inv') },
    }),
  },
  {
    // Sign-up of an invitee: open to anyone holding the mailed token.
    route: 'POST /v1/accounts/members',
    allow: ROLES,
    outsider: 'allow',
    signedOut: 'allow',
    // Signs the caller's browser in as the new account.
    fresh: true,
    arrange: async ({ t, people }) => {
      const email = uniqueEmail('inv');
      await people.SuperOwner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .send({ role: 'Member', emails: [email] })
        .expect(201);
      const token = /invite\?token=(\S+)/.exec(mailBody(t.lastMail(email)))?.[1] ?? '';
      return {
        path: '/v1/accounts/members',
        body: { token: decodeURIComponent(token), email, password: 'Matrix-Pass-1' },
      };
    },
  },
];
