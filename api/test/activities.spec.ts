import { randomUUID } from 'node:crypto';
import type { Activity, StartActivityResponse, StopActivityResponse } from '@punchcard/shared';
import {
  type ActivitiesTeam,
  activitiesTeam,
  add,
  addOk,
  current,
  list,
  noMetadata,
  start,
  startOk,
  timeOptional,
} from './support/activities.js';
import { sql } from './support/db.js';
import {
  at,
  DAY,
  HOUR,
  newActivity,
  newCatalogueItem,
  newProject,
  newTask,
  newWorkspaceTime,
  nowSeconds,
} from './support/factory.js';
import { errorKey } from './support/errors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Team = ActivitiesTeam;

describe('activities', () => {
  let t: TestApp;
  let foreign: Team;
  beforeAll(async () => {
    t = await startTestApp();
    foreign = await activitiesTeam(t);
  });
  afterAll(() => t.close());

  describe('start, current and stop', () => {
    let team: Team;
    beforeAll(async () => {
      team = await activitiesTeam(t);
    });

    it('starts inside the open workspace time and answers the spec shape', async () => {
      const idTime = await newWorkspaceTime(
        t,
        team.workspaceId,
        team.member.id,
        { ago: 8 * HOUR },
        null,
      );
      const idProject = await newProject(t, team.workspaceId, team.owner.id);
      const idTask = await newTask(t, team.workspaceId, team.owner.id, idProject, {
        name: 'Task',
      });
      const idCategory = await newCatalogueItem(t, 'categories', team.workspaceId);
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId);
      const before = nowSeconds(t);
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
      const stopping = nowSeconds(t);
      const stopped = await team.member.agent
        .patch(`/v1/activities/${body.id}/stop`)
        .set('User-Agent', 'PunchcardTest/2.0')
        .send({ location_out: 'Shop' })
        .expect(200);
      const out = stopped.body as StopActivityResponse;
      expect(Object.keys(out).sort()).toEqual(['end', 'ip_address_out', 'user_agent_out']);
      expect(out.end).toBeGreaterThanOrEqual(stopping);
      expect(out.end).toBeLessThanOrEqual(nowSeconds(t));
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
      const id = await newActivity(t, team.workspaceId, person.id, nowSeconds(t) + 2, null);
      const res = await person.agent.patch(`/v1/activities/${id}/stop`).send({});
      expect([res.status, errorKey(res)]).toEqual([400, 'stop_bad_request']);
      t.clock.advance(5_000);
      await person.agent.patch(`/v1/activities/${id}/stop`).send({}).expect(200);
    });

    it('takes a past start, never a future one or one before the workspace time', async () => {
      const person = team.manager;
      await newWorkspaceTime(t, team.workspaceId, person.id, { ago: HOUR }, null);
      const future = await start(person, { start: nowSeconds(t) + 60 });
      expect([future.status, errorKey(future)]).toEqual([400, 'details_invalid']);
      const early = await start(person, { start: nowSeconds(t) - 2 * HOUR });
      expect([early.status, errorKey(early)]).toEqual([400, 'details_invalid']);
      const began = nowSeconds(t) - 600;
      const { id, start: answered } = await startOk(person, { start: began });
      expect(answered).toBe(began);
      t.clock.advance(1_000);
      await person.agent.patch(`/v1/activities/${id}/stop`).send({}).expect(200);
    });

    it('lets a manager stop a member activity; members cannot even see others', async () => {
      await newWorkspaceTime(t, team.workspaceId, team.owner.id, { ago: 8 * HOUR }, null);
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
      const fresh = await activitiesTeam(t);
      await newWorkspaceTime(t, fresh.workspaceId, fresh.member.id, { ago: 8 * HOUR }, null);
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
      const fresh = await activitiesTeam(t);
      await newWorkspaceTime(t, fresh.workspaceId, fresh.member.id, { ago: 8 * HOUR }, null);
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
      const team = await activitiesTeam(t);
      const none = await start(team.member);
      expect([none.status, errorKey(none)]).toEqual([412, 'workspace_time_required']);
      const closed = await newWorkspaceTime(
        t,
        team.workspaceId,
        team.member.id,
        nowSeconds(t) - 5 * HOUR,
        nowSeconds(t) - 4 * HOUR,
      );
      const named = await start(team.member, { id_workspace_time: closed });
      expect([named.status, errorKey(named)]).toEqual([404, 'not_found']);
      const othersTime = await newWorkspaceTime(
        t,
        team.workspaceId,
        team.other.id,
        { ago: 8 * HOUR },
        null,
      );
      const notMine = await start(team.member, { id_workspace_time: othersTime });
      expect([notMine.status, errorKey(notMine)]).toEqual([404, 'not_found']);

      const mine = await newWorkspaceTime(
        t,
        team.workspaceId,
        team.member.id,
        { ago: 3 * HOUR },
        null,
      );
      const { id } = await startOk(team.member, { id_workspace_time: mine });
      expect((await current(team.member))?.id_workspace_time).toBe(mine);
      await sql(t, `UPDATE activities SET deleted_at = now() WHERE id = $1`, [id]);
      await sql(t, `UPDATE workspace_times SET end_at = $2 WHERE id = $1`, [
        mine,
        at(nowSeconds(t)),
      ]);

      await timeOptional(team);
      const free = await startOk(team.member);
      expect((await current(team.member))?.id).toBe(free.id);
      expect((await current(team.member))?.id_workspace_time).toBeNull();
    });

    it('puts a past activity inside a workspace time of the member', async () => {
      const team = await activitiesTeam(t);
      const base = nowSeconds(t) - 3 * DAY;
      const outside = await add(team.member, { start: base, end: base + HOUR });
      expect([outside.status, errorKey(outside)]).toEqual([412, 'workspace_time_required']);
      const idTime = await newWorkspaceTime(
        t,
        team.workspaceId,
        team.member.id,
        base - HOUR,
        base + 2 * HOUR,
      );
      const { id } = await addOk(team.member, { start: base, end: base + HOUR });
      const [listed] = await list(t, team.member, { start: base - DAY, end: base + DAY });
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

  it('clocking out stops the running activity of that workspace time, at the same second', async () => {
    const team = await activitiesTeam(t);
    await newWorkspaceTime(t, team.workspaceId, team.member.id, { ago: 8 * HOUR }, null);
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
