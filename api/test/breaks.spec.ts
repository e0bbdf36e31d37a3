import { randomUUID } from 'node:crypto';
import type { Break, ClockInResult, ClockStatus } from '@punchcard/shared';
import { HOUR, newMember, newWorkspace, type Owner, nowSeconds } from './support/factory.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { addBreak } from './support/breaks.js';
import { workspaceTimeOf } from './support/workspace-times.js';

describe('breaks', () => {
  let t: TestApp;
  let team: Owner;
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    team = await newWorkspace(t, { name: 'Break team', plan: 'BASIC' });
    other = await newWorkspace(t, { name: 'Elsewhere' });
  });
  afterAll(() => t.close());

  describe('live breaks', () => {
    it('starts a break with the full Break shape; a second one is 412 start_break_failed', async () => {
      const me = await newMember(t, team.workspaceId);
      me.agent.set('User-Agent', 'Kiosk/1');
      const opened = (await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201))
        .body as ClockInResult;
      const res = await me.agent.post('/v1/workspaces/timestamps/break').expect(201);
      const started = res.body as Break;
      expect(Object.keys(started).sort()).toEqual([
        'added_at',
        'deleted_at',
        'edited_at',
        'end',
        'id',
        'id_user',
        'id_workspace',
        'id_workspace_time',
        'is_break_time',
        'metadata_in',
        'metadata_out',
        'start',
        'started_by',
        'stopped_by',
      ]);
      expect(started).toMatchObject({
        id_user: me.id,
        id_workspace: team.workspaceId,
        id_workspace_time: opened.id,
        end: null,
        is_break_time: true,
        started_by: me.id,
        stopped_by: null,
        added_at: null,
        edited_at: null,
        deleted_at: null,
        metadata_in: { location: null, user_agent: 'Kiosk/1' },
      });
      expect(started.start).toBeGreaterThanOrEqual(opened.start);

      const again = await me.agent.post('/v1/workspaces/timestamps/break').expect(412);
      expect(again.body).toMatchObject({ status_code: 412, error_key: 'start_break_failed' });
      const state = (await me.agent.get('/v1/workspaces/timestamps/status').expect(200))
        .body as ClockStatus;
      expect(state).toMatchObject({ work_status: 'BREAK', break: { id: started.id } });
    });

    it('refuses a break while not clocked in with 412 start_break_failed', async () => {
      const me = await newMember(t, team.workspaceId);
      const res = await me.agent.post('/v1/workspaces/timestamps/break').expect(412);
      expect(res.body).toMatchObject({ error_key: 'start_break_failed' });
    });

    it('ends the open break (stopped_by answered); none open is 404 open_break_not_found', async () => {
      const me = await newMember(t, team.workspaceId);
      await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      const none = await me.agent.patch('/v1/workspaces/timestamps/break').expect(404);
      expect(none.body).toMatchObject({ error_key: 'open_break_not_found' });
      const started = (await me.agent.post('/v1/workspaces/timestamps/break').expect(201))
        .body as Break;
      t.clock.advance(2_000);
      const ended = (await me.agent.patch('/v1/workspaces/timestamps/break').expect(200))
        .body as Break;
      expect(ended).toMatchObject({ id: started.id, stopped_by: me.id });
      expect(ended.end).toBeGreaterThan(started.start);
      await me.agent.patch('/v1/workspaces/timestamps/break').expect(404);
      // A second break after the first ended is fine.
      await me.agent.post('/v1/workspaces/timestamps/break').expect(201);
    });

    it('replays a break start retried with the same Idempotency-Key', async () => {
      const me = await newMember(t, team.workspaceId);
      await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      const key = randomUUID();
      const first = await me.agent
        .post('/v1/workspaces/timestamps/break')
        .set('Idempotency-Key', key)
        .expect(201);
      const retry = await me.agent
        .post('/v1/workspaces/timestamps/break')
        .set('Idempotency-Key', key)
        .expect(201);
      expect(retry.body).toEqual(first.body);
    });
  });

  describe('delete and restore', () => {
    it('soft-deletes within the one-minute window; later only with DELETE_WORKSPACE_TIME_AFTER_1MIN', async () => {
      const member = await newMember(t, team.workspaceId);
      const manager = await newMember(t, team.workspaceId, 'Manager');
      await member.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      const takeBreak = async () => {
        await member.agent.post('/v1/workspaces/timestamps/break').expect(201);
        t.clock.advance(1_000);
        return (await member.agent.patch('/v1/workspaces/timestamps/break').expect(200))
          .body as Break;
      };
      const quick = await takeBreak();
      t.clock.advance(20_000);
      const deleted = (
        await member.agent.delete(`/v1/workspaces/timestamps/break/${quick.id}/pseudo`).expect(200)
      ).body as Break;
      expect(deleted.deleted_at).toEqual(expect.any(Number));
      const twice = await member.agent
        .delete(`/v1/workspaces/timestamps/break/${quick.id}/pseudo`)
        .expect(404);
      expect(twice.body).toMatchObject({ error_key: 'break_not_found' });

      const late = await takeBreak();
      t.clock.advance(61_000);
      const refused = await member.agent
        .delete(`/v1/workspaces/timestamps/break/${late.id}/pseudo`)
        .expect(403);
      expect(refused.body).toMatchObject({ error_key: 'delete_window_passed' });
      await manager.agent.delete(`/v1/workspaces/timestamps/break/${late.id}/pseudo`).expect(200);

      // Restoring is a change of past time by the member: allowed without approval.
      const restored = (
        await member.agent.patch(`/v1/workspaces/deleted/break/${quick.id}`).expect(200)
      ).body as Break;
      expect(restored).toMatchObject({ id: quick.id, deleted_at: null });
      const live = await member.agent.patch(`/v1/workspaces/deleted/break/${quick.id}`).expect(404);
      expect(live.body).toMatchObject({ error_key: 'break_not_found' });
    });

    it('refuses to restore a break over one added meanwhile or into a deleted workspace time', async () => {
      const me = await newMember(t, team.workspaceId, 'Manager');
      const id = await workspaceTimeOf(t, team, me, { ago: 8 * HOUR }, { ago: HOUR });
      const first = await addBreak(t, me.agent, id, 5 * HOUR, 4 * HOUR);
      await me.agent.delete(`/v1/workspaces/timestamps/break/${first.id}/pseudo`).expect(200);
      const replacement = await addBreak(t, me.agent, id, 4.5 * HOUR, 4 * HOUR);
      const overlap = await me.agent.patch(`/v1/workspaces/deleted/break/${first.id}`).expect(409);
      expect(overlap.body).toMatchObject({ error_key: 'break_update_conflict' });

      await me.agent.delete(`/v1/workspaces/timestamps/${id}/pseudo`).expect(200);
      const orphan = await me.agent
        .patch(`/v1/workspaces/deleted/break/${replacement.id}`)
        .expect(409);
      expect(orphan.body).toMatchObject({ error_key: 'break_update_conflict' });
    });

    it("answers 404 break_not_found for another workspace's break on every route", async () => {
      const stranger = await newMember(t, other.workspaceId);
      const id = await workspaceTimeOf(t, other, stranger, { ago: 5 * HOUR }, { ago: HOUR });
      const foreign = await addBreak(t, stranger.agent, id, 3 * HOUR, 2 * HOUR);
      const gone = await addBreak(t, stranger.agent, id, 4 * HOUR, 3.5 * HOUR);
      await sql(t, `UPDATE breaks SET deleted_at = now() WHERE id = $1`, [gone.id]);
      const now = nowSeconds(t);
      for (const call of [
        team.agent
          .patch(`/v1/workspaces/timestamps/break/${foreign.id}`)
          .send({ start: now - 3 * HOUR }),
        team.agent.delete(`/v1/workspaces/timestamps/break/${foreign.id}/pseudo`),
        team.agent.patch(`/v1/workspaces/deleted/break/${gone.id}`),
      ]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ error_key: 'break_not_found' });
      }
    });
  });
});
