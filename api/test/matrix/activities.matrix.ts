import { Role, ROLES } from '@punchcard/shared';
import { sql } from '../support/db.js';
import { MINUTE, newActivity, newWorkspaceTime } from '../support/factory.js';
import { type Caller, type MatrixContext, type MatrixRow, personOf } from './matrix.js';

const ALL = ROLES;
/** Roles holding MANAGE_TIMESTAMP_MODIFICATION and VIEW_MEMBER_TIMESTAMPS under the default map. */
const MANAGERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Past activities and workspace times of these rows live in their own two-hour slots about 800
 * days back, clear of each other and of the workspace-times rows (which use the past year).
 */
let slots = 0;
function nextSlot(ctx: MatrixContext): number {
  slots += 1;
  return Math.floor(ctx.t.clock.now().getTime() / 1000) - 800 * DAY + slots * 2 * HOUR;
}

function workspaceOf(ctx: MatrixContext, caller: Caller): string {
  return caller === 'Outsider' ? ctx.outsider.workspaceId : ctx.workspaceId;
}

/** Nothing in the workspace's rules refuses a direct change (other rows may have set them). */
async function relaxRules(ctx: MatrixContext, idWorkspace: string): Promise<void> {
  await sql(ctx.t, `UPDATE workspaces SET is_approval_required = false WHERE id = $1`, [
    idWorkspace,
  ]);
  await sql(
    ctx.t,
    `UPDATE timestamp_settings SET is_permission_required = false, is_approval_required = false,
            is_description_required = false, is_project_required = false,
            is_category_required = false, is_task_required = false, is_tag_required = false
      WHERE id_workspace = $1`,
    [idWorkspace],
  );
}

/** Soft-deletes the person's running and recently ended activities, so a new one fits now. */
async function clearRecentActivities(ctx: MatrixContext, idWorkspace: string, idUser: string) {
  await sql(
    ctx.t,
    `UPDATE activities SET deleted_at = now()
      WHERE id_workspace = $1 AND id_user = $2 AND deleted_at IS NULL
        AND (end_at IS NULL OR end_at > now() - interval '1 hour')`,
    [idWorkspace, idUser],
  );
}

/** Makes sure an activity can start now: rules relaxed, nothing running, clocked in. */
async function readyToStart(ctx: MatrixContext, idWorkspace: string, idUser: string) {
  await relaxRules(ctx, idWorkspace);
  await clearRecentActivities(ctx, idWorkspace, idUser);
  await sql(
    ctx.t,
    `INSERT INTO workspace_times (id_workspace, id_user, start_at)
     SELECT $1, $2, now()
      WHERE NOT EXISTS (SELECT 1 FROM workspace_times WHERE id_workspace = $1 AND id_user = $2
                          AND end_at IS NULL AND deleted_at IS NULL)`,
    [idWorkspace, idUser],
  );
}

/** A closed past activity of the team's super owner (deleted when asked), in a slot of its own. */
async function ownersActivity(ctx: MatrixContext, deleted = false): Promise<string> {
  await relaxRules(ctx, ctx.workspaceId);
  const start = nextSlot(ctx);
  return newActivity(ctx.t, ctx.workspaceId, ctx.people.SuperOwner.id, start, start + HOUR, {
    description: 'Matrix',
    ...(deleted ? { deleted_at: new Date() } : {}),
  });
}

/** Authorization matrix rows for the activities routes (all act on the caller's active workspace). */
export const ACTIVITIES_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/activities',
    // Another member's activities need VIEW_MEMBER_TIMESTAMPS; the outsider's own workspace has
    // no such member (404).
    allow: MANAGERS,
    arrange: (ctx) => {
      const now = Math.floor(ctx.t.clock.now().getTime() / 1000);
      return Promise.resolve({
        path: '/v1/activities',
        query: {
          start: String(now - 30 * DAY),
          end: String(now),
          id_user: ctx.people.SuperOwner.id,
        },
      });
    },
  },
  {
    route: 'GET /v1/activities/current',
    allow: ALL,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/activities/current' }),
  },
  {
    route: 'POST /v1/activities/start',
    allow: ALL,
    // Starts in the caller's own active workspace.
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      const person = personOf(ctx, caller);
      if (person) await readyToStart(ctx, workspaceOf(ctx, caller), person.id);
      return { path: '/v1/activities/start', body: { description: 'Matrix' } };
    },
  },
  {
    route: 'POST /v1/activities',
    allow: ALL,
    // Adds to the caller's own time in their own active workspace.
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      const person = personOf(ctx, caller);
      if (caller === 'Outsider' && person) {
        // The outsider's FREE workspace keeps 35 days: a recent activity, outside workspace time.
        await relaxRules(ctx, ctx.outsider.workspaceId);
        await sql(ctx.t, `UPDATE workspaces SET is_time_required = false WHERE id = $1`, [
          ctx.outsider.workspaceId,
        ]);
        const start = nextSlot(ctx) + 780 * DAY;
        return { path: '/v1/activities', body: { start, end: start + 600 } };
      }
      const start = nextSlot(ctx);
      if (person) {
        await relaxRules(ctx, ctx.workspaceId);
        // The team requires activities inside workspace time (the default).
        await newWorkspaceTime(ctx.t, ctx.workspaceId, person.id, start, start + HOUR);
      }
      return { path: '/v1/activities', body: { start: start + 600, end: start + 1200 } };
    },
  },
  {
    route: 'PATCH /v1/activities/deleted/{id}',
    // Someone else's activity: managers restore it; members may not even see it.
    allow: MANAGERS,
    denied: 404,
    arrange: async (ctx) => ({ path: `/v1/activities/deleted/${await ownersActivity(ctx, true)}` }),
  },
  {
    route: 'PATCH /v1/activities/{id}/stop',
    allow: MANAGERS,
    denied: 404,
    arrange: async (ctx) => {
      const idUser = ctx.people.SuperOwner.id;
      await clearRecentActivities(ctx, ctx.workspaceId, idUser);
      const id = await newActivity(ctx.t, ctx.workspaceId, idUser, { ago: 10 * MINUTE }, null);
      return { path: `/v1/activities/${id}/stop`, body: {} };
    },
  },
  {
    route: 'PATCH /v1/activities/{id}/feedback',
    // The route itself needs MANAGE_TIMESTAMP_MODIFICATION.
    allow: MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/activities/${await ownersActivity(ctx)}/feedback`,
      body: { feedback: 'Well done' },
    }),
  },
  {
    route: 'PATCH /v1/activities/{id}',
    allow: MANAGERS,
    denied: 404,
    arrange: async (ctx) => ({
      path: `/v1/activities/${await ownersActivity(ctx)}`,
      body: { note: 'Checked' },
    }),
  },
  {
    route: 'DELETE /v1/activities/{id}',
    allow: MANAGERS,
    denied: 404,
    arrange: async (ctx) => ({ path: `/v1/activities/${await ownersActivity(ctx)}` }),
  },
];
