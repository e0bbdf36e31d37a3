import type { TimeRequest, WorkspaceTime } from '@punchcard/shared';
import { sql } from './db.js';
import { DAY, newMember, newWorkspace, nowSeconds, type Owner, type Person } from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** Calls of the workspace time and break request specs; their data comes from the factory. */

/** The caller's (or `idUser`'s) live workspace times of the last 40 days, with their breaks. */
export async function timesOf(
  t: TestApp,
  agent: TestAgent,
  idUser?: string,
): Promise<WorkspaceTime[]> {
  const now = nowSeconds(t);
  const res = await agent
    .get('/v1/workspaces/timestamps')
    .query({ start: now - 40 * DAY, end: now + DAY, ...(idUser ? { id_user: idUser } : {}) })
    .expect(200);
  return res.body as WorkspaceTime[];
}

/** Files a request that must be accepted (201) and answers it. */
export async function filed(
  agent: TestAgent,
  path: '/v1/workspaces/requests' | '/v1/workspaces/requests/break',
  body: object,
): Promise<TimeRequest> {
  const res = await agent.post(path).send({ reason: 'Forgot to clock', ...body });
  if (res.status !== 201)
    throw new Error(`Filing answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as TimeRequest;
}

/** PATCH /v1/workspaces/requests/{id}: approves or rejects, answering the raw response. */
export function review(agent: TestAgent, id: string, approved: boolean, workspaceTime = true) {
  return agent
    .patch(`/v1/workspaces/requests/${id}`)
    .send({ is_approved: approved, is_workspace_time_request: workspaceTime });
}

export const REQUESTS = '/v1/workspaces/requests';
export const BREAKS = '/v1/workspaces/requests/break';

/** A BASIC workspace named `name` with a Manager to review its requests. */
export async function reviewedWorkspace(
  t: TestApp,
  name: string,
): Promise<{ team: Owner; ws: string; manager: Person }> {
  const team = await newWorkspace(t, { name, plan: 'BASIC' });
  const manager = await newMember(t, team.workspaceId, 'Manager');
  return { team, ws: team.workspaceId, manager };
}

export const fileTime = (who: Person, body: object) => filed(who.agent, REQUESTS, body);
export const fileBreak = (who: Person, body: object) => filed(who.agent, BREAKS, body);
export const withdraw = (who: Person, id: string) =>
  who.agent.delete(`${REQUESTS}/pending/${id}/pseudo`);
export const restore = (who: Person, id: string) =>
  who.agent.patch(`/v1/workspaces/deleted/workspacetime-request/${id}`);

/** The stored review and deletion stamps of request `id`. */
export async function storedRequest(t: TestApp, id: string) {
  const [row] = await sql<{ reviewed_at: Date | null; deleted_at: Date | null }>(
    t,
    `SELECT reviewed_at, deleted_at FROM time_requests WHERE id = $1`,
    [id],
  );
  return row;
}

/** Files a break add in workspace time `idWorkspaceTime`; without `end` it is a draft. */
export const fileBreakAdd = (who: Person, idWorkspaceTime: string, start: number, end?: number) =>
  fileBreak(who, {
    request_type: 'ADD',
    id_workspace_time: idWorkspaceTime,
    start,
    ...(end === undefined ? {} : { end }),
  });

/** Files a workspace time add; without `end` it is a draft. */
export const fileTimeAdd = (who: Person, start: number, end?: number) =>
  fileTime(who, { request_type: 'ADD', start, ...(end === undefined ? {} : { end }) });
