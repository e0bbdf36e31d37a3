import type { ClockStatus, WorkspaceTime } from '@punchcard/shared';
import { setPlan, sql } from './db.js';
import {
  DAY,
  type Moment,
  nowSeconds,
  newWorkspace,
  newWorkspaceTime,
  type Owner,
} from './factory.js';
import type { TestAgent, TestApp } from './test-app.js';

/** The workspace-times specs' team: BASIC (role permissions apply); its super owner signs in with a cookie. */
export async function timeTeam(t: TestApp): Promise<Owner> {
  const team = await newWorkspace(t, { name: 'Time team' });
  await setPlan(t, team.workspaceId, 'BASIC');
  return team;
}

/** A workspace time of `who` in `where`'s workspace from `start` to `end` (null: still running). */
export const workspaceTimeOf = (
  t: TestApp,
  where: { workspaceId: string },
  who: { id: string },
  start: Moment,
  end: Moment | null,
) => newWorkspaceTime(t, where.workspaceId, who.id, start, end);

/** The caller's workspace times of the last 30 days (and the next one), narrowed by `query`. */
export async function list(
  t: TestApp,
  agent: TestAgent,
  query: Record<string, string | number> = {},
) {
  const now = nowSeconds(t);
  const res = await agent
    .get('/v1/workspaces/timestamps')
    .query({ start: now - 30 * DAY, end: now + DAY, ...query })
    .expect(200);
  return res.body as WorkspaceTime[];
}

export async function status(agent: TestAgent): Promise<ClockStatus> {
  return (await agent.get('/v1/workspaces/timestamps/status').expect(200)).body as ClockStatus;
}

/** How many open workspace times `idUser` has. */
export async function openRows(t: TestApp, idUser: string): Promise<number> {
  const [row] = await sql<{ n: string }>(
    t,
    `SELECT count(*) AS n FROM workspace_times
      WHERE id_user = $1 AND end_at IS NULL AND deleted_at IS NULL`,
    [idUser],
  );
  return Number(row?.n);
}
