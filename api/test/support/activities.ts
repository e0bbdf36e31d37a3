import type {
  Activity,
  AddActivityResponse,
  CurrentActivity,
  StartActivityResponse,
} from '@punchcard/shared';
import { sql } from './db.js';
import {
  DAY,
  newTeam,
  nowSeconds,
  type Owner,
  type Person,
  SMALL_TEAM,
  type Team,
} from './factory.js';
import type { TestApp } from './test-app.js';

/**
 * A workspace with a SuperOwner (`owner` in these specs), a Manager and two Members (default
 * permission map), all signed up.
 */
export type ActivitiesTeam = Omit<Team<'manager' | 'member' | 'other'>, 'superOwner'> & {
  owner: Owner;
};

export async function activitiesTeam(t: TestApp, plan = 'BASIC'): Promise<ActivitiesTeam> {
  const { superOwner, ...rest } = await newTeam(t, {
    name: 'Activities Team',
    plan,
    via: 'sign-up',
    members: SMALL_TEAM,
  });
  return { ...rest, owner: superOwner };
}

/** The activity calls the activities specs make. */

export const start = (person: Person, body: object = {}) =>
  person.agent.post('/v1/activities/start').send(body);

export async function startOk(person: Person, body: object = {}): Promise<StartActivityResponse> {
  const res = await start(person, body);
  expect(res.status).toBe(201);
  return res.body as StartActivityResponse;
}

export const add = (person: Person, body: object) => person.agent.post('/v1/activities').send(body);

export async function addOk(person: Person, body: object): Promise<AddActivityResponse> {
  const res = await add(person, body);
  expect(res.status).toBe(201);
  return res.body as AddActivityResponse;
}

export async function current(person: Person): Promise<Activity | null> {
  const res = await person.agent.get('/v1/activities/current').expect(200);
  return (res.body as CurrentActivity).activity;
}

/** The caller's activities of the last 30 days (and the next one), narrowed by `query`. */
export async function list(
  t: TestApp,
  person: Person,
  query: Record<string, string | number> = {},
) {
  const res = await person.agent
    .get('/v1/activities')
    .query({ start: nowSeconds(t) - 30 * DAY, end: nowSeconds(t) + DAY, ...query })
    .expect(200);
  return res.body as Activity[];
}

/** The stored end, deletion and category of activity `id`. */
export async function row(t: TestApp, id: string) {
  const [found] = await sql<{
    end_at: Date | null;
    deleted_at: Date | null;
    id_category: string;
  }>(t, `SELECT end_at, deleted_at, id_category FROM activities WHERE id = $1`, [id]);
  return found;
}

export const settings = (team: ActivitiesTeam, body: object) =>
  team.owner.agent.patch('/v1/activities/settings').send(body).expect(200);

export const noMetadata = {
  location: null,
  latitude: null,
  longitude: null,
  user_agent: null,
  ip_address: null,
};

/** Lets `team`'s members log activities outside any workspace time, as its owner would. */
export async function timeOptional(team: ActivitiesTeam): Promise<void> {
  await team.owner.agent
    .put('/v1/workspaces/workspace-settings/time')
    .send({ is_required: false })
    .expect(200);
}
