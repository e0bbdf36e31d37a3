import { ROLES } from '@punchcard/shared';
import { newBreak } from '../support/factory.js';
import type { MatrixContext, MatrixRow } from './matrix.js';
import { clockedIn, slotTime, seconds, TIME_MANAGERS } from './workspace-times.matrix.js';

const ALL = ROLES;
const MINUTE_MS = 60_000;

/** A break of the team super owner (so changing it needs the manage permission); optionally deleted. */
async function superOwnerBreak(
  ctx: MatrixContext,
  deleted = false,
): Promise<{ id: string; start: Date; end: Date }> {
  const time = await slotTime(ctx, ctx.people.SuperOwner.id);
  const start = new Date(time.start.getTime() + 10 * MINUTE_MS);
  const end = new Date(time.start.getTime() + 20 * MINUTE_MS);
  const more = deleted ? { deleted_at: new Date() } : {};
  const id = await newBreak(ctx.t, time.id, start, end, more);
  return { id, start, end };
}

/** Authorization matrix rows for the breaks routes (a member's breaks: workspace-times.matrix.ts). */
export const BREAKS_ROWS: MatrixRow[] = [
  {
    // The caller's own break in their own active workspace.
    route: 'POST /v1/workspaces/timestamps/break',
    allow: ALL,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      await clockedIn(ctx, caller);
      return { path: '/v1/workspaces/timestamps/break' };
    },
  },
  {
    route: 'PATCH /v1/workspaces/timestamps/break',
    allow: ALL,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      await clockedIn(ctx, caller, true);
      return { path: '/v1/workspaces/timestamps/break' };
    },
  },
  {
    // Into the super owner's workspace time: the outsider's workspace has no such time.
    route: 'POST /v1/workspaces/timestamps/break/new',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => {
      const time = await slotTime(ctx, ctx.people.SuperOwner.id);
      return {
        path: '/v1/workspaces/timestamps/break/new',
        body: {
          id_workspace_time: time.id,
          start: seconds(time.start) + 600,
          end: seconds(time.start) + 1200,
        },
      };
    },
  },
  {
    route: 'PATCH /v1/workspaces/timestamps/break/{id}',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => {
      const pause = await superOwnerBreak(ctx);
      return {
        path: `/v1/workspaces/timestamps/break/${pause.id}`,
        body: { start: seconds(pause.start) - 60, end: seconds(pause.end) + 60 },
      };
    },
  },
  {
    route: 'DELETE /v1/workspaces/timestamps/break/{id}/pseudo',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/timestamps/break/${(await superOwnerBreak(ctx)).id}/pseudo`,
    }),
  },
  {
    route: 'PATCH /v1/workspaces/deleted/break/{id}',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/deleted/break/${(await superOwnerBreak(ctx, true)).id}`,
    }),
  },
];
