import { randomUUID } from 'node:crypto';
import type { Break, ClockInResult, ClockStatus, WorkspaceTime } from '@punchcard/shared';
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
const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

interface Person {
  id: string;
  agent: TestAgent;
}

describe('breaks', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof signUpWithWorkspace>>;
  let other: Awaited<ReturnType<typeof signUpWithWorkspace>>;

  beforeAll(async () => {
    t = await startTestApp();
    team = await signUpWithWorkspace(t, 'Break team');
    await setPlan(t, team.workspaceId, 'BASIC');
    other = await signUpWithWorkspace(t, 'Elsewhere');
  });
  afterAll(() => t.close());

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
  const at = (seconds: number) => new Date(seconds * 1000);

  /** A new member with an API key, acting in `workspaceId`. */
  async function person(workspaceId: string, role = 'Member'): Promise<Person> {
    const token = `pk_${randomUUID()}`;
    const [user] = await sql<{ id: string }>(
      t,
      `INSERT INTO users (email) VALUES ($1) RETURNING id`,
      [uniqueEmail('break')],
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

  /** A closed workspace time `fromAgo`..`toAgo` seconds before now. */
  async function pastTime(
    workspaceId: string,
    idUser: string,
    fromAgo: number,
    toAgo: number,
  ): Promise<string> {
    const now = nowSeconds();
    const [row] = await sql<{ id: string }>(
      t,
      `INSERT INTO workspace_times (id_workspace, id_user, start_at, end_at)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [workspaceId, idUser, at(now - fromAgo), at(now - toAgo)],
    );
    if (!row) throw new Error('no row');
    return row.id;
  }

  async function addBreak(
    agent: TestAgent,
    idWorkspaceTime: string,
    fromAgo: number,
    toAgo: number,
  ): Promise<Break> {
    const now = nowSeconds();
    const res = await agent
      .post('/v1/workspaces/timestamps/break/new')
      .send({ id_workspace_time: idWorkspaceTime, start: now - fromAgo, end: now - toAgo })
      .expect(201);
    return res.body as Break;
  }

  async function breaksOf(agent: TestAgent, id: string): Promise<Break[]> {
    const now = nowSeconds();
    const res = await agent
      .get('/v1/workspaces/timestamps')
      .query({ start: now - 30 * DAY, end: now + DAY })
      .expect(200);
    return (res.body as WorkspaceTime[]).find((time) => time.id === id)?.breaks ?? [];
  }

  describe('live breaks', () => {
    it('starts a break with the full Break shape; a second one is 412 start_break_failed', async () => {
      const me = await person(team.workspaceId);
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
      const me = await person(team.workspaceId);
      const res = await me.agent.post('/v1/workspaces/timestamps/break').expect(412);
      expect(res.body).toMatchObject({ error_key: 'start_break_failed' });
    });

    it('ends the open break (stopped_by answered); none open is 404 open_break_not_found', async () => {
      const me = await person(team.workspaceId);
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
      const me = await person(team.workspaceId);
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

  describe('past breaks', () => {
    it('adds a break inside a workspace time; outside or overlapping is 409 break_add_conflict', async () => {
      const me = await person(team.workspaceId);
      const id = await pastTime(team.workspaceId, me.id, 8 * HOUR, HOUR);
      const now = nowSeconds();
      const added = await addBreak(me.agent, id, 5 * HOUR, 4 * HOUR);
      expect(added).toMatchObject({
        id_workspace_time: id,
        id_user: me.id,
        start: now - 5 * HOUR,
        end: now - 4 * HOUR,
        started_by: null,
        added_at: expect.any(Number) as number,
      });
      for (const [fromAgo, toAgo] of [
        [4.5 * HOUR, 3 * HOUR],
        [9 * HOUR, 7 * HOUR],
        [2 * HOUR, 0.5 * HOUR],
      ]) {
        const res = await me.agent
          .post('/v1/workspaces/timestamps/break/new')
          .send({ id_workspace_time: id, start: now - (fromAgo ?? 0), end: now - (toAgo ?? 0) })
          .expect(409);
        expect(res.body).toMatchObject({ error_key: 'break_add_conflict' });
      }
      expect((await breaksOf(me.agent, id)).map((b) => b.id)).toEqual([added.id]);
    });

    it('refuses unknown or foreign workspace times with 404 not_found and bad times with 400', async () => {
      const me = await person(team.workspaceId);
      const stranger = await person(other.workspaceId);
      const foreign = await pastTime(other.workspaceId, stranger.id, 3 * HOUR, HOUR);
      const now = nowSeconds();
      for (const idWorkspaceTime of [NIL, foreign]) {
        const res = await me.agent
          .post('/v1/workspaces/timestamps/break/new')
          .send({ id_workspace_time: idWorkspaceTime, start: now - 2 * HOUR, end: now - HOUR })
          .expect(404);
        expect(res.body).toMatchObject({ error_key: 'not_found' });
      }
      const id = await pastTime(team.workspaceId, me.id, 3 * HOUR, HOUR);
      for (const body of [
        { id_workspace_time: id, start: now - 2 * HOUR, end: now + HOUR },
        { id_workspace_time: id, start: now - 2 * HOUR, end: now - 2 * HOUR },
        { idWorkspace_time: id, start: now - 2 * HOUR, end: now - HOUR },
        { id_workspace_time: 'x', start: now - 2 * HOUR, end: now - HOUR },
      ]) {
        const res = await me.agent.post('/v1/workspaces/timestamps/break/new').send(body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
    });

    it('edits a break; overlapping or leaving the workspace time is 409 break_update_conflict', async () => {
      const me = await person(team.workspaceId);
      const id = await pastTime(team.workspaceId, me.id, 8 * HOUR, HOUR);
      const first = await addBreak(me.agent, id, 6 * HOUR, 5 * HOUR);
      const second = await addBreak(me.agent, id, 4 * HOUR, 3 * HOUR);
      const now = nowSeconds();
      const res = await me.agent
        .patch(`/v1/workspaces/timestamps/break/${second.id}`)
        .send({ start: now - 4.5 * HOUR, end: now - 3.5 * HOUR })
        .expect(200);
      expect(res.body).toMatchObject({
        id: second.id,
        start: now - 4.5 * HOUR,
        end: now - 3.5 * HOUR,
        edited_at: expect.any(Number) as number,
      });
      for (const body of [
        { start: now - 5.5 * HOUR, end: now - 3.5 * HOUR },
        { start: now - 9 * HOUR, end: now - 7 * HOUR },
        { start: now - 2 * HOUR, end: now - 0.5 * HOUR },
      ]) {
        const conflict = await me.agent
          .patch(`/v1/workspaces/timestamps/break/${first.id}`)
          .send(body)
          .expect(409);
        expect(conflict.body).toMatchObject({ error_key: 'break_update_conflict' });
      }
      await me.agent
        .patch(`/v1/workspaces/timestamps/break/${first.id}`)
        .send({ start: now - 6 * HOUR, end: null })
        .expect(400);
      const unknown = await me.agent
        .patch(`/v1/workspaces/timestamps/break/${NIL}`)
        .send({ start: now - HOUR })
        .expect(404);
      expect(unknown.body).toMatchObject({ error_key: 'break_not_found' });
    });

    it('moves only the start of an open break', async () => {
      const me = await person(team.workspaceId);
      const opened = (await me.agent.post('/v1/workspaces/timestamps').send({}).expect(201))
        .body as ClockInResult;
      await sql(
        t,
        `UPDATE workspace_times SET start_at = start_at - interval '1 hour' WHERE id = $1`,
        [opened.id],
      );
      const started = (await me.agent.post('/v1/workspaces/timestamps/break').expect(201))
        .body as Break;
      const earlier = started.start - 10 * MINUTE;
      const res = await me.agent
        .patch(`/v1/workspaces/timestamps/break/${started.id}`)
        .send({ start: earlier })
        .expect(200);
      expect(res.body).toMatchObject({ start: earlier, end: null });
      await me.agent
        .patch(`/v1/workspaces/timestamps/break/${started.id}`)
        .send({ start: earlier, end: nowSeconds() })
        .expect(400);
      const before = await me.agent
        .patch(`/v1/workspaces/timestamps/break/${started.id}`)
        .send({ start: opened.start - 2 * HOUR })
        .expect(409);
      expect(before.body).toMatchObject({ error_key: 'break_update_conflict' });
    });

    it("lets only holders of MANAGE_WORKSPACE_TIME_MODIFICATION change another member's breaks", async () => {
      const member = await person(team.workspaceId);
      const guest = await person(team.workspaceId, 'Guest');
      const manager = await person(team.workspaceId, 'Manager');
      const id = await pastTime(team.workspaceId, member.id, 2 * DAY, 2 * DAY - 8 * HOUR);
      const now = nowSeconds();
      const window = { start: now - 2 * DAY + HOUR, end: now - 2 * DAY + 2 * HOUR };
      const refused = await guest.agent
        .post('/v1/workspaces/timestamps/break/new')
        .send({ id_workspace_time: id, ...window })
        .expect(403);
      expect(refused.body).toMatchObject({ error_key: 'error.forbidden' });
      const added = (
        await manager.agent
          .post('/v1/workspaces/timestamps/break/new')
          .send({ id_workspace_time: id, ...window })
          .expect(201)
      ).body as Break;
      expect(added.id_user).toBe(member.id);
      await guest.agent
        .patch(`/v1/workspaces/timestamps/break/${added.id}`)
        .send(window)
        .expect(403);
      await guest.agent.delete(`/v1/workspaces/timestamps/break/${added.id}/pseudo`).expect(403);
      await manager.agent.delete(`/v1/workspaces/timestamps/break/${added.id}/pseudo`).expect(200);
      await guest.agent.patch(`/v1/workspaces/deleted/break/${added.id}`).expect(403);
      await manager.agent.patch(`/v1/workspaces/deleted/break/${added.id}`).expect(200);
    });

    it('refuses direct changes under approval, except to holders of MANAGE', async () => {
      const owner = await signUpWithWorkspace(t, 'Approving');
      await setPlan(t, owner.workspaceId, 'BASIC');
      await owner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
      const member = await person(owner.workspaceId);
      const manager = await person(owner.workspaceId, 'Manager');
      const id = await pastTime(owner.workspaceId, member.id, 8 * HOUR, HOUR);
      const now = nowSeconds();
      const res = await member.agent
        .post('/v1/workspaces/timestamps/break/new')
        .send({ id_workspace_time: id, start: now - 3 * HOUR, end: now - 2 * HOUR })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'time_modification_not_allowed' });
      await manager.agent
        .post('/v1/workspaces/timestamps/break/new')
        .send({ id_workspace_time: id, start: now - 3 * HOUR, end: now - 2 * HOUR })
        .expect(201);
    });
  });

  describe('delete and restore', () => {
    it('soft-deletes within the one-minute window; later only with DELETE_WORKSPACE_TIME_AFTER_1MIN', async () => {
      const member = await person(team.workspaceId);
      const manager = await person(team.workspaceId, 'Manager');
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
      const me = await person(team.workspaceId, 'Manager');
      const id = await pastTime(team.workspaceId, me.id, 8 * HOUR, HOUR);
      const first = await addBreak(me.agent, id, 5 * HOUR, 4 * HOUR);
      await me.agent.delete(`/v1/workspaces/timestamps/break/${first.id}/pseudo`).expect(200);
      const replacement = await addBreak(me.agent, id, 4.5 * HOUR, 4 * HOUR);
      const overlap = await me.agent.patch(`/v1/workspaces/deleted/break/${first.id}`).expect(409);
      expect(overlap.body).toMatchObject({ error_key: 'break_update_conflict' });

      await me.agent.delete(`/v1/workspaces/timestamps/${id}/pseudo`).expect(200);
      const orphan = await me.agent
        .patch(`/v1/workspaces/deleted/break/${replacement.id}`)
        .expect(409);
      expect(orphan.body).toMatchObject({ error_key: 'break_update_conflict' });
    });

    it("answers 404 break_not_found for another workspace's break on every route", async () => {
      const stranger = await person(other.workspaceId);
      const id = await pastTime(other.workspaceId, stranger.id, 5 * HOUR, HOUR);
      const foreign = await addBreak(stranger.agent, id, 3 * HOUR, 2 * HOUR);
      const gone = await addBreak(stranger.agent, id, 4 * HOUR, 3.5 * HOUR);
      await sql(t, `UPDATE breaks SET deleted_at = now() WHERE id = $1`, [gone.id]);
      const now = nowSeconds();
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
