import { RequestKind, Role, ROLES } from '@punchcard/shared';
import { sql } from '../support/db.js';
import { at, newRequest, newWorkspaceTime } from '../support/factory.js';
import { type Caller, type MatrixContext, type MatrixRow, personOf } from './matrix.js';

const ALL = ROLES;
/** Roles holding MANAGE_TIMESTAMP_MODIFICATION under the default map. */
const REVIEWERS = [Role.Manager, Role.Owner, Role.SuperOwner] as const;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Spans these rows file or approve get two-hour slots of their own: in the team's BASIC
 * workspace about 900 days back, in the outsider's FREE one 33 days back (inside the 35 days it
 * keeps), clear of the other matrix files' slots.
 */
let slots = 0;
function nextSlot(ctx: MatrixContext, caller: Caller): number {
  slots += 1;
  const back = caller === 'Outsider' ? 33 * DAY : 900 * DAY;
  return Math.floor(ctx.t.clock.now().getTime() / 1000) - back + slots * 2 * HOUR;
}

function workspaceOf(ctx: MatrixContext, caller: Caller): string {
  return caller === 'Outsider' ? ctx.outsider.workspaceId : ctx.workspaceId;
}

/** No required activity detail (other rows may have switched some on). */
async function noRequiredDetails(ctx: MatrixContext, idWorkspace: string): Promise<void> {
  await sql(
    ctx.t,
    `UPDATE timestamp_settings SET is_description_required = false, is_project_required = false,
            is_category_required = false, is_task_required = false, is_tag_required = false
      WHERE id_workspace = $1`,
    [idWorkspace],
  );
}

/** A closed workspace time around the slot, so the span fits whether or not time is required. */
async function workspaceTimeAt(
  ctx: MatrixContext,
  idWorkspace: string,
  idUser: string,
  start: number,
) {
  await newWorkspaceTime(ctx.t, idWorkspace, idUser, start, start + HOUR);
}

/** An activity ADD request of `idUser`, written straight to the table; withdrawn when asked. */
async function requestOf(
  ctx: MatrixContext,
  idWorkspace: string,
  idUser: string,
  start: number,
  withdrawn = false,
): Promise<string> {
  return newRequest(ctx.t, {
    idWorkspace,
    idUser,
    kind: RequestKind.Activity,
    start: at(start + 600),
    end: at(start + 1200),
    reason: 'Matrix',
    // A withdrawn request reads as withdrawn two seconds after it was filed: by now.
    ...(withdrawn ? { status: 'withdrawn', createdAt: new Date(Date.now() - 2000) } : {}),
  });
}

/** The caller's own request in the workspace they act on (any id when signed out). */
async function ownRequest(ctx: MatrixContext, caller: Caller, withdrawn: boolean): Promise<string> {
  const person = personOf(ctx, caller) ?? ctx.people.Member;
  const idWorkspace = caller === 'SignedOut' ? ctx.workspaceId : workspaceOf(ctx, caller);
  return requestOf(ctx, idWorkspace, person.id, nextSlot(ctx, caller), withdrawn);
}

/** Authorization matrix rows for the activity-requests routes (own time; review by managers). */
export const ACTIVITY_REQUESTS_ROWS: MatrixRow[] = [
  {
    route: 'POST /v1/activities/requests',
    // Every role files for their own time in their active workspace.
    allow: ALL,
    outsider: 'allow',
    arrange: async (ctx, caller) => {
      const start = nextSlot(ctx, caller);
      const person = personOf(ctx, caller);
      if (person) {
        const idWorkspace = workspaceOf(ctx, caller);
        await noRequiredDetails(ctx, idWorkspace);
        await workspaceTimeAt(ctx, idWorkspace, person.id, start);
      }
      return {
        path: '/v1/activities/requests',
        body: { request_type: 'ADD', start: start + 600, end: start + 1200, reason: 'Matrix' },
      };
    },
  },
  {
    route: 'PATCH /v1/activities/requests/{id}',
    // A member's request: reviewers approve it; a Member reviewing their own is 403 as well.
    allow: REVIEWERS,
    arrange: async (ctx, caller) => {
      const start = nextSlot(ctx, caller);
      const idUser = ctx.people.Member.id;
      await noRequiredDetails(ctx, ctx.workspaceId);
      await workspaceTimeAt(ctx, ctx.workspaceId, idUser, start);
      const id = await requestOf(ctx, ctx.workspaceId, idUser, start);
      return { path: `/v1/activities/requests/${id}`, body: { is_approved: true } };
    },
  },
  {
    route: 'DELETE /v1/activities/requests/{id}/pseudo',
    allow: ALL,
    // Withdraws the outsider's own request in their own workspace.
    outsider: 'allow',
    arrange: async (ctx, caller) => ({
      path: `/v1/activities/requests/${await ownRequest(ctx, caller, false)}/pseudo`,
    }),
  },
  {
    route: 'PATCH /v1/activities/deleted/request/{id}',
    allow: ALL,
    outsider: 'allow',
    arrange: async (ctx, caller) => ({
      path: `/v1/activities/deleted/request/${await ownRequest(ctx, caller, true)}`,
    }),
  },
];
