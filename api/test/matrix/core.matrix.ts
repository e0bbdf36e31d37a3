import { Role, ROLES } from '@punchcard/shared';
import { newRow } from '../support/factory.js';
import { codeFrom, signUp, uniqueEmail } from '../support/test-app.js';
import { UploadsService } from '../../src/modules/uploads/uploads.service.js';
import { KEY_REFUSED, type MatrixRow, PNG_PIXEL } from './matrix.js';

const ALL = ROLES;
const NOBODY: readonly Role[] = [];

/** Routes of the foundation: health, accounts, workspaces, permissions, member list, uploads. */
export const CORE_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/health',
    allow: ALL,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/health' }),
  },
  {
    route: 'POST /v1/accounts/emails/signup-verification',
    allow: ALL,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/emails/signup-verification',
        body: { email: uniqueEmail('m') },
      }),
  },
  {
    route: 'POST /v1/accounts/verification',
    allow: ALL,
    // Signs the caller's browser in as another account.
    fresh: true,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: async ({ t }) => {
      const email = uniqueEmail('m');
      const res = await t
        .agent()
        .post('/v1/accounts/emails/signup-verification')
        .send({ email })
        .expect(201);
      const code = codeFrom(t.lastMail(email));
      return {
        path: '/v1/accounts/verification',
        body: { id: (res.body as { id: string }).id, email, code, password: 'Matrix-Pass-1' },
      };
    },
  },
  {
    route: 'POST /v1/accounts/sign-in',
    allow: ALL,
    // Signs the caller's browser in as another account.
    fresh: true,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: async ({ t }) => {
      const { email } = await signUp(t);
      return { path: '/v1/accounts/sign-in', body: { email, password: 'Correct-Horse-9' } };
    },
  },
  {
    route: 'GET /v1/accounts/sign-out',
    allow: ALL,
    outsider: 'allow',
    signedOut: 'allow',
    fresh: true,
    arrange: () => Promise.resolve({ path: '/v1/accounts/sign-out' }),
  },
  {
    route: 'POST /v1/accounts/sign-out',
    allow: ALL,
    outsider: 'allow',
    signedOut: 'allow',
    fresh: true,
    arrange: () => Promise.resolve({ path: '/v1/accounts/sign-out' }),
  },
  {
    route: 'GET /v1/accounts/emails/password-reset/{x}',
    allow: ALL,
    outsider: 'allow',
    signedOut: 'allow',
    arrange: async ({ t }) => ({
      path: `/v1/accounts/emails/password-reset/${(await signUp(t)).email}`,
    }),
  },
  {
    route: 'PATCH /v1/accounts/reset/password',
    allow: NOBODY,
    denied: 404,
    outsider: 404,
    signedOut: 404,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/reset/password',
        body: { token: 'unknown-token', new_password: 'Matrix-Pass-2' },
      }),
  },
  {
    route: 'GET /v1/accounts/me',
    allow: ALL,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/accounts/me' }),
  },
  {
    route: 'DELETE /v1/accounts/me',
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    fresh: true,
    // The team's only super owner must hand the workspace over first.
    expect: { SuperOwner: 412 },
    arrange: () => Promise.resolve({ path: '/v1/accounts/me' }),
  },
  {
    route: 'PATCH /v1/accounts/me/password',
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    fresh: true,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/me/password',
        body: { old_password: 'Correct-Horse-9', new_password: 'Matrix-Pass-3' },
      }),
  },
  {
    route: 'GET /v1/accounts/me/profile',
    allow: ALL,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/profile' }),
  },
  {
    route: 'POST /v1/accounts/me/profile',
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/me/profile',
        body: { first_name: 'Mat', last_name: 'Rix' },
      }),
  },
  {
    route: 'PUT /v1/accounts/me/profile',
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () =>
      Promise.resolve({
        path: '/v1/accounts/me/profile',
        body: { first_name: 'Mat', last_name: 'Rix' },
      }),
  },
  {
    route: 'GET /v1/accounts/me/account/exists',
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/account/exists' }),
  },
  {
    route: 'PATCH /v1/accounts/me/tutorial-state',
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    arrange: () =>
      Promise.resolve({ path: '/v1/accounts/me/tutorial-state', body: { is_tutorial_done: true } }),
  },
  {
    route: 'PATCH /v1/accounts/me/token',
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    // The super owner's new key replaces the one the ApiKey caller holds.
    fresh: true,
    arrange: () => Promise.resolve({ path: '/v1/accounts/me/token' }),
  },
  // Creating a workspace makes it the caller's active one, so each caller gets a new team.
  {
    route: 'POST /v1/workspaces',
    allow: ALL,
    outsider: 'allow',
    apiKey: KEY_REFUSED,
    fresh: true,
    arrange: () => Promise.resolve({ path: '/v1/workspaces', body: { name: 'Another' } }),
  },
  {
    route: 'GET /v1/workspaces/{id}',
    allow: ALL,
    arrange: ({ workspaceId }) => Promise.resolve({ path: `/v1/workspaces/${workspaceId}` }),
  },
  {
    route: 'GET /v1/workspaces/{id}/switch',
    allow: ALL,
    apiKey: KEY_REFUSED,
    arrange: ({ workspaceId }) => Promise.resolve({ path: `/v1/workspaces/${workspaceId}/switch` }),
  },
  {
    route: 'PATCH /v1/workspaces/{id}/names',
    allow: [Role.Owner, Role.SuperOwner],
    arrange: ({ workspaceId }) =>
      Promise.resolve({
        path: `/v1/workspaces/${workspaceId}/names`,
        body: { name: 'Matrix Team' },
      }),
  },
  {
    route: 'DELETE /v1/workspaces/{id}',
    allow: [Role.SuperOwner],
    fresh: true,
    arrange: ({ workspaceId }) => Promise.resolve({ path: `/v1/workspaces/${workspaceId}` }),
  },
  {
    route: 'PATCH /v1/workspaces/deleted/{id}',
    allow: [Role.SuperOwner],
    fresh: true,
    // The key's own workspace is the deleted one, so it no longer signs anyone in (a live key
    // is refused here: credentials.spec.ts).
    apiKey: 401,
    // Restore needs a deleted workspace: the team's super owner deletes it first.
    arrange: async ({ workspaceId, people }) => {
      await people.SuperOwner.agent.delete(`/v1/workspaces/${workspaceId}`).expect(200);
      return { path: `/v1/workspaces/deleted/${workspaceId}` };
    },
    denied: 403,
  },
  {
    route: 'GET /v1/workspaces/{id}/members',
    allow: ALL,
    arrange: ({ workspaceId }) =>
      Promise.resolve({ path: `/v1/workspaces/${workspaceId}/members` }),
  },
  {
    route: 'GET /v1/workspaces/permissions/values',
    allow: ALL,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/permissions/values' }),
  },
  {
    route: 'GET /v1/workspaces/{id}/permissions',
    allow: ALL,
    arrange: ({ workspaceId }) =>
      Promise.resolve({ path: `/v1/workspaces/${workspaceId}/permissions` }),
  },
  {
    route: 'GET /v1/uploads/{name}',
    // Members of the workspace the image belongs to (here a client's), a key of that workspace
    // too; the outsider gets the 404 of a file that does not exist.
    allow: ALL,
    apiKey: 'allow',
    arrange: async ({ t, workspaceId }) => {
      const url = await t.app
        .get(UploadsService)
        .saveImage({ buffer: PNG_PIXEL, size: PNG_PIXEL.length } as Express.Multer.File);
      await newRow(t, 'clients', { id_workspace: workspaceId, name: 'Pictured', avatar: url });
      return { path: url };
    },
  },
  {
    route: 'PATCH /v1/workspaces/permissions',
    allow: [Role.Owner, Role.SuperOwner],
    // The outsider acts on their own FREE workspace, which cannot customise permissions.
    outsider: 403,
    fresh: true,
    arrange: () =>
      Promise.resolve({ path: '/v1/workspaces/permissions', body: { permissions: [] } }),
  },
];
