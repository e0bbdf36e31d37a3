import { randomUUID } from 'node:crypto';
import type { ClockInResult, ClockOutResult } from '@punchcard/shared';
import { setPlan, sql } from './support/db.js';
import {
  DAY,
  HOUR,
  NIL,
  newMember,
  newWorkspace,
  type Owner,
  nowSeconds,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { list, openRows, status, timeTeam, workspaceTimeOf } from './support/workspace-times.js';

describe('workspace times', () => {
  let t: TestApp;
  /** BASIC (role permissions apply); its super owner signs in with a cookie. */
  let team: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    team = await timeTeam(t);
  });
  afterAll(() => t.close());

  describe('clock in and out', () => {
    it('clocks in with exactly the spec answer, then refuses a second clock-in with 412', async () => {
      const me = await newMember(t, team.workspaceId);
      const before = nowSeconds(t);
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
      expect(body.start).toBeLessThanOrEqual(nowSeconds(t));

      const again = await me.agent.post('/v1/workspaces/timestamps').send({}).expect(412);
      expect(again.body).toMatchObject({ status_code: 412, error_key: 'already_clocked_in' });
      expect(await openRows(t, me.id)).toBe(1);

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
      const me = await newMember(t, team.workspaceId);
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
      const [time] = await list(t, me.agent);
      expect(time).toMatchObject({ id: opened.id, end: body.end, stopped_by: me.id });
    });

    it('clocking out ends the open break in the same step, stopped by the caller', async () => {
      const me = await newMember(t, team.workspaceId);
      await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      await me.agent.post('/v1/workspaces/timestamps/break').expect(201);
      expect((await status(me.agent)).work_status).toBe('BREAK');
      const out = (await me.agent.patch('/v1/workspaces/timestamps').send({}).expect(200))
        .body as ClockOutResult;
      const [time] = await list(t, me.agent);
      expect(time?.breaks).toHaveLength(1);
      expect(time?.breaks[0]).toMatchObject({ end: out.end, stopped_by: me.id });
      expect((await status(me.agent)).work_status).toBe('NOT_WORKING');
    });

    it('refuses malformed bodies and unknown fields with 400', async () => {
      const me = await newMember(t, team.workspaceId);
      for (const body of [{ latitude_in: 91 }, { longitude_in: 'east' }, { start: 5 }]) {
        const res = await me.agent.post('/v1/workspaces/timestamps').send(body).expect(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
      expect(await openRows(t, me.id)).toBe(0);
    });

    it('records the location only with the plan feature and the member switch on', async () => {
      const owner = await newWorkspace(t, { name: 'Own', plan: 'BASIC' });
      const me = await newMember(t, owner.workspaceId);
      me.agent.set('User-Agent', 'Kiosk/3');
      const where = { location_in: ' Front door ', latitude_in: 35.5, longitude_in: 139.5 };
      const timeOf = async () => (await list(t, me.agent))[0];

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
      const me = await newMember(t, team.workspaceId);
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
      expect(await openRows(t, me.id)).toBe(1);
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
      const me = await newMember(t, team.workspaceId);
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

  describe('settings that make members file requests', () => {
    it('approval required: a member cannot change past time, a holder of MANAGE can, clocking still works', async () => {
      const owner = await newWorkspace(t, { name: 'Own', plan: 'BASIC' });
      const member = await newMember(t, owner.workspaceId);
      const manager = await newMember(t, owner.workspaceId, 'Manager');
      const mine = await workspaceTimeOf(
        t,
        owner,
        member,
        { ago: 2 * DAY },
        { ago: 2 * DAY - HOUR },
      );
      const now = nowSeconds(t);
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
      const owner = await newWorkspace(t, { name: 'Own', plan: 'BASIC' });
      const member = await newMember(t, owner.workspaceId);
      const now = nowSeconds(t);
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
});
