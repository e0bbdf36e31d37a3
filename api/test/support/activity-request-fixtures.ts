import { randomUUID } from 'node:crypto';
import type { Activity, ApiErrorBody, FiledActivityRequest } from '@punchcard/shared';
import { sha256 } from '../../src/auth/tokens.js';
import { setPlan, sql } from './db.js';
import { signUpWithWorkspace, type TestAgent, type TestApp, uniqueEmail } from './test-app.js';

/** Arrangements shared by the activity-request specs: people, time rows and calls. */

export const MINUTE = 60;
export const HOUR = 3600;
export const DAY = 24 * HOUR;
export const NIL = '00000000-0000-4000-8000-000000000000';

export interface Person {
  id: string;
  agent: TestAgent;
}

export type Team = Awaited<ReturnType<typeof buildTeam>>;

export const errorKey = (res: { body: unknown }) => (res.body as ApiErrorBody).error_key;
export const nowSec = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);
export const at = (seconds: number) => new Date(seconds * 1000);

/** A new member acting through an API key (no sign-up needed: the requests are under test). */
export async function person(t: TestApp, workspaceId: string, role = 'Member'): Promise<Person> {
  const token = `pk_${randomUUID()}`;
  const [user] = await sql<{ id: string }>(
    t,
    `INSERT INTO users (email) VALUES ($1) RETURNING id`,
    [uniqueEmail('request')],
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

/** A workspace (BASIC unless told: role permissions decide) with one person of each role. */
export async function buildTeam(t: TestApp, plan = 'BASIC') {
  const owner = await signUpWithWorkspace(t, 'Request team');
  await setPlan(t, owner.workspaceId, plan);
  const workspaceId = owner.workspaceId;
  return {
    workspaceId,
    superOwner: { id: owner.me.user.id, agent: owner.agent } satisfies Person,
    owner: await person(t, workspaceId, 'Owner'),
    manager: await person(t, workspaceId, 'Manager'),
    member: await person(t, workspaceId, 'Member'),
    other: await person(t, workspaceId, 'Member'),
    guest: await person(t, workspaceId, 'Guest'),
  };
}

export async function insertRow(
  t: TestApp,
  table: string,
  columns: Record<string, unknown>,
): Promise<string> {
  const names = Object.keys(columns);
  const [row] = await sql<{ id: string }>(
    t,
    `INSERT INTO ${table} (${names.join(', ')})
     VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(columns),
  );
  if (!row) throw new Error(`no ${table} row`);
  return row.id;
}

/** A workspace time of the person from `start` to `end` (null: still open). */
export function workspaceTime(
  t: TestApp,
  team: Team,
  who: Person,
  start: number,
  end: number | null,
): Promise<string> {
  return insertRow(t, 'workspace_times', {
    id_workspace: team.workspaceId,
    id_user: who.id,
    start_at: at(start),
    end_at: end === null ? null : at(end),
  });
}

/** An activity written straight to the table. */
export function activity(
  t: TestApp,
  team: Team,
  who: Person,
  start: number,
  end: number | null,
  more: Record<string, unknown> = {},
): Promise<string> {
  return insertRow(t, 'activities', {
    id_workspace: team.workspaceId,
    id_user: who.id,
    start_at: at(start),
    end_at: end === null ? null : at(end),
    ...more,
  });
}

export function catalogue(t: TestApp, team: Team, table: 'tags' | 'categories') {
  return insertRow(t, table, { id_workspace: team.workspaceId, name: randomUUID().slice(0, 8) });
}

export function project(t: TestApp, team: Team) {
  return insertRow(t, 'projects', {
    id_workspace: team.workspaceId,
    name: `Project ${randomUUID().slice(0, 8)}`,
    created_by: team.superOwner.id,
  });
}

export function task(t: TestApp, team: Team, idProject: string | null, more = {}) {
  return insertRow(t, 'tasks', {
    id_workspace: team.workspaceId,
    id_project: idProject,
    id_user: team.superOwner.id,
    name: `Task ${randomUUID().slice(0, 8)}`,
    ...more,
  });
}

export const file = (who: Person, body: object) =>
  who.agent.post('/v1/activities/requests').send({ reason: 'Forgot to track it', ...body });

export async function fileOk(who: Person, body: object): Promise<string> {
  const res = await file(who, body);
  if (res.status !== 201)
    throw new Error(`filing answered ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as FiledActivityRequest).id;
}

export const review = (who: Person, id: string, approved = true) =>
  who.agent.patch(`/v1/activities/requests/${id}`).send({ is_approved: approved });

export const withdraw = (who: Person, id: string) =>
  who.agent.delete(`/v1/activities/requests/${id}/pseudo`);

export const restore = (who: Person, id: string) =>
  who.agent.patch(`/v1/activities/deleted/request/${id}`);

/** The person's live activities intersecting [from, to), through the API. */
export async function activities(
  t: TestApp,
  who: Person,
  from = nowSec(t) - 60 * DAY,
  to = nowSec(t) + DAY,
): Promise<Activity[]> {
  const res = await who.agent.get('/v1/activities').query({ start: from, end: to }).expect(200);
  return res.body as Activity[];
}

/** The stored request row, for what no answer of these routes shows. */
export async function requestRow(t: TestApp, id: string) {
  const [row] = await sql<{
    request_type: string;
    id_activity: string | null;
    start_at: Date | null;
    end_at: Date | null;
    id_project: string | null;
    id_task: string | null;
    id_category: string | null;
    tags: string[];
    description: string | null;
    reason: string;
    submitted_at: Date | null;
    reviewed_at: Date | null;
    is_approved: boolean | null;
    deleted_at: Date | null;
  }>(t, `SELECT * FROM time_requests WHERE id = $1`, [id]);
  if (!row) throw new Error('no request row');
  return row;
}

/** Switches off the workspace's "activities inside workspace time" rule. */
export async function timeNotRequired(t: TestApp, team: Team): Promise<void> {
  await sql(t, `UPDATE workspaces SET is_time_required = false WHERE id = $1`, [team.workspaceId]);
}
