import { Role, type ProjectActivityPage, type ProjectTotal } from '@punchcard/shared';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import {
  DAY,
  HOUR,
  MINUTE,
  newActivity,
  newProject,
  newTask,
  newTeam,
  nowSeconds,
  type Person,
  type Team,
} from './support/factory.js';
import { createProject } from './support/projects.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PEOPLE = { aiko: Role.Member, ben: Role.Member, gina: Role.Guest } as const;

type TotalTeam = Team<keyof typeof PEOPLE>;

interface Arranged {
  team: TotalTeam;
  idProject: string;
  idTask: string;
  idPersonalTask: string;
  /** The window [start, end) every read asks for. */
  window: { start: number; end: number };
}

async function name(t: TestApp, person: Person, first: string, last: string) {
  await sql(t, `UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1`, [
    person.id,
    first,
    last,
  ]);
}

/**
 * Aiko (own rate 30.25) and Ben (the project's 10.00) on one project, a day ten days back:
 * Aiko 2 h on a task and 30 min of an entry that began before the day; Ben 90 min without a
 * task and 1 h on his personal task. A deleted entry, an entry on another project and one the
 * day after must not count.
 */
async function arrange(t: TestApp, plan = 'BASIC'): Promise<Arranged> {
  const team = await newTeam(t, { plan, members: PEOPLE, concurrently: true });
  const { superOwner: owner, aiko, ben, gina, workspaceId } = team;
  await name(t, aiko, 'Aiko', 'Abe');
  await name(t, ben, 'Ben', 'Bauer');
  const project = await createProject(owner.agent, { hourly_rate: 10 });
  for (const person of [aiko, ben, gina]) {
    await owner.agent
      .post(`/v1/projects/${project.id}/members`)
      .send({ id_user: person.id })
      .expect(201);
  }
  if (plan === 'BASIC') {
    await owner.agent
      .patch('/v1/projects/members/hourly-rate')
      .send({ rates: [{ id_project: project.id, id_user: aiko.id, hourly_rate: 30.25 }] })
      .expect(200);
  } else {
    // A rate kept from a plan that had member rates: it must not apply now.
    await sql(
      t,
      `UPDATE project_members SET hourly_rate = 30.25 WHERE id_project = $1 AND id_user = $2`,
      [project.id, aiko.id],
    );
  }
  const idTask = await newTask(t, workspaceId, aiko.id, project.id, { name: 'Design' });
  const idPersonalTask = await newTask(t, workspaceId, ben.id, project.id, {
    name: 'Ben private',
    is_personal: true,
  });
  const other = await newProject(t, workspaceId, owner.id);
  const start = Math.floor(nowSeconds(t) / HOUR) * HOUR - 10 * DAY;
  const on = { id_project: project.id };
  await newActivity(t, workspaceId, aiko.id, start + HOUR, start + 3 * HOUR, {
    ...on,
    id_task: idTask,
  });
  await newActivity(t, workspaceId, aiko.id, start - 30 * MINUTE, start + 30 * MINUTE, on);
  await newActivity(t, workspaceId, aiko.id, start + 5 * HOUR, start + 6 * HOUR, {
    id_project: other,
  });
  await newActivity(t, workspaceId, aiko.id, start + DAY + HOUR, start + DAY + 2 * HOUR, on);
  await newActivity(t, workspaceId, ben.id, start + 90 * MINUTE, start + 3 * HOUR, on);
  await newActivity(t, workspaceId, ben.id, start + 3 * HOUR, start + 4 * HOUR, {
    ...on,
    id_task: idPersonalTask,
  });
  await newActivity(t, workspaceId, ben.id, start + 5 * HOUR, start + 6 * HOUR, {
    ...on,
    deleted_at: new Date(),
  });
  return {
    team,
    idProject: project.id,
    idTask,
    idPersonalTask,
    window: { start, end: start + DAY },
  };
}

async function totalOf(person: Person, a: Arranged, status = 200) {
  const res = await person.agent
    .get(`/v1/projects/${a.idProject}/total`)
    .query(a.window)
    .expect(status);
  return res.body as ProjectTotal;
}

async function setVisibility(a: Arranged, visibility: string) {
  await a.team.superOwner.agent
    .patch('/v1/workspaces/project-visibility')
    .send({ project_visibility: visibility })
    .expect(200);
}

describe('project totals and activities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('totals each member and task inside the window, with exact costs, for a manager', async () => {
    const a = await arrange(t);
    const { aiko, ben } = a.team;
    const total = await totalOf(a.team.superOwner, a);
    expect(total).toMatchObject({
      id_project: a.idProject,
      currency: 'USD',
      view: 'DETAILS',
      duration: 5 * HOUR,
      // 2.5 h x 30.25 = 75.625 -> 75.63, plus 2.5 h x 10 = 25.00
      cost: '100.63',
    });
    expect(total.members).toEqual([
      {
        id_user: aiko.id,
        name: 'Aiko Abe',
        is_member: true,
        duration: 9000,
        hourly_rate: '30.25',
        cost: '75.63',
      },
      {
        id_user: ben.id,
        name: 'Ben Bauer',
        is_member: true,
        duration: 9000,
        hourly_rate: '10.00',
        cost: '25.00',
      },
    ]);
    expect(total.tasks).toEqual([
      { kind: 'task', id_task: a.idTask, name: 'Design', duration: 7200, cost: '60.50' },
      // 30 min x 30.25 + 90 min x 10 = 30.125 -> 30.13
      { kind: 'no_task', id_task: null, name: null, duration: 7200, cost: '30.13' },
      // Ben's personal task is his to name.
      { kind: 'hidden', id_task: null, name: null, duration: 3600, cost: '10.00' },
    ]);

    // A member who left still has their time counted.
    await a.team.superOwner.agent
      .post(`/v1/projects/${a.idProject}/members/remove`)
      .send({ id_user: ben.id })
      .expect(200);
    const after = await totalOf(a.team.superOwner, a);
    expect(after.members.find((row) => row.id_user === ben.id)).toMatchObject({
      is_member: false,
      duration: 9000,
    });
  });

  it("shows members their own row and the project's totals, as the workspace's setting says", async () => {
    const a = await arrange(t);
    const { aiko, ben } = a.team;
    // SUMMARY (the default): everyone's totals, only the caller's row, costs only on it.
    const summary = await totalOf(ben, a);
    expect(summary).toMatchObject({ view: 'SUMMARY', duration: 5 * HOUR, cost: null });
    expect(summary.members).toEqual([
      {
        id_user: ben.id,
        name: 'Ben Bauer',
        is_member: true,
        duration: 9000,
        hourly_rate: '10.00',
        cost: '25.00',
      },
    ]);
    expect(summary.tasks.map((row) => [row.kind, row.name, row.cost])).toEqual([
      ['task', 'Design', null],
      ['no_task', null, null],
      ['task', 'Ben private', null],
    ]);

    await setVisibility(a, 'PERSONAL');
    const personal = await totalOf(ben, a);
    expect(personal).toMatchObject({ view: 'PERSONAL', duration: 9000 });
    expect(personal.tasks.map((row) => [row.kind, row.duration])).toEqual([
      ['no_task', 5400],
      ['task', 3600],
    ]);

    await setVisibility(a, 'DETAILS');
    const details = await totalOf(ben, a);
    expect(details.members.map((row) => [row.name, row.hourly_rate])).toEqual([
      ['Aiko Abe', null],
      ['Ben Bauer', '10.00'],
    ]);
    // Managers see every row whatever the setting.
    await setVisibility(a, 'PERSONAL');
    expect((await totalOf(a.team.superOwner, a)).members).toHaveLength(2);
    expect((await totalOf(aiko, a)).members.map((row) => row.id_user)).toEqual([aiko.id]);
  });

  it("prices every hour at the project's rate without the member-rate feature", async () => {
    const a = await arrange(t, 'LITE');
    const total = await totalOf(a.team.superOwner, a);
    expect(total.cost).toBe('50.00');
    expect(total.members.map((row) => row.hourly_rate)).toEqual(['10.00', '10.00']);
  });

  it('counts a running activity up to now and leaves out what the plan no longer keeps', async () => {
    const a = await arrange(t, 'FREE');
    const { superOwner: owner, workspaceId } = a.team;
    const now = nowSeconds(t);
    await newActivity(t, workspaceId, owner.id, now - 10 * MINUTE, null, {
      id_project: a.idProject,
    });
    // FREE keeps 35 days.
    await newActivity(t, workspaceId, owner.id, now - 40 * DAY, now - 40 * DAY + HOUR, {
      id_project: a.idProject,
    });
    const res = await owner.agent
      .get(`/v1/projects/${a.idProject}/total`)
      .query({ start: now - 60 * DAY, end: now + HOUR })
      .expect(200);
    const mine = (res.body as ProjectTotal).members.find((row) => row.id_user === owner.id);
    expect(mine?.duration).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(mine?.duration).toBeLessThan(12 * MINUTE);
  });

  it('refuses bad windows and projects the caller cannot see', async () => {
    const a = await arrange(t);
    const owner = a.team.superOwner;
    const path = `/v1/projects/${a.idProject}/total`;
    const { start } = a.window;
    for (const query of [
      { start, end: start },
      { start, end: start + 367 * DAY },
      { start: 'yesterday', end: start },
    ]) {
      const res = await owner.agent.get(path).query(query).expect(400);
      expect(errorKey(res)).toBe('error.bad_request');
    }
    const stranger = await newTeam(t, { members: {} });
    const res = await stranger.superOwner.agent.get(path).query(a.window).expect(404);
    expect(errorKey(res)).toBe('project_not_found');
    // A private project is unseen by a member who is not on it.
    const hidden = await createProject(owner.agent, { is_public: false });
    await a.team.aiko.agent.get(`/v1/projects/${hidden.id}/activities`).query(a.window).expect(404);
  });

  it("lists the project's activities newest first, by pages, as far as the caller may see", async () => {
    const a = await arrange(t);
    const { superOwner: owner, aiko, ben, gina, workspaceId } = a.team;
    const path = `/v1/projects/${a.idProject}/activities`;
    const first = (await owner.agent.get(path).query(a.window).expect(200))
      .body as ProjectActivityPage;
    expect(first.view).toBe('DETAILS');
    expect(first.next_before).toBeNull();
    expect(first.items.map((row) => [row.member_name, row.task_name, row.is_task_hidden])).toEqual([
      ['Ben Bauer', null, true],
      ['Ben Bauer', null, false],
      ['Aiko Abe', 'Design', false],
      ['Aiko Abe', null, false],
    ]);

    // Members see their own entries under SUMMARY; asking for someone else's is 403.
    const own = (await ben.agent.get(path).query(a.window).expect(200)).body as ProjectActivityPage;
    expect(own.items.map((row) => [row.id_user, row.task_name])).toEqual([
      [ben.id, 'Ben private'],
      [ben.id, null],
    ]);
    const refused = await ben.agent
      .get(path)
      .query({ ...a.window, id_user: aiko.id })
      .expect(403);
    expect(errorKey(refused)).toBe('error.forbidden');
    await setVisibility(a, 'DETAILS');
    const aikos = (
      await ben.agent
        .get(path)
        .query({ ...a.window, id_user: aiko.id })
        .expect(200)
    ).body as ProjectActivityPage;
    expect(aikos.items).toHaveLength(2);
    // A guest sees names, never addresses.
    await sql(t, `UPDATE users SET first_name = NULL, last_name = NULL WHERE id = $1`, [aiko.id]);
    const asGuest = (await gina.agent.get(path).query(a.window).expect(200))
      .body as ProjectActivityPage;
    expect(asGuest.items.map((row) => row.member_name)).not.toContain(aiko.email);

    // 105 more entries of the owner: a page holds 100, the cursor brings the rest.
    await sql(
      t,
      `INSERT INTO activities (id_workspace, id_user, id_project, start_at, end_at)
       SELECT $1, $2, $3, to_timestamp($4 + n * 60), to_timestamp($4 + n * 60 + 30)
         FROM generate_series(0, 104) AS n`,
      [workspaceId, owner.id, a.idProject, a.window.start + 7 * HOUR],
    );
    const page1 = (await owner.agent.get(path).query(a.window).expect(200))
      .body as ProjectActivityPage;
    expect(page1.items).toHaveLength(100);
    expect(page1.next_before).toEqual(expect.any(String));
    const page2 = (
      await owner.agent
        .get(path)
        .query({ ...a.window, before: page1.next_before })
        .expect(200)
    ).body as ProjectActivityPage;
    expect(page2.items).toHaveLength(9);
    expect(page2.next_before).toBeNull();
    const ids = new Set([...page1.items, ...page2.items].map((row) => row.id));
    expect(ids.size).toBe(109);
    await owner.agent
      .get(path)
      .query({ ...a.window, before: 'not-a-cursor' })
      .expect(400);
  });
});
