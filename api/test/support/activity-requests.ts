import { type Activity, type FiledActivityRequest, Role } from '@punchcard/shared';
import { sql } from './db.js';
import { DAY, newTeam, type Person, type Team } from './factory.js';
import type { TestApp } from './test-app.js';

/** Calls and reads shared by the activity-request specs; their data comes from the factory. */

export type RequestTeam = Team<keyof typeof REQUEST_TEAM>;

export { errorKey } from './errors.js';
export const nowSec = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);

/** A member of each role plus a second Member, all calling with API keys. */
const REQUEST_TEAM = {
  owner: Role.Owner,
  manager: Role.Manager,
  member: Role.Member,
  other: Role.Member,
  guest: Role.Guest,
} as const;

/** A workspace (BASIC unless told: role permissions decide) with one person of each role. */
export function requestTeam(t: TestApp, plan = 'BASIC'): Promise<RequestTeam> {
  return newTeam(t, { name: 'Request team', plan, members: REQUEST_TEAM });
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
export async function timeNotRequired(t: TestApp, team: RequestTeam): Promise<void> {
  await sql(t, `UPDATE workspaces SET is_time_required = false WHERE id = $1`, [team.workspaceId]);
}
