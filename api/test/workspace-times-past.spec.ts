import type { ClockInResult, WorkspaceTime } from '@punchcard/shared';
import { sql } from './support/db.js';
import {
  DAY,
  HOUR,
  NIL,
  newBreak,
  newMember,
  newWorkspace,
  type Owner,
  nowSeconds,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { status, timeTeam, workspaceTimeOf } from './support/workspace-times.js';

describe('workspace times', () => {
  let t: TestApp;
  /** BASIC (role permissions apply); its super owner signs in with a cookie. */
  let team: Owner;
  let other: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    team = await timeTeam(t);
    other = await newWorkspace(t, { name: 'Elsewhere' });
  });
  afterAll(() => t.close());

  describe('past workspace time', () => {
    it('adds a closed workspace time with the full shape; overlaps are 409 add_conflict', async () => {
      const me = await newMember(t, team.workspaceId);
      const now = nowSeconds(t);
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
      const afterOpen = nowSeconds(t);
      t.clock.advance(5_000);
      const intoOpen = await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: afterOpen, end: afterOpen + 2 })
        .expect(409);
      expect(intoOpen.body).toMatchObject({ error_key: 'add_conflict' });
    });

    it('refuses a future end, an end not after the start and missing fields with 400', async () => {
      const me = await newMember(t, team.workspaceId);
      const now = nowSeconds(t);
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
      const me = await newMember(t, team.workspaceId);
      const first = await workspaceTimeOf(t, team, me, { ago: 10 * HOUR }, { ago: 9 * HOUR });
      const second = await workspaceTimeOf(t, team, me, { ago: 8 * HOUR }, { ago: 7 * HOUR });
      const now = nowSeconds(t);
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
      const me = await newMember(t, team.workspaceId);
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
        .send({ start: earlier, end: nowSeconds(t) })
        .expect(400);
      expect(withEnd.body).toMatchObject({ error_key: 'error.bad_request' });

      // A break 50 to 40 minutes ago: moving the start past it would leave it outside.
      await newBreak(t, opened.id, { ago: 50 * 60 }, { ago: 40 * 60 });
      const outside = await me.agent
        .patch(`/v1/workspaces/timestamps/${opened.id}`)
        .send({ start: nowSeconds(t) - 30 * 60 })
        .expect(409);
      expect(outside.body).toMatchObject({ error_key: 'update_conflict' });
      const unchanged = await status(me.agent);
      expect(unchanged.workspace_time?.start).toBe(earlier);
      // A closed one cannot be shortened past its break either.
      await me.agent.patch('/v1/workspaces/timestamps').send({}).expect(200);
      const shorten = await me.agent
        .patch(`/v1/workspaces/timestamps/${opened.id}`)
        .send({ start: earlier, end: nowSeconds(t) - 45 * 60 })
        .expect(409);
      expect(shorten.body).toMatchObject({ error_key: 'update_conflict' });
    });

    it("lets only holders of MANAGE_WORKSPACE_TIME_MODIFICATION change another member's time", async () => {
      const member = await newMember(t, team.workspaceId);
      const guest = await newMember(t, team.workspaceId, 'Guest');
      const manager = await newMember(t, team.workspaceId, 'Manager');
      const id = await workspaceTimeOf(t, team, member, { ago: 3 * DAY }, { ago: 3 * DAY - HOUR });
      const now = nowSeconds(t);
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
      const stranger = await newMember(t, other.workspaceId);
      const live = await workspaceTimeOf(
        t,
        other,
        stranger,
        { ago: 2 * DAY },
        { ago: 2 * DAY - HOUR },
      );
      const deleted = await workspaceTimeOf(
        t,
        other,
        stranger,
        { ago: 3 * DAY },
        { ago: 3 * DAY - HOUR },
      );
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [deleted]);
      const now = nowSeconds(t);
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
});
