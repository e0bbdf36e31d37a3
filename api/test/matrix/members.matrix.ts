import { Role, ROLES } from '@punchcard/shared';
import { sql } from '../support/db.js';
import { newMember } from '../support/factory.js';
import { type MatrixContext, type MatrixRow, PNG_PIXEL } from './matrix.js';

const ALL = ROLES;
/** Roles holding MANAGE_WORKSPACE_MEMBERS in the default map. */
const MANAGERS: readonly Role[] = [Role.Manager, Role.Owner, Role.SuperOwner];

/**
 * A new member of the team workspace for one call (status ACTIVE, INACTIVE, or soft-deleted),
 * so every caller acts on their own target.
 */
async function target(
  { t, workspaceId }: MatrixContext,
  state: 'ACTIVE' | 'INACTIVE' | 'DELETED' = 'ACTIVE',
): Promise<string> {
  const user = await newMember(t, workspaceId, Role.Member, {
    via: 'none',
    status: state === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  });
  if (state === 'DELETED') {
    await sql(t, `UPDATE workspace_members SET deleted_at = now() WHERE id_user = $1`, [user.id]);
  }
  return user.id;
}

/** Member routes; `GET /v1/workspaces/{id}/members` is in core.matrix.ts. */
export const MEMBERS_ROWS: MatrixRow[] = [
  {
    route: 'POST /v1/workspaces/nicknames',
    allow: ALL,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({ path: '/v1/workspaces/nicknames', body: { nickname: 'Nick' } }),
  },
  {
    route: 'PATCH /v1/workspaces/members/me/avatar',
    allow: ALL,
    outsider: 'allow',
    arrange: () =>
      Promise.resolve({
        path: '/v1/workspaces/members/me/avatar',
        file: { bytes: PNG_PIXEL, name: 'me.png' },
      }),
  },
  {
    route: 'PATCH /v1/workspaces/members/{id}/role',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await target(ctx)}/role`,
      body: { role: 'Guest' },
    }),
  },
  {
    route: 'PATCH /v1/workspaces/members/role',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/workspaces/members/role',
      body: { members: { id_users: [await target(ctx), await target(ctx)], role: 'Guest' } },
    }),
  },
  {
    // A member may deactivate themself; deactivating another needs the permission.
    route: 'PATCH /v1/workspaces/members/{id}/deactivate',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/workspaces/members/${await target(ctx)}/deactivate` }),
  },
  {
    route: 'PATCH /v1/workspaces/members/deactivate',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/workspaces/members/deactivate',
      body: { ids: [await target(ctx), await target(ctx)] },
    }),
  },
  {
    route: 'PATCH /v1/workspaces/members/{id}/reactivate',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await target(ctx, 'INACTIVE')}/reactivate`,
    }),
  },
  {
    route: 'PATCH /v1/workspaces/members/reactivate',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/workspaces/members/reactivate',
      body: { ids: [await target(ctx, 'INACTIVE'), await target(ctx, 'INACTIVE')] },
    }),
  },
  {
    route: 'DELETE /v1/workspaces/members/{id}/pseudo',
    allow: MANAGERS,
    arrange: async (ctx) => ({ path: `/v1/workspaces/members/${await target(ctx)}/pseudo` }),
  },
  {
    route: 'DELETE /v1/workspaces/members/pseudo',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/workspaces/members/pseudo',
      body: { ids: [await target(ctx), await target(ctx)] },
    }),
  },
  {
    route: 'PATCH /v1/workspaces/members/{id}/restore',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await target(ctx, 'DELETED')}/restore`,
    }),
  },
  {
    route: 'PATCH /v1/workspaces/members/restore',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: '/v1/workspaces/members/restore',
      body: { ids: [await target(ctx, 'DELETED'), await target(ctx, 'DELETED')] },
    }),
  },
  {
    // Members may rename themselves; renaming another needs the permission.
    route: 'PATCH /v1/workspaces/members/{id}/profile',
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await target(ctx)}/profile`,
      body: { first_name: 'Mat', last_name: 'Rix', nickname: 'Matrix' },
    }),
  },
];
