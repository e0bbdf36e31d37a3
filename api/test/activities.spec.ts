import { randomUUID } from 'node:crypto';
import type {
  Activity,
  AddActivityResponse,
  ApiErrorBody,
  CategoryUsage,
  CurrentActivity,
  RecentAction,
  SearchResult,
  StartActivityResponse,
  StopActivityResponse,
  TaskPage,
} from '@punchcard/shared';
import { addMember, setPlan, sql } from './support/db.js';
import {
  signUp,
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
} from './support/test-app.js';

type Person = { agent: TestAgent; id: string; email: string };
type Team = Awaited<ReturnType<typeof buildTeam>>;

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A workspace with a SuperOwner, a Manager and two Members (default permission map). */
async function buildTeam(t: TestApp, plan = 'BASIC') {
  const owner = await signUpWithWorkspace(t, 'Activities Team');
  await setPlan(t, owner.workspaceId, plan);
  const join = async (role: string): Promise<Person> => {
    const person = await signUp(t);
    await addMember(t, owner.workspaceId, person.me.user.id, role);
    return { agent: person.agent, id: person.me.user.id, email: person.email };
  };
  return {
    workspaceId: owner.workspaceId,
    owner: { agent: owner.agent, id: owner.me.user.id, email: owner.email },
    manager: await join('Manager'),
    member: await join('Member'),
    other: await join('Member'),
  };
}

describe('activities', () => {
  let t: TestApp;
  let foreign: Team;
  beforeAll(async () => {
    t = await startTestApp();
    foreign = await buildTeam(t);
  });
  afterAll(() => t.close());

  const errorKey = (res: { body: unknown }) => (res.body as ApiErrorBody).error_key;
  const nowSec = () => Math.floor(t.clock.now().getTime() / 1000);
  const at = (seconds: number) => new Date(seconds * 1000);

  async function insertRow(table: string, columns: Record<string, unknown>): Promise<string> {
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

  /** An open workspace time of the person, started `secondsAgo`. */
  function clockIn(team: Team, person: Person, secondsAgo = 8 * HOUR): Promise<string> {
    return insertRow('workspace_times', {
      id_workspace: team.workspaceId,
      id_user: person.id,
      start_at: at(nowSec() - secondsAgo),
    });
  }

  function workspaceTime(team: Team, person: Person, start: number, end: number) {
    return insertRow('workspace_times', {
      id_workspace: team.workspaceId,
      id_user: person.id,
      start_at: at(start),
      end_at: at(end),
    });
  }

  /** An activity written straight to the table (states the API cannot reach, or old ones). */
  function activityRow(team: Team, person: Person, start: number, end: number | null, more = {}) {
    return insertRow('activities', {
      id_workspace: team.workspaceId,
      id_user: person.id,
      start_at: at(start),
      end_at: end === null ? null : at(end),
      ...more,
    });
  }

  function catalogue(team: Team, table: 'tags' | 'categories', name = randomUUID().slice(0, 8)) {
    return insertRow(table, { id_workspace: team.workspaceId, name });
  }

  function project(team: Team, name = `Project ${randomUUID().slice(0, 8)}`) {
    return insertRow('projects', {
      id_workspace: team.workspaceId,
      name,
      created_by: team.owner.id,
    });
  }

  function task(team: Team, idProject: string | null, name = 'Task') {
    return insertRow('tasks', {
      id_workspace: team.workspaceId,
      id_project: idProject,
      id_user: team.owner.id,
      name,
    });
  }

  const start = (person: Person, body: object = {}) =>
    person.agent.post('/v1/activities/start').send(body);

  async function startOk(person: Person, body: object = {}): Promise<StartActivityResponse> {
    const res = await start(person, body);
    expect(res.status).toBe(201);
    return res.body as StartActivityResponse;
  }

  const add = (person: Person, body: object) => person.agent.post('/v1/activities').send(body);

  async function addOk(person: Person, body: object): Promise<AddActivityResponse> {
    const res = await add(person, body);
    expect(res.status).toBe(201);
    return res.body as AddActivityResponse;
  }

  async function current(person: Person): Promise<Activity | null> {
    const res = await person.agent.get('/v1/activities/current').expect(200);
    return (res.body as CurrentActivity).activity;
  }

  async function list(person: Person, query: Record<string, string | number> = {}) {
    const res = await person.agent
      .get('/v1/activities')
      .query({ start: nowSec() - 30 * DAY, end: nowSec() + DAY, ...query })
      .expect(200);
    return res.body as Activity[];
  }

  async function row(id: string) {
    const [found] = await sql<{
      end_at: Date | null;
      deleted_at: Date | null;
      id_category: string;
    }>(t, `SELECT end_at, deleted_at, id_category FROM activities WHERE id = $1`, [id]);
    return found;
  }

  const settings = (team: Team, body: object) =>
    team.owner.agent.patch('/v1/activities/settings').send(body).expect(200);

  const noMetadata = {
    location: null,
    latitude: null,
    longitude: null,
    user_agent: null,
    ip_address: null,
  };

  describe('start, current and stop', () => {
    let team: Team;
    beforeAll(async () => {
      team = await buildTeam(t);
    });

    it('starts inside the open workspace time and answers the spec shape', async () => {
      const idTime = await clockIn(team, team.member);
      const idProject = await project(team);
      const idTask = await task(team, idProject);
      const idCategory = await catalogue(team, 'categories');
      const idTag = await catalogue(team, 'tags');
      const before = nowSec();
      const res = await start(team.member, {
        id_workspace: team.workspaceId,
        id_task: idTask,
        id_category: idCategory,
        id_tags: [idTag, idTag.toUpperCase()],
        description: '  Kneading dough  ',
        location_in: 'Bakery',
        latitude_in: 35.68,
        longitude_in: 139.76,
      }).set('User-Agent', 'PunchcardTest/1.0');
      expect(res.status).toBe(201);
      const body = res.body as StartActivityResponse;
      expect(Object.keys(body).sort()).toEqual(['id', 'ip_address_in', 'start', 'user_agent_in']);
      expect(body.user_agent_in).toBe('PunchcardTest/1.0');
      expect(body.ip_address_in).toEqual(expect.any(String));
      expect(body.start).toBeGreaterThanOrEqual(before);

      expect(await current(team.member)).toEqual({
        id: body.id,
        id_workspace: team.workspaceId,
        id_user: team.member.id,
        id_workspace_time: idTime,
        // The task's project comes along when none is named.
        id_project: idProject,
        id_task: idTask,
        id_category: idCategory,
        tags: [idTag],
        description: 'Kneading dough',
        note: null,
        feedback: null,
        start: body.start,
        end: null,
        // BASIC records locations only when the member switched it on.
        metadata_in: {
          ...noMetadata,
          user_agent: 'PunchcardTest/1.0',
          ip_address: body.ip_address_in,
        },
        metadata_out: noMetadata,
        deleted_at: null,
      } satisfies Activity);
      expect(await current(team.other)).toBeNull();

      t.clock.advance(90_000);
      const stopping = nowSec();
      const stopped = await team.member.agent
        .patch(`/v1/activities/${body.id}/stop`)
        .set('User-Agent', 'PunchcardTest/2.0')
        .send({ location_out: 'Shop' })
        .expect(200);
      const out = stopped.body as StopActivityResponse;
      expect(Object.keys(out).sort()).toEqual(['end', 'ip_address_out', 'user_agent_out']);
      expect(out.end).toBeGreaterThanOrEqual(stopping);
      expect(out.end).toBeLessThanOrEqual(nowSec());
      expect(out.user_agent_out).toBe('PunchcardTest/2.0');
      expect(await current(team.member)).toBeNull();

      const again = await team.member.agent.patch(`/v1/activities/${body.id}/stop`).send({});
      expect([again.status, errorKey(again)]).toEqual([404, 'timestamp_stopped']);
      const unknown = await team.member.agent.patch(`/v1/activities/${randomUUID()}/stop`).send({});
      expect([unknown.status, errorKey(unknown)]).toEqual([404, 'activity_not_found']);
      await team.member.agent.patch('/v1/activities/not-a-uuid/stop').send({}).expect(400);
    });

    it('refuses a stop that would not end after the start (400 stop_bad_request)', async () => {
      const person = team.other;
      // A start and a stop within one second: stored in whole seconds, the two would be equal.
      const id = await activityRow(team, person, nowSec() + 2, null);
      const res = await person.agent.patch(`/v1/activities/${id}/stop`).send({});
      expect([res.status, errorKey(res)]).toEqual([400, 'stop_bad_request']);
      t.clock.advance(5_000);
      await person.agent.patch(`/v1/activities/${id}/stop`).send({}).expect(200);
    });

    it('takes a past start, never a future one or one before the workspace time', async () => {
      const person = team.manager;
      await clockIn(team, person, HOUR);
      const future = await start(person, { start: nowSec() + 60 });
      expect([future.status, errorKey(future)]).toEqual([400, 'details_invalid']);
      const early = await start(person, { start: nowSec() - 2 * HOUR });
      expect([early.status, errorKey(early)]).toEqual([400, 'details_invalid']);
      const began = nowSec() - 600;
      const { id, start: answered } = await startOk(person, { start: began });
      expect(answered).toBe(began);
      t.clock.advance(1_000);
      await person.agent.patch(`/v1/activities/${id}/stop`).send({}).expect(200);
    });

    it('lets a manager stop a member activity; members cannot even see others', async () => {
      await clockIn(team, team.owner);
      const { id } = await startOk(team.owner);
      t.clock.advance(1_000);
      const hidden = await team.member.agent.patch(`/v1/activities/${id}/stop`).send({});
      expect([hidden.status, errorKey(hidden)]).toEqual([404, 'activity_not_found']);
      const theirs = await foreign.owner.agent.patch(`/v1/activities/${id}/stop`).send({});
      expect(theirs.status).toBe(404);
      await team.manager.agent.patch(`/v1/activities/${id}/stop`).send({}).expect(200);
      const [stopped] = await sql<{ stopped_by: string }>(
        t,
        `SELECT stopped_by FROM activities WHERE id = $1`,
        [id],
      );
      expect(stopped?.stopped_by).toBe(team.manager.id);
    });

    it('replays an Idempotency-Key retry of a start verbatim and starts only once', async () => {
      const fresh = await buildTeam(t);
      await clockIn(fresh, fresh.member);
      const key = randomUUID();
      const first = await start(fresh.member, { description: 'Once' }).set('Idempotency-Key', key);
      expect(first.status).toBe(201);
      t.clock.advance(5_000);
      const retry = await start(fresh.member, { description: 'Once' }).set('Idempotency-Key', key);
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      const [count] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM activities WHERE id_user = $1`,
        [fresh.member.id],
      );
      expect(count?.n).toBe(1);
      const other = await start(fresh.member, { description: 'Once' }).set(
        'Idempotency-Key',
        randomUUID(),
      );
      expect([other.status, errorKey(other)]).toEqual([409, 'activity_conflict']);
    });

    it('lets exactly one of ten simultaneous starts win; the rest are 409 activity_conflict', async () => {
      const fresh = await buildTeam(t);
      await clockIn(fresh, fresh.member);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => start(fresh.member, { description: 'Race' })),
      );
      const statuses = results.map((res) => res.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(errorKey(res)).toBe('activity_conflict');
      }
      const [open] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM activities WHERE id_user = $1 AND end_at IS NULL`,
        [fresh.member.id],
      );
      expect(open?.n).toBe(1);
    });
  });

  describe('workspace time requirement', () => {
    it('needs an open workspace time by default (412 workspace_time_required), not when switched off', async () => {
      const team = await buildTeam(t);
      const none = await start(team.member);
      expect([none.status, errorKey(none)]).toEqual([412, 'workspace_time_required']);
      const closed = await workspaceTime(
        team,
        team.member,
        nowSec() - 5 * HOUR,
        nowSec() - 4 * HOUR,
      );
      const named = await start(team.member, { id_workspace_time: closed });
      expect([named.status, errorKey(named)]).toEqual([404, 'not_found']);
      const othersTime = await clockIn(team, team.other);
      const notMine = await start(team.member, { id_workspace_time: othersTime });
      expect([notMine.status, errorKey(notMine)]).toEqual([404, 'not_found']);

      const mine = await clockIn(team, team.member, 3 * HOUR);
      const { id } = await startOk(team.member, { id_workspace_time: mine });
      expect((await current(team.member))?.id_workspace_time).toBe(mine);
      await sql(t, `UPDATE activities SET deleted_at = now() WHERE id = $1`, [id]);
      await sql(t, `UPDATE workspace_times SET end_at = $2 WHERE id = $1`, [mine, at(nowSec())]);

      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
      const free = await startOk(team.member);
      expect((await current(team.member))?.id).toBe(free.id);
      expect((await current(team.member))?.id_workspace_time).toBeNull();
    });

    it('puts a past activity inside a workspace time of the member', async () => {
      const team = await buildTeam(t);
      const base = nowSec() - 3 * DAY;
      const outside = await add(team.member, { start: base, end: base + HOUR });
      expect([outside.status, errorKey(outside)]).toEqual([412, 'workspace_time_required']);
      const idTime = await workspaceTime(team, team.member, base - HOUR, base + 2 * HOUR);
      const { id } = await addOk(team.member, { start: base, end: base + HOUR });
      const [listed] = await list(team.member, { start: base - DAY, end: base + DAY });
      expect(listed).toMatchObject({
        id,
        id_workspace_time: idTime,
        start: base,
        end: base + HOUR,
      });

      const over = await add(team.member, {
        id_workspace_time: idTime,
        start: base + HOUR,
        end: base + 3 * HOUR,
      });
      expect([over.status, errorKey(over)]).toEqual([400, 'past_activity_invalid']);
      const unknown = await add(team.member, {
        id_workspace_time: randomUUID(),
        start: base + HOUR,
        end: base + 90 * 60,
      });
      expect([unknown.status, errorKey(unknown)]).toEqual([404, 'not_found']);
    });
  });

  describe('details', () => {
    let team: Team;
    beforeAll(async () => {
      team = await buildTeam(t);
      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
    });

    it("answers 404 for another workspace's project, task, category, tag and workspace", async () => {
      const base = nowSec() - 10 * DAY;
      const cases: [object, string][] = [
        [{ id_project: await project(foreign) }, 'project_not_found'],
        [{ id_task: await task(foreign, null) }, 'task_not_found'],
        [{ id_category: await catalogue(foreign, 'categories') }, 'category_not_found'],
        [{ id_tags: [await catalogue(foreign, 'tags')] }, 'tag_not_found'],
        [{ id_workspace: foreign.workspaceId }, 'workspace_not_found'],
      ];
      for (const [body, key] of cases) {
        const started = await start(team.member, body);
        expect([started.status, errorKey(started)]).toEqual([404, key]);
        const added = await add(team.member, { ...body, start: base, end: base + 60 });
        expect([added.status, errorKey(added)]).toEqual([404, key]);
      }
      const deletedTag = await insertRow('tags', {
        id_workspace: team.workspaceId,
        name: 'gone',
        deleted_at: new Date(),
      });
      const res = await start(team.member, { id_tags: [deletedTag] });
      expect([res.status, errorKey(res)]).toEqual([404, 'tag_not_found']);
      const [count] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM activities WHERE id_user = $1`,
        [team.member.id],
      );
      expect(count?.n).toBe(0);
    });

    it('refuses a task of another project (400 details_invalid) and a long description', async () => {
      const base = nowSec() - 11 * DAY;
      const [one, two] = [await project(team), await project(team)];
      const idTask = await task(team, one);
      const res = await add(team.member, {
        id_project: two,
        id_task: idTask,
        start: base,
        end: base + 60,
      });
      expect([res.status, errorKey(res)]).toEqual([400, 'details_invalid']);
      const long = await start(team.member, { description: 'x'.repeat(1001) });
      expect([long.status, errorKey(long)]).toEqual([400, 'error.bad_request']);
      await add(team.member, {
        id_project: one,
        id_task: idTask,
        start: base,
        end: base + 60,
      }).expect(201);
    });

    it('enforces the required fields of the timestamp settings (400 details_invalid)', async () => {
      const fresh = await buildTeam(t);
      await fresh.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
      await settings(fresh, {
        is_description_required: true,
        is_project_required: true,
        is_category_required: true,
        is_task_required: true,
        is_tag_required: true,
      });
      const base = nowSec() - 5 * DAY;
      const bare = await start(fresh.member, { description: 'Only this' });
      expect([bare.status, errorKey(bare)]).toEqual([400, 'details_invalid']);
      expect((bare.body as ApiErrorBody).message).toContain('id_project');
      const blank = await add(fresh.member, { description: '   ', start: base, end: base + 60 });
      expect([blank.status, errorKey(blank)]).toEqual([400, 'details_invalid']);
      const idProject = await project(fresh);
      const full = {
        description: 'All set',
        id_task: await task(fresh, idProject),
        id_category: await catalogue(fresh, 'categories'),
        id_tags: [await catalogue(fresh, 'tags')],
      };
      await addOk(fresh.member, { ...full, start: base, end: base + 60 });
      await startOk(fresh.member, full);
    });
  });

  describe('overlaps', () => {
    it('refuses overlapping activities with 409 activity_conflict; touching ones are fine', async () => {
      const team = await buildTeam(t);
      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
      const base = nowSec() - 2 * DAY;
      await addOk(team.member, { start: base, end: base + HOUR });
      const overlap = await add(team.member, { start: base + 1800, end: base + 2 * HOUR });
      expect([overlap.status, errorKey(overlap)]).toEqual([409, 'activity_conflict']);
      await addOk(team.member, { start: base + HOUR, end: base + 2 * HOUR });
      // Someone else's time never conflicts.
      await addOk(team.other, { start: base, end: base + HOUR });

      const running = await startOk(team.member, { start: nowSec() - HOUR });
      const blocked = await add(team.member, { start: nowSec() - 1800, end: nowSec() - 600 });
      expect([blocked.status, errorKey(blocked)]).toEqual([409, 'activity_conflict']);
      const second = await start(team.member);
      expect([second.status, errorKey(second)]).toEqual([409, 'activity_conflict']);
      // Before the running one is fine.
      await addOk(team.member, { start: nowSec() - 2 * HOUR + 60, end: nowSec() - HOUR });
      expect((await current(team.member))?.id).toBe(running.id);
    });

    it('refuses bad past ranges with 400 past_activity_invalid', async () => {
      const team = await buildTeam(t);
      const base = nowSec() - DAY;
      for (const body of [
        { start: base, end: base },
        { start: base, end: base - 60 },
        { start: nowSec() - 60, end: nowSec() + 600 },
      ]) {
        const res = await add(team.member, body);
        expect([res.status, errorKey(res)]).toEqual([400, 'past_activity_invalid']);
      }
      await add(team.member, { start: base }).expect(400);
    });
  });

  describe('edits, feedback, delete and restore', () => {
    let team: Team;
    beforeAll(async () => {
      team = await buildTeam(t);
      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
    });
    let slot = 0;
    /** A closed past activity of the person in its own hour, so tests never overlap. */
    async function past(person: Person, body: object = {}) {
      slot += 1;
      const base = nowSec() - 200 * DAY + slot * 2 * HOUR;
      const { id } = await addOk(person, { start: base, end: base + HOUR, ...body });
      return { id, base };
    }
    const patch = (person: Person, id: string, body: object) =>
      person.agent.patch(`/v1/activities/${id}`).send(body);

    it('edits only the fields sent', async () => {
      const idProject = await project(team);
      const idTag = await catalogue(team, 'tags');
      const { id, base } = await past(team.member, {
        description: 'Before',
        id_project: idProject,
      });
      const res = await patch(team.member, id, {
        note: ' remember ',
        id_tags: [idTag],
        start: base - 600,
      }).expect(200);
      expect(res.body).toMatchObject({
        id,
        description: 'Before',
        id_project: idProject,
        note: 'remember',
        tags: [idTag],
        start: base - 600,
        end: base + HOUR,
      } satisfies Partial<Activity>);
      const cleared = await patch(team.member, id, { id_project: null, description: '' }).expect(
        200,
      );
      expect(cleared.body).toMatchObject({ id_project: null, description: null, tags: [idTag] });
    });

    it('refuses bad ranges (400 update_invalid), overlaps (409) and deleted ones (404 update_deleted)', async () => {
      const { id, base } = await past(team.member);
      const next = await past(team.member);
      for (const body of [{ end: base }, { start: base + 2 * HOUR }, { end: nowSec() + 3600 }]) {
        const res = await patch(team.member, id, body);
        expect([res.status, errorKey(res)]).toEqual([400, 'update_invalid']);
      }
      const overlap = await patch(team.member, id, { end: next.base + 60 });
      expect([overlap.status, errorKey(overlap)]).toEqual([409, 'activity_conflict']);
      await team.manager.agent.delete(`/v1/activities/${id}`).expect(200);
      const gone = await patch(team.member, id, { note: 'x' });
      expect([gone.status, errorKey(gone)]).toEqual([404, 'update_deleted']);
      const unknown = await patch(team.member, randomUUID(), { note: 'x' });
      expect([unknown.status, errorKey(unknown)]).toEqual([404, 'activity_not_found']);
    });

    it("lets managers edit members' activities and give feedback; members neither", async () => {
      const { id } = await past(team.member);
      const hidden = await patch(team.other, id, { note: 'mine now' });
      expect([hidden.status, errorKey(hidden)]).toEqual([404, 'activity_not_found']);
      const foreignCall = await patch(foreign.owner, id, { note: 'x' });
      expect(foreignCall.status).toBe(404);
      await patch(team.manager, id, { description: 'Checked' }).expect(200);

      const feedback = (person: Person, body: object) =>
        person.agent.patch(`/v1/activities/${id}/feedback`).send(body);
      await feedback(team.member, { feedback: 'Self praise' }).expect(403);
      const given = await feedback(team.manager, { feedback: ' Good work ' }).expect(200);
      expect(given.body).toMatchObject({ id, feedback: 'Good work', description: 'Checked' });
      await feedback(team.manager, {}).expect(400);
      const cleared = await feedback(team.owner, { feedback: null }).expect(200);
      expect((cleared.body as Activity).feedback).toBeNull();
      await team.manager.agent.delete(`/v1/activities/${id}`).expect(200);
      const deleted = await feedback(team.manager, { feedback: 'Late' });
      expect([deleted.status, errorKey(deleted)]).toEqual([404, 'update_deleted']);
    });

    it('keeps the one-minute window for deleting one’s own closed activity', async () => {
      await clockIn(team, team.member, HOUR);
      const running = await startOk(team.member);
      const discarded = await team.member.agent.delete(`/v1/activities/${running.id}`).expect(200);
      expect((discarded.body as Activity).deleted_at).toEqual(expect.any(Number));
      const again = await team.member.agent.delete(`/v1/activities/${running.id}`);
      expect([again.status, errorKey(again)]).toEqual([404, 'timestamp_deleted_already']);

      const live = await startOk(team.member);
      t.clock.advance(30_000);
      await team.member.agent.patch(`/v1/activities/${live.id}/stop`).send({}).expect(200);
      t.clock.advance(30_000);
      await team.member.agent.delete(`/v1/activities/${live.id}`).expect(200);

      const { id } = await past(team.member);
      const late = await team.member.agent.delete(`/v1/activities/${id}`);
      expect([late.status, errorKey(late)]).toEqual([403, 'delete_window_passed']);
      const managers = await past(team.manager);
      await team.manager.agent.delete(`/v1/activities/${managers.id}`).expect(200);
      // Others' activities need MANAGE_TIMESTAMP_MODIFICATION, not the window permission.
      await team.other.agent.delete(`/v1/activities/${id}`).expect(404);
      await team.manager.agent.delete(`/v1/activities/${id}`).expect(200);
      expect((await row(id))?.deleted_at).not.toBeNull();
    });

    it('restores a deleted activity, unless its time was taken meanwhile (409)', async () => {
      const { id, base } = await past(team.owner);
      await team.owner.agent.delete(`/v1/activities/${id}`).expect(200);
      const restored = await team.owner.agent.patch(`/v1/activities/deleted/${id}`).expect(200);
      expect(restored.body).toMatchObject({ id, deleted_at: null, start: base });
      const live = await team.owner.agent.patch(`/v1/activities/deleted/${id}`);
      expect([live.status, errorKey(live)]).toEqual([404, 'activity_not_found']);

      await team.owner.agent.delete(`/v1/activities/${id}`).expect(200);
      await addOk(team.owner, { start: base + 60, end: base + 120 });
      const taken = await team.owner.agent.patch(`/v1/activities/deleted/${id}`);
      expect([taken.status, errorKey(taken)]).toEqual([409, 'activity_conflict']);
      await team.member.agent.patch(`/v1/activities/deleted/${id}`).expect(404);
    });
  });

  describe('modification rules', () => {
    it('refuses members’ direct changes of past time under approval; MANAGE bypasses', async () => {
      const team = await buildTeam(t);
      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
      const base = nowSec() - 20 * DAY;
      const closed = await addOk(team.member, { start: base, end: base + HOUR });
      await clockIn(team, team.member, HOUR);
      const running = await startOk(team.member, { start: nowSec() - 600 });
      await team.owner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
      // Past the one-minute window the member may delete their own time; approval still refuses.
      await sql(
        t,
        `INSERT INTO workspace_permissions (id_workspace, id_permission, member_role)
         SELECT $1, id, 'Member' FROM permissions WHERE permission = 'DELETE_CLOSED_TIMESTAMP_AFTER_1MIN'`,
        [team.workspaceId],
      );

      const refused = [
        add(team.member, { start: base + 2 * HOUR, end: base + 3 * HOUR }),
        team.member.agent.patch(`/v1/activities/${closed.id}`).send({ end: base + 1800 }),
        team.member.agent.patch(`/v1/activities/${closed.id}`).send({ description: 'Changed' }),
        team.member.agent.delete(`/v1/activities/${closed.id}`),
        team.member.agent.patch(`/v1/activities/${running.id}`).send({ end: nowSec() - 60 }),
      ];
      for (const res of await Promise.all(refused)) {
        expect([res.status, errorKey(res)]).toEqual([403, 'time_modification_not_allowed']);
      }
      // The running activity's details and start stay the member's, and the note always is.
      await team.member.agent
        .patch(`/v1/activities/${running.id}`)
        .send({ description: 'Now this', start: nowSec() - 900 })
        .expect(200);
      await team.member.agent
        .patch(`/v1/activities/${closed.id}`)
        .send({ note: 'for the record' })
        .expect(200);
      t.clock.advance(1_000);
      await team.member.agent.patch(`/v1/activities/${running.id}/stop`).send({}).expect(200);

      await team.manager.agent
        .patch(`/v1/activities/${closed.id}`)
        .send({ end: base + 1800, description: 'Fixed' })
        .expect(200);
      await addOk(team.manager, { start: base, end: base + HOUR });
      await team.manager.agent.delete(`/v1/activities/${closed.id}`).expect(200);
      const restore = await team.member.agent.patch(`/v1/activities/deleted/${closed.id}`);
      expect([restore.status, errorKey(restore)]).toEqual([403, 'time_modification_not_allowed']);
    });

    it('applies the two "modification allowed" switches only under is_permission_required', async () => {
      const team = await buildTeam(t);
      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
      const base = nowSec() - 30 * DAY;
      const { id } = await addOk(team.member, { start: base, end: base + HOUR });
      await settings(team, { is_time_modification_allowed: false });
      await team.member.agent
        .patch(`/v1/activities/${id}`)
        .send({ end: base + 1800 })
        .expect(200);

      await settings(team, {
        is_permission_required: true,
        is_time_modification_allowed: false,
        is_detail_modification_allowed: true,
      });
      const time = await team.member.agent.patch(`/v1/activities/${id}`).send({ start: base + 60 });
      expect([time.status, errorKey(time)]).toEqual([403, 'time_modification_not_allowed']);
      // Sending the unchanged time along is not a change.
      await team.member.agent
        .patch(`/v1/activities/${id}`)
        .send({ start: base, description: 'Details are fine' })
        .expect(200);

      await settings(team, {
        is_time_modification_allowed: true,
        is_detail_modification_allowed: false,
      });
      const details = await team.member.agent
        .patch(`/v1/activities/${id}`)
        .send({ description: 'Nope' });
      expect([details.status, errorKey(details)]).toEqual([403, 'time_modification_not_allowed']);
      await team.member.agent
        .patch(`/v1/activities/${id}`)
        .send({ start: base + 60 })
        .expect(200);
    });
  });

  describe('metadata', () => {
    it('records the location only with the plan feature and the member’s timestamp switch', async () => {
      const team = await buildTeam(t);
      const body = { location_in: 'Kitchen', latitude_in: 35.5, longitude_in: 139.5 };
      await clockIn(team, team.member);
      const off = await startOk(team.member, body);
      expect((await current(team.member))?.metadata_in).toMatchObject({
        location: null,
        latitude: null,
        longitude: null,
      });
      await sql(t, `UPDATE activities SET deleted_at = now() WHERE id = $1`, [off.id]);

      await team.member.agent
        .patch('/v1/accounts/me/location/timestamp')
        .send({ is_location_on: true })
        .expect(200);
      const on = await startOk(team.member, body);
      expect((await current(team.member))?.metadata_in).toMatchObject({
        location: 'Kitchen',
        latitude: 35.5,
        longitude: 139.5,
      });
      t.clock.advance(1_000);
      await team.member.agent
        .patch(`/v1/activities/${on.id}/stop`)
        .send({ location_out: 'Office', latitude_out: 1, longitude_out: 2 })
        .expect(200);
      const [stopped] = await list(team.member);
      expect(stopped?.metadata_out).toMatchObject({
        location: 'Office',
        latitude: 1,
        longitude: 2,
      });

      // FREE has no location feature: even a switch left on records nothing.
      await setPlan(t, team.workspaceId, 'FREE');
      const again = await startOk(team.member, body);
      expect((await current(team.member))?.id).toBe(again.id);
      expect((await current(team.member))?.metadata_in.location).toBeNull();
      await start(team.member, { latitude_in: 91 }).expect(400);
    });
  });

  describe('reads', () => {
    it('lists one member’s activities in a window, filtered, by start', async () => {
      const team = await buildTeam(t);
      const base = nowSec() - 40 * DAY;
      const idProject = await project(team);
      const idTag = await catalogue(team, 'tags');
      const a = await activityRow(team, team.member, base + 2 * HOUR, base + 3 * HOUR, {
        id_project: idProject,
      });
      const b = await activityRow(team, team.member, base, base + HOUR);
      const c = await activityRow(team, team.member, base + 5 * HOUR, null);
      await sql(t, `INSERT INTO activity_tags (id_activity, id_tag) VALUES ($1, $2)`, [b, idTag]);
      await activityRow(team, team.member, base - 2 * HOUR, base - HOUR);
      await activityRow(team, team.member, base + HOUR, base + 2 * HOUR, {
        deleted_at: new Date(),
      });
      await activityRow(team, team.other, base, base + HOUR);

      const window = { start: base - 1800, end: base + 4 * DAY };
      const ids = async (person: Person, query: object) =>
        (await list(person, { ...window, ...query })).map((activity) => activity.id);
      expect(await ids(team.member, {})).toEqual([b, a, c]);
      expect(await ids(team.member, { id_project: idProject })).toEqual([a]);
      expect(await ids(team.member, { id_tag: idTag })).toEqual([b]);
      // An activity still running reaches into any later window.
      expect(await ids(team.member, { start: nowSec() - 60, end: nowSec() })).toEqual([c]);

      expect(await ids(team.manager, { id_user: team.member.id })).toEqual([b, a, c]);
      const denied = await team.other.agent
        .get('/v1/activities')
        .query({ ...window, id_user: team.member.id });
      expect([denied.status, errorKey(denied)]).toEqual([403, 'error.forbidden']);
      const stranger = await team.manager.agent
        .get('/v1/activities')
        .query({ ...window, id_user: foreign.member.id });
      expect([stranger.status, errorKey(stranger)]).toEqual([404, 'member_not_found']);
      for (const query of [
        { start: base, end: base },
        { start: base, end: base + 367 * DAY },
        { start: base },
        { start: 'soon', end: base },
      ]) {
        await team.member.agent.get('/v1/activities').query(query).expect(400);
      }
    });

    it('hides entries beyond the 35 days FREE keeps, from every read and write', async () => {
      const team = await buildTeam(t, 'FREE');
      const old = await activityRow(
        team,
        team.member,
        nowSec() - 40 * DAY,
        nowSec() - 40 * DAY + HOUR,
        {
          description: 'Ancient loaf',
        },
      );
      const recent = await activityRow(
        team,
        team.member,
        nowSec() - 30 * DAY,
        nowSec() - 30 * DAY + HOUR,
        {
          description: 'Recent loaf',
        },
      );
      const window = { start: nowSec() - 60 * DAY, end: nowSec() };
      expect((await list(team.member, window)).map((a) => a.id)).toEqual([recent]);
      for (const res of [
        await team.member.agent.patch(`/v1/activities/${old}`).send({ note: 'x' }),
        await team.member.agent.delete(`/v1/activities/${old}`),
        await team.owner.agent.patch(`/v1/activities/${old}/feedback`).send({ feedback: 'x' }),
      ]) {
        expect([res.status, errorKey(res)]).toEqual([404, 'activity_not_found']);
      }
      // Nothing can be recorded where the plan would hide it at once.
      const added = await add(team.member, {
        start: nowSec() - 36 * DAY,
        end: nowSec() - 35 * DAY,
      });
      expect([added.status, errorKey(added)]).toEqual([400, 'past_activity_invalid']);
      const moved = await team.member.agent
        .patch(`/v1/activities/${recent}`)
        .send({ start: nowSec() - 36 * DAY });
      expect([moved.status, errorKey(moved)]).toEqual([400, 'update_invalid']);
      const started = await start(team.member, { start: nowSec() - 36 * DAY });
      expect([started.status, errorKey(started)]).toEqual([400, 'details_invalid']);
      const search = await team.member.agent.get('/v1/search').query({ q: 'loaf' }).expect(200);
      expect((search.body as SearchResult).hits.map((hit) => hit.id)).toEqual([recent]);

      await setPlan(t, team.workspaceId, 'BASIC');
      expect((await list(team.member, window)).map((a) => a.id)).toEqual([old, recent]);
    });
  });

  describe('the catalogue around activities', () => {
    it('counts activities on tasks: is-used, permanent delete refused, tracked duration', async () => {
      const team = await buildTeam(t);
      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
      const idTask = (
        await team.owner.agent.post('/v1/tasks').send({ name: 'Tracked' }).expect(201)
      ).body as { id: string };
      const isUsed = async () =>
        (
          (await team.owner.agent.get(`/v1/tasks/${idTask.id}/is-used`).expect(200)).body as {
            is_used: boolean;
          }
        ).is_used;
      expect(await isUsed()).toBe(false);

      const base = nowSec() - 3 * DAY;
      const { id } = await addOk(team.owner, { id_task: idTask.id, start: base, end: base + HOUR });
      await sql(t, `DELETE FROM recent_actions WHERE id_workspace = $1`, [team.workspaceId]);
      expect(await isUsed()).toBe(true);
      const refused = await team.owner.agent.delete(`/v1/tasks/${idTask.id}`);
      expect([refused.status, errorKey(refused)]).toEqual([
        412,
        'tasks.messages.contains_timestamps',
      ]);

      const page = async () =>
        ((await team.owner.agent.get('/v1/tasks/pages').expect(200)).body as TaskPage).tasks.find(
          (entry) => entry.task.id === idTask.id,
        );
      expect((await page())?.duration).toBe(HOUR);
      const began = nowSec() - 600;
      await startOk(team.member, { id_task: idTask.id, start: began });
      const running = async () => ((await page())?.task.duration ?? 0) - HOUR - (nowSec() - began);
      // The running activity counts up to now (the server's now may be a second behind ours).
      expect(await running()).toBeGreaterThanOrEqual(-1);
      expect(await running()).toBeLessThanOrEqual(0);
      t.clock.advance(60_000);
      expect(await running()).toBeGreaterThanOrEqual(-1);
      expect(((await page())?.duration ?? 0) - HOUR).toBeGreaterThanOrEqual(660);

      // A soft-deleted activity no longer counts as time, but still holds the task.
      await team.owner.agent.delete(`/v1/activities/${id}`).expect(200);
      await sql(t, `DELETE FROM activities WHERE id_user = $1`, [team.member.id]);
      await sql(t, `DELETE FROM recent_actions WHERE id_workspace = $1`, [team.workspaceId]);
      expect((await page())?.duration).toBe(0);
      expect(await isUsed()).toBe(true);
      await team.owner.agent.delete(`/v1/tasks/${idTask.id}`).expect(412);
      await sql(t, `DELETE FROM activities WHERE id = $1`, [id]);
      await team.owner.agent.delete(`/v1/tasks/${idTask.id}`).expect(200);
    });

    it('moves activities with a reassigning category delete and back with a reassigning restore', async () => {
      const team = await buildTeam(t);
      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
      const old = await catalogue(team, 'categories', 'Old');
      const target = await catalogue(team, 'categories', 'New');
      const base = nowSec() - 4 * DAY;
      const live = (await addOk(team.member, { id_category: old, start: base, end: base + HOUR }))
        .id;
      const deleted = await activityRow(team, team.member, base - HOUR, base, {
        id_category: old,
        deleted_at: new Date(),
      });
      const usage = await team.owner.agent.get(`/v1/workspaces/categories/${old}`).expect(200);
      expect(usage.body).toEqual({ is_used: true, tasks: 0 } satisfies CategoryUsage);
      const plain = await team.owner.agent.delete(`/v1/workspaces/category/${old}/pseudo`);
      expect([plain.status, errorKey(plain)]).toEqual([412, 'category_in_use']);

      await team.owner.agent
        .delete(`/v1/workspaces/categories/${old}/new/pseudo`)
        .query({ new_id_category: target })
        .expect(200);
      expect((await row(live))?.id_category).toBe(target);
      expect((await row(deleted))?.id_category).toBe(target);

      await team.owner.agent
        .patch(`/v1/workspaces/categories/${old}/restore`)
        .send({ new_id_category: target })
        .expect(200);
      expect((await row(live))?.id_category).toBe(old);
    });

    it('records recent actions on start and add, without duplicates, at most 20', async () => {
      const team = await buildTeam(t);
      await team.owner.agent
        .put('/v1/workspaces/workspace-settings/time')
        .send({ is_required: false })
        .expect(200);
      const recent = async () =>
        (await team.member.agent.get('/v1/workspaces/recent-actions').expect(200))
          .body as RecentAction[];
      const idProject = await project(team);
      const [tagA, tagB] = [await catalogue(team, 'tags'), await catalogue(team, 'tags')];
      const base = nowSec() - 6 * DAY;
      await addOk(team.member, { start: base, end: base + 60 });
      expect(await recent()).toEqual([]);

      const template = { id_project: idProject, id_tags: [tagA, tagB], description: 'Bake' };
      await addOk(team.member, { ...template, start: base + 60, end: base + 120 });
      const [first] = await recent();
      expect(first).toMatchObject({
        id_project: idProject,
        id_task: null,
        id_category: null,
        id_tags: [tagA, tagB].sort(),
        description: 'Bake',
      });
      t.clock.advance(5_000);
      await startOk(team.member, { ...template, id_tags: [tagB, tagA] });
      const again = await recent();
      expect(again.map((a) => a.id)).toEqual([first?.id]);
      expect(again[0]?.used_at).toBeGreaterThan(first?.used_at ?? 0);

      for (let i = 0; i < 25; i += 1) {
        await sql(
          t,
          `INSERT INTO recent_actions (id_workspace, id_user, description, used_at) VALUES ($1, $2, $3, $4)`,
          [team.workspaceId, team.member.id, `old ${i}`, at(nowSec() - DAY - i)],
        );
      }
      await addOk(team.member, { description: 'Newest', start: base + 180, end: base + 240 });
      const [count] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM recent_actions WHERE id_user = $1`,
        [team.member.id],
      );
      expect(count?.n).toBe(20);
      const kept = await recent();
      expect(kept.slice(0, 2).map((a) => a.description)).toEqual(['Newest', 'Bake']);
      expect(kept.map((a) => a.description)).not.toContain('old 24');
    });

    it('finds activity descriptions in search, as the caller may see them', async () => {
      const team = await buildTeam(t);
      const idProject = await project(team, 'Sourdough Lab');
      const base = nowSec() - 2 * DAY;
      const mine = await activityRow(team, team.member, base, base + HOUR, {
        description: 'Feeding the starter culture',
        id_project: idProject,
      });
      await activityRow(team, team.member, base + HOUR, base + 2 * HOUR, {
        description: 'Starter feeding, deleted',
        deleted_at: new Date(),
      });
      const hits = async (person: Person) =>
        (
          (await person.agent.get('/v1/search').query({ q: 'starter' }).expect(200))
            .body as SearchResult
        ).hits.filter((hit) => hit.type === 'activity');
      expect(await hits(team.member)).toEqual([
        expect.objectContaining({
          type: 'activity',
          id: mine,
          title: 'Feeding the starter culture',
          subtitle: 'Sourdough Lab',
        }),
      ]);
      expect(await hits(team.other)).toEqual([]);
      expect((await hits(team.manager)).map((hit) => hit.id)).toEqual([mine]);
      expect(await hits(foreign.owner)).toEqual([]);
    });
  });

  it('clocking out stops the running activity of that workspace time, at the same second', async () => {
    const team = await buildTeam(t);
    await clockIn(team, team.member);
    const started = await startOk(team.member, { description: 'Inventory' });
    expect((await current(team.member))?.id).toBe(started.id);
    t.clock.advance(5_000);
    try {
      const out = await team.member.agent.patch('/v1/workspaces/timestamps').send({}).expect(200);
      expect(await current(team.member)).toBeNull();
      const [row] = await sql<{ end_at: Date; stopped_by: string }>(
        t,
        `SELECT end_at, stopped_by FROM activities WHERE id = $1`,
        [started.id],
      );
      expect(Math.floor((row?.end_at.getTime() ?? 0) / 1000)).toBe(
        (out.body as { end: number }).end,
      );
      expect(row?.stopped_by).toBe(team.member.id);
    } finally {
      t.clock.advance(-5_000);
    }
  });
});
