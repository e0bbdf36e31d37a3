import { RequestKind, Role, ROLES } from '@punchcard/shared';
import { DAY, HOUR, newRequest } from '../support/factory.js';
import type { MatrixContext, MatrixRow } from './matrix.js';

/** Roles holding both review permissions under the default map. */
const REVIEWERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;

/** A submitted activity add of the team's super owner, proposing an hour a year ago. */
async function ownersRequest(ctx: MatrixContext): Promise<string> {
  const now = Date.now();
  return newRequest(ctx.t, {
    idWorkspace: ctx.workspaceId,
    idUser: ctx.people.SuperOwner.id,
    kind: RequestKind.Activity,
    start: new Date(now - 365 * DAY * 1000),
    end: new Date(now - 365 * DAY * 1000 + HOUR * 1000),
    reason: 'Matrix',
    createdAt: new Date(now),
  });
}

/** Authorization matrix rows for the request lists, counts and preview. */
export const REQUEST_READS_ROWS: MatrixRow[] = [
  {
    // Another member's requests (the super owner's) need the review permission; in the
    // outsider's workspace that member does not exist (404 member_not_found).
    route: 'GET /v1/activities/requests/member',
    allow: REVIEWERS,
    arrange: (ctx) =>
      Promise.resolve({
        path: '/v1/activities/requests/member',
        query: { id_members: ctx.people.SuperOwner.id, timestamp_type: 'activity' },
      }),
  },
  {
    // Someone who may not see the request reads it as missing.
    route: 'GET /v1/activities/requests/preview',
    allow: REVIEWERS,
    denied: 404,
    arrange: async (ctx) => ({
      path: '/v1/activities/requests/preview',
      query: { id: await ownersRequest(ctx), timestamp_type: 'activity' },
    }),
  },
  {
    // Everyone gets the counts they may see, in their own active workspace.
    route: 'GET /v1/workspaces/requests/summary',
    allow: ROLES,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/requests/summary' }),
  },
  {
    // Only reviewers have a pending list; the outsider reviews their own workspace's.
    route: 'GET /v1/workspaces/requests/pending',
    allow: REVIEWERS,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/requests/pending' }),
  },
];
