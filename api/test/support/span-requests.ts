import { randomUUID } from 'node:crypto';
import type { TimeRequest, WorkspaceTime } from '@punchcard/shared';
import { sha256 } from '../../src/auth/tokens.js';
import { sql } from './db.js';
import { type TestAgent, type TestApp, uniqueEmail } from './test-app.js';

/** Helpers of the workspace time and break request specs. */

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 24 * HOUR;
export const NIL = '00000000-0000-4000-8000-000000000000';

export interface Person {
  id: string;
  agent: TestAgent;
}

export const nowSeconds = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);
const at = (seconds: number) => new Date(seconds * 1000);

/** A new member with an API key, acting in `workspaceId`. */
export async function person(t: TestApp, workspaceId: string, role = 'Member'): Promise<Person> {
  const token = `pk_${randomUUID()}`;
  const [user] = await sql<{ id: string }>(
    t,
    `INSERT INTO users (email) VALUES ($1) RETURNING id`,
    [uniqueEmail('requests')],
  );
  if (!user) throw new Error('no user');
  await sql(
    t,
    `INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default, api_key_hash)
     VALUES ($1, $2, $3, 'ACTIVE', true, $4)`,
    [workspaceId, user.id, role, sha256(token)],
  );
  const agent = t.agent();
  agent.set('Authorization', `Bearer ${token}`);
  return { id: user.id, agent };
}

/** A workspace time `fromAgo`..`toAgo` seconds before now (`toAgo` null: still running). */
export async function pastTime(
  t: TestApp,
  workspaceId: string,
  idUser: string,
  fromAgo: number,
  toAgo: number | null,
): Promise<string> {
  const now = nowSeconds(t);
  const [row] = await sql<{ id: string }>(
    t,
    `INSERT INTO workspace_times (id_workspace, id_user, start_at, end_at)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [workspaceId, idUser, at(now - fromAgo), toAgo === null ? null : at(now - toAgo)],
  );
  if (!row) throw new Error('no workspace time');
  return row.id;
}

/** A break of the workspace time `fromAgo`..`toAgo` seconds before now (`toAgo` null: running). */
export async function pastBreak(
  t: TestApp,
  idWorkspaceTime: string,
  fromAgo: number,
  toAgo: number | null,
): Promise<string> {
  const now = nowSeconds(t);
  const [row] = await sql<{ id: string }>(
    t,
    `INSERT INTO breaks (id_workspace, id_user, id_workspace_time, start_at, end_at)
     SELECT id_workspace, id_user, id, $2, $3 FROM workspace_times WHERE id = $1 RETURNING id`,
    [idWorkspaceTime, at(now - fromAgo), toAgo === null ? null : at(now - toAgo)],
  );
  if (!row) throw new Error('no break');
  return row.id;
}

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
