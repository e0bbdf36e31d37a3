import { RequestKind, ROLES } from '@punchcard/shared';
import { newRequest } from '../support/factory.js';
import { type Caller, type MatrixContext, type MatrixRow, personOf } from './matrix.js';
import { pastHour, slotTime, seconds, TIME_MANAGERS } from './workspace-times.matrix.js';

const ALL = ROLES;
const MINUTE_MS = 60_000;
const NIL = '00000000-0000-4000-8000-000000000000';

type SpanKind = typeof RequestKind.WorkspaceTime | typeof RequestKind.Break;
type Stage = 'pending' | 'draft' | 'withdrawn';

interface Owner {
  id: string;
  workspaceId: string;
}

/** Whose requests a caller acts on: their own, in their active workspace (the outsider's is theirs). */
function ownerOf(ctx: MatrixContext, caller: Caller): Owner | undefined {
  const person = personOf(ctx, caller);
  if (!person) return undefined;
  return {
    id: person.id,
    workspaceId: caller === 'Outsider' ? ctx.outsider.workspaceId : ctx.workspaceId,
  };
}

/**
 * A request to add time of `owner`, at `stage`, in a slot of its own: a workspace time, or a break
 * inside a new workspace time of theirs. Answers its id and span (no end for a draft).
 */
async function addRequest(
  ctx: MatrixContext,
  owner: Owner,
  kind: SpanKind,
  stage: Stage,
): Promise<{ id: string; start: Date }> {
  let idWorkspaceTime: string | null = null;
  let { start, end } = pastHour();
  if (kind === RequestKind.Break) {
    const parent = await slotTime(ctx, owner.id, owner.workspaceId);
    idWorkspaceTime = parent.id;
    start = new Date(parent.start.getTime() + 10 * MINUTE_MS);
    end = new Date(parent.start.getTime() + 20 * MINUTE_MS);
  }
  const id = await newRequest(ctx.t, {
    idWorkspace: owner.workspaceId,
    idUser: owner.id,
    kind,
    idWorkspaceTime: idWorkspaceTime ?? undefined,
    start,
    end,
    reason: 'Matrix',
    status: stage,
    // A withdrawn request reads as withdrawn two seconds after it was filed: by now.
    createdAt: new Date(Date.now() - (stage === 'withdrawn' ? 2000 : 0)),
  });
  return { id, start };
}

/** The id of a request of the caller's at `stage` (a made-up one for a signed-out caller). */
async function ownRequest(
  ctx: MatrixContext,
  caller: Caller,
  kind: SpanKind,
  stage: Stage,
): Promise<{ id: string; start: Date }> {
  const owner = ownerOf(ctx, caller);
  return owner ? addRequest(ctx, owner, kind, stage) : { id: NIL, start: pastHour().start };
}

/** Filing, completing, withdrawing and restoring: every role on their own time. */
function ownRow(route: string, arrange: MatrixRow['arrange']): MatrixRow {
  return { route, allow: ALL, outsider: 'allow', arrange };
}

/** Authorization matrix rows for the workspace time and break request routes. */
export const WORKSPACE_REQUESTS_ROWS: MatrixRow[] = [
  ownRow('POST /v1/workspaces/requests', () => {
    const { start, end } = pastHour();
    return Promise.resolve({
      path: '/v1/workspaces/requests',
      body: { request_type: 'ADD', start: seconds(start), end: seconds(end), reason: 'Matrix' },
    });
  }),
  ownRow('POST /v1/workspaces/requests/break', async (ctx, caller) => {
    const owner = ownerOf(ctx, caller);
    const parent = owner
      ? await slotTime(ctx, owner.id, owner.workspaceId)
      : { id: NIL, ...pastHour() };
    return {
      path: '/v1/workspaces/requests/break',
      body: {
        request_type: 'ADD',
        id_workspace_time: parent.id,
        start: seconds(parent.start) + 600,
        end: seconds(parent.start) + 1200,
        reason: 'Matrix',
      },
    };
  }),
  ownRow('PATCH /v1/workspaces/requests', async (ctx, caller) => {
    const draft = await ownRequest(ctx, caller, RequestKind.WorkspaceTime, 'draft');
    return {
      path: '/v1/workspaces/requests',
      body: { id_request: draft.id, end: seconds(draft.start) + 3600 },
    };
  }),
  ownRow('PATCH /v1/workspaces/requests/break', async (ctx, caller) => {
    const draft = await ownRequest(ctx, caller, RequestKind.Break, 'draft');
    return {
      path: '/v1/workspaces/requests/break',
      body: { id_request: draft.id, end: seconds(draft.start) + 600 },
    };
  }),
  {
    // The super owner's request: reviewing it needs the permission, and only they may decide
    // their own, so every reviewing role passes. The outsider's workspace has no such request.
    route: 'PATCH /v1/workspaces/requests/{id}',
    allow: TIME_MANAGERS,
    arrange: async (ctx) => {
      const owner = { id: ctx.people.SuperOwner.id, workspaceId: ctx.workspaceId };
      const request = await addRequest(ctx, owner, RequestKind.WorkspaceTime, 'pending');
      return {
        path: `/v1/workspaces/requests/${request.id}`,
        body: { is_approved: true, is_workspace_time_request: true },
      };
    },
  },
  ownRow('DELETE /v1/workspaces/requests/pending/{id}/pseudo', async (ctx, caller) => {
    const request = await ownRequest(ctx, caller, RequestKind.WorkspaceTime, 'pending');
    return { path: `/v1/workspaces/requests/pending/${request.id}/pseudo` };
  }),
  ownRow('DELETE /v1/workspaces/requests/break/pending/{id}/pseudo', async (ctx, caller) => {
    const request = await ownRequest(ctx, caller, RequestKind.Break, 'pending');
    return { path: `/v1/workspaces/requests/break/pending/${request.id}/pseudo` };
  }),
  ownRow('PATCH /v1/workspaces/deleted/workspacetime-request/{id}', async (ctx, caller) => {
    const request = await ownRequest(ctx, caller, RequestKind.WorkspaceTime, 'withdrawn');
    return { path: `/v1/workspaces/deleted/workspacetime-request/${request.id}` };
  }),
  ownRow('PATCH /v1/workspaces/deleted/break-request/{id}', async (ctx, caller) => {
    const request = await ownRequest(ctx, caller, RequestKind.Break, 'withdrawn');
    return { path: `/v1/workspaces/deleted/break-request/${request.id}` };
  }),
];
