import { Role, ROLES } from '@punchcard/shared';
import { newMember } from '../support/factory.js';
import type { MatrixContext, MatrixRow } from './matrix.js';

/** Roles holding MANAGE_WORKSPACE_MEMBERS in the default map. */
const MANAGERS: readonly Role[] = [Role.Manager, Role.Owner, Role.SuperOwner];

/** A new Member of the team workspace for one call. */
async function target({ t, workspaceId }: MatrixContext): Promise<string> {
  return (await newMember(t, workspaceId, Role.Member, { via: 'none' })).id;
}

/** Authorization matrix rows for badge documents: the printable card, its mail, the sheet. */
export const KIOSK_BADGE_DOCUMENTS_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/workspaces/members/me/badge/pdf',
    allow: ROLES,
    // The caller's own badge in their own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/members/me/badge/pdf' }),
  },
  {
    route: 'POST /v1/workspaces/members/me/badge/mail',
    allow: ROLES,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/members/me/badge/mail' }),
  },
  {
    route: 'GET /v1/workspaces/members/badges/pdf',
    allow: MANAGERS,
    // Named: the outsider manages their own workspace, where the team's member is not found.
    arrange: async (ctx) => ({
      path: '/v1/workspaces/members/badges/pdf',
      query: { ids: await target(ctx) },
    }),
  },
];
