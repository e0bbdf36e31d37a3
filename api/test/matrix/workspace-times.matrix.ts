import { Role, ROLES } from '@punchcard/shared';
import { sql } from '../support/db.js';
import { MINUTE, HOUR, newBreak, newMember, newWorkspaceTime } from '../support/factory.js';
import { type Caller, type MatrixContext, type MatrixRow, personOf } from './matrix.js';

const ALL = ROLES;
/** Roles holding MANAGE_WORKSPACE_TIME_MODIFICATION (and VIEW_MEMBER_TIMESTAMPS) by default. */
export const TIME_MANAGERS: readonly Role[] = [Role.Manager, Role.Owner, Role.SuperOwner];

const HOUR_MS = 3600_000;
/** Past entries get slots of their own, so no two calls' entries ever overlap. */
let slot = 0;

/** A past hour nobody else's arrangement uses: from ten days back, three hours apart. */
export function pastHour(): { start: Date; end: Date } {
  slot += 1;
  const start = new Date(Date.now() - 10 * 24 * HOUR_MS - slot * 3 * HOUR_MS);
  return { start, end: new Date(start.getTime() + HOUR_MS) };
}

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The caller's user id and the workspace their calls act on (the outsider's is their own);
 * undefined when signed out, whose calls need no state.
 */
function whoIs(
  ctx: MatrixContext,
  caller: Caller,
): { id: string; workspaceId: string } | undefined {
  const person = personOf(ctx, caller);
  if (!person) return undefined;
  return {
    id: person.id,
    workspaceId: caller === 'Outsider' ? ctx.outsider.workspaceId : ctx.workspaceId,
  };
}

/** A closed workspace time of `idUser` in a slot of its own; optionally soft-deleted. */
export async function slotTime(
  ctx: MatrixContext,
  idUser: string,
  workspaceId = ctx.workspaceId,
  deleted = false,
): Promise<{ id: string; start: Date; end: Date }> {
  const { start, end } = pastHour();
  const more = deleted ? { deleted_at: new Date() } : {};
  const id = await newWorkspaceTime(ctx.t, workspaceId, idUser, start, end, more);
  return { id, start, end };
}

/**
 * Leaves the caller clocked in (from now, after anything they recorded) and, when asked, on a
 * break; any open workspace time of theirs is dropped first so the state is exactly this.
 */
export async function clockedIn(
  ctx: MatrixContext,
  caller: Caller,
  onBreak = false,
): Promise<void> {
  const who = whoIs(ctx, caller);
  if (!who) return;
  const { id, workspaceId } = who;
  await notClockedIn(ctx, caller);
  const time = await newWorkspaceTime(ctx.t, workspaceId, id, new Date(), null);
  if (onBreak) await newBreak(ctx.t, time, new Date(), null);
}

/** Drops the caller's open workspace time (its breaks go with it). */
export async function notClockedIn(ctx: MatrixContext, caller: Caller): Promise<void> {
  const who = whoIs(ctx, caller);
  if (!who) return;
  await sql(
    ctx.t,
    `DELETE FROM workspace_times WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL`,
    [who.workspaceId, who.id],
  );
}

/** A new ACTIVE member of the team for one call; optionally clocked in, optionally on a break. */
async function clockedMember(
  ctx: MatrixContext,
  state: 'out' | 'in' | 'break' = 'out',
): Promise<string> {
  const { id } = await newMember(ctx.t, ctx.workspaceId, Role.Member, { via: 'none' });
  if (state !== 'out') {
    const time = await newWorkspaceTime(ctx.t, ctx.workspaceId, id, { ago: HOUR }, null);
    if (state === 'break') await newBreak(ctx.t, time, { ago: 10 * MINUTE }, null);
  }
  return id;
}

/** Rows for the workspace-times and member-clocking routes. */
export const WORKSPACE_TIMES_ROWS: MatrixRow[] = [
  {
    route: 'GET /v1/workspaces/timestamps/status',
    allow: ALL,
    // The caller's own state in their own active workspace.
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/timestamps/status' }),
  },
  {
    // Another member's time (the super owner's) needs VIEW_MEMBER_TIMESTAMPS; the outsider's
    // workspace has no such member.
    route: 'GET /v1/workspaces/timestamps',
    allow: TIME_MANAGERS,
    arrange: (ctx) => {
      const now = seconds(new Date());
      return Promise.resolve({
        path: '/v1/workspaces/timestamps',
        query: {
          start: String(now - 30 * 24 * 3600),
          end: String(now),
          id_user: ctx.people.SuperOwner.id,
        },
      });
    },
  },
  {
    route: 'POST /v1/workspaces/timestamps',
    allow: ALL,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      await notClockedIn(ctx, caller);
      return { path: '/v1/workspaces/timestamps', body: {} };
    },
  },
  {
    route: 'PATCH /v1/workspaces/timestamps',
    allow: ALL,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      await clockedIn(ctx, caller, true);
      return { path: '/v1/workspaces/timestamps', body: {} };
    },
  },
  {
    // The live board of the caller's active workspace (the outsider's is their own).
    route: 'GET /v1/workspaces/members/work-status',
    allow: TIME_MANAGERS,
    outsider: 'allow',
    arrange: () => Promise.resolve({ path: '/v1/workspaces/members/work-status' }),
  },
  {
    // Adds to the caller's own time in their own workspace.
    route: 'PUT /v1/workspaces/timestamps',
    allow: ALL,
    outsider: 'allow',
    arrange: () => {
      const { start, end } = pastHour();
      return Promise.resolve({
        path: '/v1/workspaces/timestamps',
        body: { start: seconds(start), end: seconds(end) },
      });
    },
  },
  {
    route: 'PATCH /v1/workspaces/timestamps/{id}',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => {
      const time = await slotTime(ctx, ctx.people.SuperOwner.id);
      return {
        path: `/v1/workspaces/timestamps/${time.id}`,
        body: { start: seconds(time.start) + 60, end: seconds(time.end) - 60 },
      };
    },
  },
  {
    route: 'DELETE /v1/workspaces/timestamps/{id}/pseudo',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => {
      const time = await slotTime(ctx, ctx.people.SuperOwner.id);
      return { path: `/v1/workspaces/timestamps/${time.id}/pseudo` };
    },
  },
  {
    // Reopens a member's only (so latest) workspace time.
    route: 'PATCH /v1/workspaces/closed/workspacetime/{id}',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => {
      const time = await slotTime(ctx, await clockedMember(ctx));
      return { path: `/v1/workspaces/closed/workspacetime/${time.id}` };
    },
  },
  {
    route: 'PATCH /v1/workspaces/deleted/workspacetime/{id}',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => {
      const time = await slotTime(ctx, ctx.people.SuperOwner.id, ctx.workspaceId, true);
      return { path: `/v1/workspaces/deleted/workspacetime/${time.id}` };
    },
  },
  // Member clocking: the outsider manages their own workspace, where the member does not exist.
  {
    route: 'POST /v1/workspaces/members/{id}',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await clockedMember(ctx)}`,
      body: {},
    }),
  },
  {
    route: 'PATCH /v1/workspaces/members/{id}/timestamp',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await clockedMember(ctx, 'in')}/timestamp`,
      body: {},
    }),
  },
  {
    route: 'POST /v1/workspaces/members/{id}/break',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await clockedMember(ctx, 'in')}/break`,
    }),
  },
  {
    route: 'PATCH /v1/workspaces/members/{id}/break',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => ({
      path: `/v1/workspaces/members/${await clockedMember(ctx, 'break')}/break`,
    }),
  },
];
