import { randomUUID } from 'node:crypto';
import type {
  Break,
  ClockInResult,
  ClockOutResult,
  ClockStatus,
  Member,
  WorkspaceTime,
} from '@punchcard/shared';
import { sha256 } from '../src/auth/tokens.js';
import { setPlan, sql } from './support/db.js';
import {
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
  uniqueEmail,
} from './support/test-app.js';

const NIL = '00000000-0000-4000-8000-000000000000';
const HOUR = 3600;
const DAY = 24 * HOUR;

interface Person {
  id: string;
  agent: TestAgent;
}

describe('workspace times', () => {
  let t: TestApp;
  /** BASIC (role permissions apply); its super owner signs in with a cookie. */
  let team: Awaited<ReturnType<typeof signUpWithWorkspace>>;
  let other: Awaited<ReturnType<typeof signUpWithWorkspace>>;

  beforeAll(async () => {
    t = await startTestApp();
    team = await signUpWithWorkspace(t, 'Time team');
    await setPlan(t, team.workspaceId, 'BASIC');
    other = await signUpWithWorkspace(t, 'Elsewhere');
  });
  afterAll(() => t.close());

  /** The app's "now" in unix seconds (tests move it with t.clock.advance). */
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  const at = (seconds: number) => new Date(seconds * 1000);

  /** A new member of a workspace with an API key (fast; the key acts in that workspace). */
  async function person(workspaceId: string, role = 'Member'): Promise<Person> {
    const token = `pk_${randomUUID()}`;
    const [user] = await sql<{ id: string }>(
      t,
      `INSERT INTO users (email) VALUES ($1) RETURNING id`,
      [uniqueEmail('time')],
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

  /** A workspace of its own (BASIC unless told) with a super owner. */
  async function workspace(plan = 'BASIC') {
    const owner = await signUpWithWorkspace(t, 'Own');
    await setPlan(t, owner.workspaceId, plan);
    return owner;
  }

  /** A closed workspace time written directly, `fromAgo`..`toAgo` seconds before now. */
  async function pastTime(
    workspaceId: string,
    idUser: string,
    fromAgo: number,
    toAgo: number | null,
  ): Promise<string> {
    const now = nowSeconds();
    const [row] = await sql<{ id: string }>(
      t,
      `INSERT INTO workspace_times (id_workspace, id_user, start_at, end_at)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [workspaceId, idUser, at(now - fromAgo), toAgo === null ? null : at(now - toAgo)],
    );
    if (!row) throw new Error('no row');
    return row.id;
  }

  async function pastBreak(
    time: { workspaceId: string; idUser: string; id: string },
    fromAgo: number,
    toAgo: number | null,
  ): Promise<string> {
    const now = nowSeconds();
    const [row] = await sql<{ id: string }>(
      t,
      `INSERT INTO breaks (id_workspace, id_user, id_workspace_time, start_at, end_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        time.workspaceId,
        time.idUser,
        time.id,
        at(now - fromAgo),
        toAgo === null ? null : at(now - toAgo),
      ],
    );
    if (!row) throw new Error('no row');
    return row.id;
  }

  async function list(agent: TestAgent, query: Record<string, string | number> = {}) {
    const now = nowSeconds();
    const res = await agent
      .get('/v1/workspaces/timestamps')
      .query({ start: now - 30 * DAY, end: now + DAY, ...query })
      .expect(200);
    return res.body as WorkspaceTime[];
  }

  async function status(agent: TestAgent): Promise<ClockStatus> {
    return (await agent.get('/v1/workspaces/timestamps/status').expect(200)).body as ClockStatus;
  }

  async function openRows(idUser: string): Promise<number> {
    const [row] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM workspace_times
        WHERE id_user = $1 AND end_at IS NULL AND deleted_at IS NULL`,
      [idUser],
    );
    return Number(row?.n);
  }

  describe('clock in and out', () => {
    it('clocks in with exactly the spec answer, then refuses a second clock-in with 412', async () => {
      const me = await person(team.workspaceId);
      const before = nowSeconds();
      const res = await me.agent
        .post('/v1/workspaces/timestamps')
        .set('User-Agent', 'KioskBrowser/1.0')
        .send({})
        .expect(201);
      const body = res.body as ClockInResult;
      expect(Object.keys(body).sort()).toEqual([
        'id',
        'id_user',
        'id_workspace',
        'ip_address_in',
        'start',
        'user_agent_in',
      ]);
      expect(body).toMatchObject({
        id_user: me.id,
        id_workspace: team.workspaceId,
        user_agent_in: 'KioskBrowser/1.0',
      });
      expect(body.ip_address_in).toEqual(expect.any(String));
      expect(body.start).toBeGreaterThanOrEqual(before);
      expect(body.start).toBeLessThanOrEqual(nowSeconds());

      const again = await me.agent.post('/v1/workspaces/timestamps').send({}).expect(412);
      expect(again.body).toMatchObject({ status_code: 412, error_key: 'already_clocked_in' });
      expect(await openRows(me.id)).toBe(1);

      const state = await status(me.agent);
      expect(state.work_status).toBe('WORKING');
      expect(state.workspace_time).toMatchObject({
        id: body.id,
        start: body.start,
        end: null,
        is_break_time: false,
        started_by: me.id,
        breaks: [],
      });
      expect(state.break).toBeNull();
    });

    it('clocks out with exactly the spec answer; without an open time 404 open_time_not_found', async () => {
      const me = await person(team.workspaceId);
      const opened = (await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201))
        .body as ClockInResult;
      const res = await me.agent
        .patch('/v1/workspaces/timestamps')
        .set('User-Agent', 'Phone/2')
        .send({ location_out: 'Gate', latitude_out: 35.6, longitude_out: 139.7 })
        .expect(200);
      const body = res.body as ClockOutResult;
      expect(Object.keys(body).sort()).toEqual(['end', 'id', 'ip_address_out', 'user_agent_out']);
      expect(body).toMatchObject({ id: opened.id, user_agent_out: 'Phone/2' });
      expect(body.end).toBeGreaterThanOrEqual(opened.start);

      const again = await me.agent.patch('/v1/workspaces/timestamps').send({}).expect(404);
      expect(again.body).toMatchObject({ error_key: 'open_time_not_found' });
      expect((await status(me.agent)).work_status).toBe('NOT_WORKING');
      const [time] = await list(me.agent);
      expect(time).toMatchObject({ id: opened.id, end: body.end, stopped_by: me.id });
    });

    it('clocking out ends the open break in the same step, stopped by the caller', async () => {
      const me = await person(team.workspaceId);
      await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      await me.agent.post('/v1/workspaces/timestamps/break').expect(201);
      expect((await status(me.agent)).work_status).toBe('BREAK');
      const out = (await me.agent.patch('/v1/workspaces/timestamps').send({}).expect(200))
        .body as ClockOutResult;
      const [time] = await list(me.agent);
      expect(time?.breaks).toHaveLength(1);
      expect(time?.breaks[0]).toMatchObject({ end: out.end, stopped_by: me.id });
      expect((await status(me.agent)).work_status).toBe('NOT_WORKING');
    });

    it('refuses malformed bodies and unknown fields with 400', async () => {
      const me = await person(team.workspaceId);
      for (const body of [{ latitude_in: 91 }, { longitude_in: 'east' }, { start: 5 }]) {
        const res = await me.agent.post('/v1/workspaces/timestamps').send(body).expect(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
      expect(await openRows(me.id)).toBe(0);
    });

    it('records the location only with the plan feature and the member switch on', async () => {
      const owner = await workspace('BASIC');
      const me = await person(owner.workspaceId);
      me.agent.set('User-Agent', 'Kiosk/3');
      const where = { location_in: ' Front door ', latitude_in: 35.5, longitude_in: 139.5 };
      const timeOf = async () => (await list(me.agent))[0];

      // Switch off (the default): user agent and IP only.
      await me.agent.post('/v1/workspaces/timestamps').send(where).expect(201);
      expect((await timeOf())?.metadata_in).toMatchObject({
        location: null,
        latitude: null,
        longitude: null,
        user_agent: 'Kiosk/3',
        ip_address: expect.any(String) as string,
      });
      await me.agent.patch('/v1/workspaces/timestamps').send({}).expect(200);
      await sql(t, `DELETE FROM workspace_times WHERE id_user = $1`, [me.id]);

      await me.agent
        .patch('/v1/accounts/me/location/workspace-time')
        .send({ is_location_on: true })
        .expect(200);
      await me.agent.post('/v1/workspaces/timestamps').send(where).expect(201);
      await me.agent
        .patch('/v1/workspaces/timestamps')
        .send({ location_out: 'Back door', latitude_out: -1.25, longitude_out: 2.5 })
        .expect(200);
      const recorded = await timeOf();
      expect(recorded?.metadata_in).toMatchObject({
        location: 'Front door',
        latitude: 35.5,
        longitude: 139.5,
      });
      expect(recorded?.metadata_out).toMatchObject({
        location: 'Back door',
        latitude: -1.25,
        longitude: 2.5,
      });
      await sql(t, `DELETE FROM workspace_times WHERE id_user = $1`, [me.id]);

      // FREE has no location feature: the switch left on records nothing.
      await setPlan(t, owner.workspaceId, 'FREE');
      await me.agent.post('/v1/workspaces/timestamps').send(where).expect(201);
      expect((await timeOf())?.metadata_in).toMatchObject({ location: null, latitude: null });
    });

    it('replays a clock-in retried with the same Idempotency-Key; another body with it is 409', async () => {
      const me = await person(team.workspaceId);
      const key = randomUUID();
      const first = await me.agent
        .post('/v1/workspaces/timestamps')
        .set('Idempotency-Key', key)
        .send({})
        .expect(201);
      const retry = await me.agent
        .post('/v1/workspaces/timestamps')
        .set('Idempotency-Key', key)
        .send({})
        .expect(201);
      expect(retry.body).toEqual(first.body);
      expect(await openRows(me.id)).toBe(1);
      const misuse = await me.agent
        .post('/v1/workspaces/timestamps')
        .set('Idempotency-Key', key)
        .send({ location_in: 'elsewhere' })
        .expect(409);
      expect(misuse.body).toMatchObject({ error_key: 'error.conflict' });
      // Without a key the clock-in runs again and meets the open time.
      await me.agent.post('/v1/workspaces/timestamps').send({}).expect(412);
    });

    it('10 simultaneous clock-ins of one member: exactly one 201, nine 412, one row', async () => {
      const me = await person(team.workspaceId);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => me.agent.post('/v1/workspaces/timestamps').send({})),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(412)]);
      for (const refused of results.filter((r) => r.status === 412)) {
        expect(refused.body).toMatchObject({ error_key: 'already_clocked_in' });
      }
      const [rows] = await sql<{ n: string }>(
        t,
        `SELECT count(*) AS n FROM workspace_times WHERE id_user = $1`,
        [me.id],
      );
      expect(rows?.n).toBe('1');
    });
  });

  describe('past workspace time', () => {
    it('adds a closed workspace time with the full shape; overlaps are 409 add_conflict', async () => {
      const me = await person(team.workspaceId);
      const now = nowSeconds();
      const res = await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 5 * HOUR, end: now - 4 * HOUR })
        .expect(201);
      const time = res.body as WorkspaceTime;
      expect(Object.keys(time).sort()).toEqual([
        'added_at',
        'breaks',
        'deleted_at',
        'edited_at',
        'end',
        'id',
        'id_user',
        'id_workspace',
        'is_break_time',
        'metadata_in',
        'metadata_out',
        'start',
        'started_by',
        'stopped_by',
      ]);
      const empty = {
        location: null,
        latitude: null,
        longitude: null,
        user_agent: null,
        ip_address: null,
      };
      expect(time).toEqual({
        id: time.id,
        id_user: me.id,
        id_workspace: team.workspaceId,
        start: now - 5 * HOUR,
        end: now - 4 * HOUR,
        is_break_time: false,
        started_by: null,
        stopped_by: null,
        added_at: expect.any(Number) as number,
        edited_at: null,
        metadata_in: empty,
        metadata_out: empty,
        deleted_at: null,
        breaks: [],
      });
      expect(time.added_at).toBeGreaterThanOrEqual(now);

      const overlap = await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 4.5 * HOUR, end: now - 3 * HOUR })
        .expect(409);
      expect(overlap.body).toMatchObject({ status_code: 409, error_key: 'add_conflict' });
      // Touching is not overlapping.
      await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 4 * HOUR, end: now - 3 * HOUR })
        .expect(201);
      // The open workspace time runs on forever: a later past entry overlaps it.
      await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 2 * HOUR, end: now - HOUR })
        .expect(201);
      const afterOpen = nowSeconds();
      t.clock.advance(5_000);
      const intoOpen = await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: afterOpen, end: afterOpen + 2 })
        .expect(409);
      expect(intoOpen.body).toMatchObject({ error_key: 'add_conflict' });
    });

    it('refuses a future end, an end not after the start and missing fields with 400', async () => {
      const me = await person(team.workspaceId);
      const now = nowSeconds();
      for (const body of [
        { start: now - HOUR, end: now + HOUR },
        { start: now - HOUR, end: now - HOUR },
        { start: now - HOUR, end: now - 2 * HOUR },
        { start: now - HOUR },
        { start: 'yesterday', end: now - 60 },
      ]) {
        const res = await me.agent.put('/v1/workspaces/timestamps').send(body).expect(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
    });

    it('edits start and end; edited_at is set; overlaps and unknown ids are refused', async () => {
      const me = await person(team.workspaceId);
      const first = await pastTime(team.workspaceId, me.id, 10 * HOUR, 9 * HOUR);
      const second = await pastTime(team.workspaceId, me.id, 8 * HOUR, 7 * HOUR);
      const now = nowSeconds();
      const res = await me.agent
        .patch(`/v1/workspaces/timestamps/${second}`)
        .send({ start: now - 8.5 * HOUR, end: now - 6 * HOUR })
        .expect(200);
      const edited = res.body as WorkspaceTime;
      expect(edited).toMatchObject({
        id: second,
        start: now - 8.5 * HOUR,
        end: now - 6 * HOUR,
        edited_at: expect.any(Number) as number,
      });
      // `end` omitted keeps the end.
      const moved = await me.agent
        .patch(`/v1/workspaces/timestamps/${second}`)
        .send({ start: now - 8 * HOUR })
        .expect(200);
      expect(moved.body).toMatchObject({ start: now - 8 * HOUR, end: now - 6 * HOUR });

      const overlap = await me.agent
        .patch(`/v1/workspaces/timestamps/${second}`)
        .send({ start: now - 9.5 * HOUR, end: now - 6 * HOUR })
        .expect(409);
      expect(overlap.body).toMatchObject({ error_key: 'update_conflict' });
      const backwards = await me.agent
        .patch(`/v1/workspaces/timestamps/${first}`)
        .send({ start: now - 9 * HOUR, end: now - 10 * HOUR })
        .expect(400);
      expect(backwards.body).toMatchObject({ error_key: 'error.bad_request' });
      await me.agent
        .patch(`/v1/workspaces/timestamps/${first}`)
        .send({ start: now - 10 * HOUR, end: null })
        .expect(400);
      await me.agent
        .patch(`/v1/workspaces/timestamps/${first}`)
        .send({ start: now - 10 * HOUR, end: now + HOUR })
        .expect(400);

      const unknown = await me.agent
        .patch(`/v1/workspaces/timestamps/${NIL}`)
        .send({ start: now - HOUR })
        .expect(404);
      expect(unknown.body).toMatchObject({ error_key: 'not_found' });
      await me.agent
        .patch('/v1/workspaces/timestamps/not-a-uuid')
        .send({ start: now - HOUR })
        .expect(400);
    });

    it('moves only the start of an open workspace time; a break left outside is 409 update_conflict', async () => {
      const me = await person(team.workspaceId);
      const opened = (await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201))
        .body as ClockInResult;
      const earlier = opened.start - HOUR;
      const res = await me.agent
        .patch(`/v1/workspaces/timestamps/${opened.id}`)
        .send({ start: earlier })
        .expect(200);
      expect(res.body).toMatchObject({ start: earlier, end: null });
      const withEnd = await me.agent
        .patch(`/v1/workspaces/timestamps/${opened.id}`)
        .send({ start: earlier, end: nowSeconds() })
        .expect(400);
      expect(withEnd.body).toMatchObject({ error_key: 'error.bad_request' });

      // A break 50 to 40 minutes ago: moving the start past it would leave it outside.
      await pastBreak(
        { workspaceId: team.workspaceId, idUser: me.id, id: opened.id },
        50 * 60,
        40 * 60,
      );
      const outside = await me.agent
        .patch(`/v1/workspaces/timestamps/${opened.id}`)
        .send({ start: nowSeconds() - 30 * 60 })
        .expect(409);
      expect(outside.body).toMatchObject({ error_key: 'update_conflict' });
      const unchanged = await status(me.agent);
      expect(unchanged.workspace_time?.start).toBe(earlier);
      // A closed one cannot be shortened past its break either.
      await me.agent.patch('/v1/workspaces/timestamps').send({}).expect(200);
      const shorten = await me.agent
        .patch(`/v1/workspaces/timestamps/${opened.id}`)
        .send({ start: earlier, end: nowSeconds() - 45 * 60 })
        .expect(409);
      expect(shorten.body).toMatchObject({ error_key: 'update_conflict' });
    });

    it("lets only holders of MANAGE_WORKSPACE_TIME_MODIFICATION change another member's time", async () => {
      const member = await person(team.workspaceId);
      const guest = await person(team.workspaceId, 'Guest');
      const manager = await person(team.workspaceId, 'Manager');
      const id = await pastTime(team.workspaceId, member.id, 3 * DAY, 3 * DAY - HOUR);
      const now = nowSeconds();
      const body = { start: now - 3 * DAY - HOUR, end: now - 3 * DAY + HOUR };
      const refused = await guest.agent
        .patch(`/v1/workspaces/timestamps/${id}`)
        .send(body)
        .expect(403);
      expect(refused.body).toMatchObject({ error_key: 'error.forbidden' });
      await guest.agent.delete(`/v1/workspaces/timestamps/${id}/pseudo`).expect(403);
      await guest.agent.patch(`/v1/workspaces/closed/workspacetime/${id}`).expect(403);
      const edited = await manager.agent
        .patch(`/v1/workspaces/timestamps/${id}`)
        .send(body)
        .expect(200);
      expect(edited.body).toMatchObject({ id_user: member.id, start: body.start });
      await manager.agent.delete(`/v1/workspaces/timestamps/${id}/pseudo`).expect(200);
      await guest.agent.patch(`/v1/workspaces/deleted/workspacetime/${id}`).expect(403);
      await manager.agent.patch(`/v1/workspaces/deleted/workspacetime/${id}`).expect(200);
    });

    it("answers 404 for another workspace's workspace time on every route", async () => {
      const stranger = await person(other.workspaceId);
      const live = await pastTime(other.workspaceId, stranger.id, 2 * DAY, 2 * DAY - HOUR);
      const deleted = await pastTime(other.workspaceId, stranger.id, 3 * DAY, 3 * DAY - HOUR);
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [deleted]);
      const now = nowSeconds();
      const calls = [
        team.agent.patch(`/v1/workspaces/timestamps/${live}`).send({ start: now - 2 * DAY }),
        team.agent.delete(`/v1/workspaces/timestamps/${live}/pseudo`),
        team.agent.patch(`/v1/workspaces/closed/workspacetime/${live}`),
        team.agent.patch(`/v1/workspaces/deleted/workspacetime/${deleted}`),
      ];
      for (const call of calls) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ error_key: 'not_found' });
      }
    });
  });

  describe('settings that make members file requests', () => {
    it('approval required: a member cannot change past time, a holder of MANAGE can, clocking still works', async () => {
      const owner = await workspace('BASIC');
      const member = await person(owner.workspaceId);
      const manager = await person(owner.workspaceId, 'Manager');
      const mine = await pastTime(owner.workspaceId, member.id, 2 * DAY, 2 * DAY - HOUR);
      const now = nowSeconds();
      await owner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);

      const calls = [
        member.agent
          .put('/v1/workspaces/timestamps')
          .send({ start: now - DAY, end: now - 23 * HOUR }),
        member.agent.patch(`/v1/workspaces/timestamps/${mine}`).send({ start: now - 2 * DAY - 60 }),
        member.agent.patch(`/v1/workspaces/closed/workspacetime/${mine}`),
      ];
      for (const call of calls) {
        const res = await call;
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ error_key: 'time_modification_not_allowed' });
      }
      // Live clocking is never refused, but deleting the running time is changing the past.
      await member.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      await member.agent.post('/v1/workspaces/timestamps/break').expect(201);
      await member.agent.patch('/v1/workspaces/timestamps/break').expect(200);
      const open = (await status(member.agent)).workspace_time?.id ?? NIL;
      const deleting = await member.agent
        .delete(`/v1/workspaces/timestamps/${open}/pseudo`)
        .expect(403);
      expect(deleting.body).toMatchObject({ error_key: 'time_modification_not_allowed' });
      await member.agent.patch('/v1/workspaces/timestamps').send({}).expect(200);
      // Within a minute of closing, deleting is a correction.
      await member.agent.delete(`/v1/workspaces/timestamps/${open}/pseudo`).expect(200);
      // MANAGE_WORKSPACE_TIME_MODIFICATION bypasses the setting, for anyone's time.
      await manager.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - DAY, end: now - 23 * HOUR })
        .expect(201);
      await manager.agent
        .patch(`/v1/workspaces/timestamps/${mine}`)
        .send({ start: now - 2 * DAY - 60 })
        .expect(200);
    });

    it('timestamp settings: modification switched off counts only under is_permission_required', async () => {
      const owner = await workspace('BASIC');
      const member = await person(owner.workspaceId);
      const now = nowSeconds();
      // Defaults (everything false): members change their own time.
      await member.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 3 * DAY, end: now - 3 * DAY + HOUR })
        .expect(201);
      await owner.agent
        .patch('/v1/activities/settings')
        .send({ is_permission_required: true, is_time_modification_allowed: false })
        .expect(200);
      const refused = await member.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 2 * DAY, end: now - 2 * DAY + HOUR })
        .expect(403);
      expect(refused.body).toMatchObject({ error_key: 'time_modification_not_allowed' });
      await owner.agent
        .patch('/v1/activities/settings')
        .send({ is_time_modification_allowed: true })
        .expect(200);
      await member.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 2 * DAY, end: now - 2 * DAY + HOUR })
        .expect(201);
      await owner.agent
        .patch('/v1/activities/settings')
        .send({ is_approval_required: true })
        .expect(200);
      await member.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - DAY, end: now - DAY + HOUR })
        .expect(403);
    });
  });

  describe('soft delete, the one-minute window, restore and reopen', () => {
    it("deletes one's own closed time within a minute; later it needs DELETE_WORKSPACE_TIME_AFTER_1MIN", async () => {
      const member = await person(team.workspaceId);
      const manager = await person(team.workspaceId, 'Manager');
      const clockInOut = async (who: Person) => {
        const opened = (await who.agent.post('/v1/workspaces/timestamps').send({}).expect(201))
          .body as ClockInResult;
        t.clock.advance(1_000);
        await who.agent.patch('/v1/workspaces/timestamps').send({}).expect(200);
        return opened.id;
      };

      const fresh = await clockInOut(member);
      t.clock.advance(30_000);
      const res = await member.agent
        .delete(`/v1/workspaces/timestamps/${fresh}/pseudo`)
        .expect(200);
      expect(res.body).toMatchObject({ id: fresh, deleted_at: expect.any(Number) as number });
      expect(await list(member.agent)).toEqual([]);

      const late = await clockInOut(member);
      t.clock.advance(61_000);
      const refused = await member.agent
        .delete(`/v1/workspaces/timestamps/${late}/pseudo`)
        .expect(403);
      expect(refused.body).toMatchObject({ error_key: 'delete_window_passed' });
      // Managing the member's time needs no window; deleting twice is 404.
      await manager.agent.delete(`/v1/workspaces/timestamps/${late}/pseudo`).expect(200);
      const twice = await manager.agent
        .delete(`/v1/workspaces/timestamps/${late}/pseudo`)
        .expect(404);
      expect(twice.body).toMatchObject({ error_key: 'not_found' });

      // The manager holds DELETE_WORKSPACE_TIME_AFTER_1MIN for their own old time.
      const managers = await clockInOut(manager);
      t.clock.advance(61_000);
      await manager.agent.delete(`/v1/workspaces/timestamps/${managers}/pseudo`).expect(200);

      // An open one has not closed: no window.
      await member.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      const open = (await status(member.agent)).workspace_time?.id ?? NIL;
      t.clock.advance(120_000);
      await member.agent.delete(`/v1/workspaces/timestamps/${open}/pseudo`).expect(200);
      expect((await status(member.agent)).work_status).toBe('NOT_WORKING');
    });

    it('deletes a workspace time with its breaks and restores those deleted with it', async () => {
      // A manager: deleting time that closed hours ago needs DELETE_WORKSPACE_TIME_AFTER_1MIN.
      const me = await person(team.workspaceId, 'Manager');
      const id = await pastTime(team.workspaceId, me.id, 10 * HOUR, 2 * HOUR);
      const time = { workspaceId: team.workspaceId, idUser: me.id, id };
      const lunch = await pastBreak(time, 6 * HOUR, 5 * HOUR);
      const tea = await pastBreak(time, 4 * HOUR, 3.5 * HOUR);
      const removedEarlier = await pastBreak(time, 9 * HOUR, 8.5 * HOUR);
      await sql(t, `UPDATE breaks SET deleted_at = now() - interval '1 hour' WHERE id = $1`, [
        removedEarlier,
      ]);

      const deleted = (await me.agent.delete(`/v1/workspaces/timestamps/${id}/pseudo`).expect(200))
        .body as WorkspaceTime;
      expect(deleted.deleted_at).toEqual(expect.any(Number));
      expect(deleted.breaks.map((b) => b.id)).toEqual([lunch, tea]);
      expect(deleted.breaks.every((b) => b.deleted_at === deleted.deleted_at)).toBe(true);
      expect(await list(me.agent)).toEqual([]);
      await me.agent
        .patch(`/v1/workspaces/timestamps/${id}`)
        .send({ start: nowSeconds() - 11 * HOUR })
        .expect(404);

      const restored = (
        await me.agent.patch(`/v1/workspaces/deleted/workspacetime/${id}`).expect(200)
      ).body as WorkspaceTime;
      expect(restored.deleted_at).toBeNull();
      expect(restored.breaks.map((b) => b.id)).toEqual([lunch, tea]);
      const [listed] = await list(me.agent);
      expect(listed?.breaks.map((b: Break) => b.id)).toEqual([lunch, tea]);
      const [earlier] = await sql<{ deleted_at: Date | null }>(
        t,
        `SELECT deleted_at FROM breaks WHERE id = $1`,
        [removedEarlier],
      );
      expect(earlier?.deleted_at).not.toBeNull();

      const live = await me.agent.patch(`/v1/workspaces/deleted/workspacetime/${id}`).expect(404);
      expect(live.body).toMatchObject({ error_key: 'not_found' });
    });

    it('refuses to restore over a workspace time added meanwhile with 409 update_conflict', async () => {
      const me = await person(team.workspaceId, 'Manager');
      const id = await pastTime(team.workspaceId, me.id, 5 * DAY, 5 * DAY - 2 * HOUR);
      await me.agent.delete(`/v1/workspaces/timestamps/${id}/pseudo`).expect(200);
      const now = nowSeconds();
      await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 5 * DAY - HOUR, end: now - 5 * DAY + HOUR })
        .expect(201);
      const res = await me.agent.patch(`/v1/workspaces/deleted/workspacetime/${id}`).expect(409);
      expect(res.body).toMatchObject({ error_key: 'update_conflict' });
    });

    it('reopens only the latest closed workspace time, never while another is open', async () => {
      const me = await person(team.workspaceId);
      const older = await pastTime(team.workspaceId, me.id, 5 * HOUR, 4 * HOUR);
      const latest = await pastTime(team.workspaceId, me.id, 3 * HOUR, 2 * HOUR);
      await sql(
        t,
        `UPDATE workspace_times SET stopped_by = id_user, user_agent_out = 'x', location_out = 'y' WHERE id = $1`,
        [latest],
      );
      const notLatest = await me.agent
        .patch(`/v1/workspaces/closed/workspacetime/${older}`)
        .expect(409);
      expect(notLatest.body).toMatchObject({ error_key: 'update_conflict' });

      const reopened = (
        await me.agent.patch(`/v1/workspaces/closed/workspacetime/${latest}`).expect(200)
      ).body as WorkspaceTime;
      expect(reopened).toMatchObject({
        id: latest,
        end: null,
        stopped_by: null,
        edited_at: expect.any(Number) as number,
        metadata_out: {
          location: null,
          latitude: null,
          longitude: null,
          user_agent: null,
          ip_address: null,
        },
      });
      expect((await status(me.agent)).workspace_time?.id).toBe(latest);
      const open = await me.agent
        .patch(`/v1/workspaces/closed/workspacetime/${latest}`)
        .expect(412);
      expect(open.body).toMatchObject({ error_key: 'already_clocked_in' });
      const another = await me.agent
        .patch(`/v1/workspaces/closed/workspacetime/${older}`)
        .expect(412);
      expect(another.body).toMatchObject({ error_key: 'already_clocked_in' });
      const unknown = await me.agent
        .patch(`/v1/workspaces/closed/workspacetime/${NIL}`)
        .expect(404);
      expect(unknown.body).toMatchObject({ error_key: 'not_found' });
    });
  });

  describe('reads', () => {
    it('lists workspace times meeting the range, by start, with their breaks', async () => {
      const me = await person(team.workspaceId);
      const a = await pastTime(team.workspaceId, me.id, 3 * DAY, 3 * DAY - 8 * HOUR);
      const b = await pastTime(team.workspaceId, me.id, 2 * DAY, 2 * DAY - 8 * HOUR);
      const c = await pastTime(team.workspaceId, me.id, 10 * DAY, 10 * DAY - HOUR);
      const pause = await pastBreak(
        { workspaceId: team.workspaceId, idUser: me.id, id: b },
        2 * DAY - HOUR,
        2 * DAY - 2 * HOUR,
      );
      const now = nowSeconds();
      const all = await list(me.agent);
      expect(all.map((time) => time.id)).toEqual([c, a, b]);
      expect(all[2]?.breaks).toEqual([
        expect.objectContaining({
          id: pause,
          id_workspace_time: b,
          is_break_time: true,
          start: now - 2 * DAY + HOUR,
        }),
      ]);
      // [start, end): a span ending exactly at start is out, one starting before end is in.
      const window = await list(me.agent, {
        start: now - 3 * DAY + 8 * HOUR,
        end: now - 2 * DAY + 1,
      });
      expect(window.map((time) => time.id)).toEqual([b]);
      const inside = await list(me.agent, {
        start: now - 3 * DAY + HOUR,
        end: now - 3 * DAY + 2 * HOUR,
      });
      expect(inside.map((time) => time.id)).toEqual([a]);
    });

    it('validates the range: both required, end after start, at most 366 days', async () => {
      const me = await person(team.workspaceId);
      const now = nowSeconds();
      for (const query of [
        { start: now },
        { end: now },
        { start: now, end: now },
        { start: now, end: now - 1 },
        { start: now - 367 * DAY, end: now },
        { start: 'monday', end: now },
      ]) {
        const res = await me.agent.get('/v1/workspaces/timestamps').query(query).expect(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
      await me.agent
        .get('/v1/workspaces/timestamps')
        .query({ start: now - 366 * DAY, end: now })
        .expect(200);
    });

    it("shows another member's time only with VIEW_MEMBER_TIMESTAMPS", async () => {
      const member = await person(team.workspaceId);
      const guest = await person(team.workspaceId, 'Guest');
      const manager = await person(team.workspaceId, 'Manager');
      const id = await pastTime(team.workspaceId, member.id, DAY, DAY - HOUR);
      const refused = await guest.agent
        .get('/v1/workspaces/timestamps')
        .query({ start: nowSeconds() - 2 * DAY, end: nowSeconds(), id_user: member.id })
        .expect(403);
      expect(refused.body).toMatchObject({ error_key: 'error.forbidden' });
      const seen = await list(manager.agent, { id_user: member.id });
      expect(seen.map((time) => time.id)).toEqual([id]);
      const stranger = await person(other.workspaceId);
      const res = await manager.agent
        .get('/v1/workspaces/timestamps')
        .query({ start: nowSeconds() - 2 * DAY, end: nowSeconds(), id_user: stranger.id })
        .expect(404);
      expect(res.body).toMatchObject({ error_key: 'member_not_found' });
    });

    it('hides workspace times older than 35 days on FREE, from lists and from changes', async () => {
      const owner = await workspace('FREE');
      const me = await person(owner.workspaceId);
      const old = await pastTime(owner.workspaceId, me.id, 40 * DAY, 40 * DAY - HOUR);
      const recent = await pastTime(owner.workspaceId, me.id, 30 * DAY, 30 * DAY - HOUR);
      const now = nowSeconds();
      const listed = await list(me.agent, { start: now - 60 * DAY, end: now });
      expect(listed.map((time) => time.id)).toEqual([recent]);
      await me.agent
        .patch(`/v1/workspaces/timestamps/${old}`)
        .send({ start: now - 34 * DAY })
        .expect(404);
      await me.agent.delete(`/v1/workspaces/timestamps/${old}/pseudo`).expect(404);
      const tooOld = await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 36 * DAY, end: now - 36 * DAY + HOUR })
        .expect(400);
      expect(tooOld.body).toMatchObject({ error_key: 'error.bad_request' });
      // A paid plan keeps it.
      await setPlan(t, owner.workspaceId, 'BASIC');
      const kept = await list(me.agent, { start: now - 60 * DAY, end: now });
      expect(kept.map((time) => time.id)).toEqual([old, recent]);
    });

    it('status shows the open break and the running activity', async () => {
      const me = await person(team.workspaceId);
      const idle = await status(me.agent);
      expect(idle).toEqual({
        work_status: 'NOT_WORKING',
        workspace_time: null,
        break: null,
        activity: null,
      });
      const opened = (await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201))
        .body as ClockInResult;
      const pause = (await me.agent.post('/v1/workspaces/timestamps/break').expect(201))
        .body as Break;
      const [activity] = await sql<{ id: string }>(
        t,
        `INSERT INTO activities (id_workspace, id_user, id_workspace_time, start_at, description)
         VALUES ($1, $2, $3, $4, 'Writing') RETURNING id`,
        [team.workspaceId, me.id, opened.id, at(opened.start)],
      );
      const [tag] = await sql<{ id: string }>(
        t,
        `INSERT INTO tags (id_workspace, name) VALUES ($1, $2) RETURNING id`,
        [team.workspaceId, `tag-${randomUUID().slice(0, 8)}`],
      );
      await sql(t, `INSERT INTO activity_tags (id_activity, id_tag) VALUES ($1, $2)`, [
        activity?.id,
        tag?.id,
      ]);
      const state = await status(me.agent);
      expect(state.work_status).toBe('BREAK');
      expect(state.break).toMatchObject({ id: pause.id, end: null });
      expect(state.workspace_time?.breaks.map((b) => b.id)).toEqual([pause.id]);
      expect(state.activity).toEqual({
        id: activity?.id,
        id_workspace_time: opened.id,
        id_project: null,
        id_task: null,
        id_category: null,
        tags: [tag?.id],
        description: 'Writing',
        start: opened.start,
      });
    });

    it('lists members with their work status', async () => {
      const owner = await workspace('BASIC');
      const working = await person(owner.workspaceId);
      const resting = await person(owner.workspaceId);
      const idle = await person(owner.workspaceId);
      await working.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      await resting.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      await resting.agent.post('/v1/workspaces/timestamps/break').expect(201);
      // Another workspace's open time does not count here.
      await sql(
        t,
        `INSERT INTO workspace_members (id_workspace, id_user, role, status) VALUES ($1, $2, 'Member', 'ACTIVE')`,
        [other.workspaceId, idle.id],
      );
      await sql(
        t,
        `INSERT INTO workspace_times (id_workspace, id_user, start_at) VALUES ($1, $2, now())`,
        [other.workspaceId, idle.id],
      );
      const members = (
        await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/members`).expect(200)
      ).body as Member[];
      const statusOf = (id: string) => members.find((m) => m.id_user === id)?.work_status;
      expect(statusOf(working.id)).toBe('WORKING');
      expect(statusOf(resting.id)).toBe('BREAK');
      expect(statusOf(idle.id)).toBe('NOT_WORKING');
      expect(statusOf(owner.me.user.id)).toBe('NOT_WORKING');
    });
  });
});
