import type { Break, ClockInResult, WorkspaceTime } from '@punchcard/shared';
import { sql } from './support/db.js';
import {
  DAY,
  HOUR,
  NIL,
  newBreak,
  newMember,
  type Owner,
  type Person,
  nowSeconds,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { list, status, timeTeam, workspaceTimeOf } from './support/workspace-times.js';

describe('workspace times', () => {
  let t: TestApp;
  /** BASIC (role permissions apply); its super owner signs in with a cookie. */
  let team: Owner;

  beforeAll(async () => {
    t = await startTestApp();
    team = await timeTeam(t);
  });
  afterAll(() => t.close());

  describe('soft delete, the one-minute window, restore and reopen', () => {
    it("deletes one's own closed time within a minute; later it needs DELETE_WORKSPACE_TIME_AFTER_1MIN", async () => {
      const member = await newMember(t, team.workspaceId);
      const manager = await newMember(t, team.workspaceId, 'Manager');
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
      expect(await list(t, member.agent)).toEqual([]);

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
      const me = await newMember(t, team.workspaceId, 'Manager');
      const id = await workspaceTimeOf(t, team, me, { ago: 10 * HOUR }, { ago: 2 * HOUR });
      const time = { workspaceId: team.workspaceId, idUser: me.id, id };
      const lunch = await newBreak(t, time.id, { ago: 6 * HOUR }, { ago: 5 * HOUR });
      const tea = await newBreak(t, time.id, { ago: 4 * HOUR }, { ago: 3.5 * HOUR });
      const removedEarlier = await newBreak(t, time.id, { ago: 9 * HOUR }, { ago: 8.5 * HOUR });
      await sql(t, `UPDATE breaks SET deleted_at = now() - interval '1 hour' WHERE id = $1`, [
        removedEarlier,
      ]);

      const deleted = (await me.agent.delete(`/v1/workspaces/timestamps/${id}/pseudo`).expect(200))
        .body as WorkspaceTime;
      expect(deleted.deleted_at).toEqual(expect.any(Number));
      expect(deleted.breaks.map((b) => b.id)).toEqual([lunch, tea]);
      expect(deleted.breaks.every((b) => b.deleted_at === deleted.deleted_at)).toBe(true);
      expect(await list(t, me.agent)).toEqual([]);
      await me.agent
        .patch(`/v1/workspaces/timestamps/${id}`)
        .send({ start: nowSeconds(t) - 11 * HOUR })
        .expect(404);

      const restored = (
        await me.agent.patch(`/v1/workspaces/deleted/workspacetime/${id}`).expect(200)
      ).body as WorkspaceTime;
      expect(restored.deleted_at).toBeNull();
      expect(restored.breaks.map((b) => b.id)).toEqual([lunch, tea]);
      const [listed] = await list(t, me.agent);
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
      const me = await newMember(t, team.workspaceId, 'Manager');
      const id = await workspaceTimeOf(t, team, me, { ago: 5 * DAY }, { ago: 5 * DAY - 2 * HOUR });
      await me.agent.delete(`/v1/workspaces/timestamps/${id}/pseudo`).expect(200);
      const now = nowSeconds(t);
      await me.agent
        .put('/v1/workspaces/timestamps')
        .send({ start: now - 5 * DAY - HOUR, end: now - 5 * DAY + HOUR })
        .expect(201);
      const res = await me.agent.patch(`/v1/workspaces/deleted/workspacetime/${id}`).expect(409);
      expect(res.body).toMatchObject({ error_key: 'update_conflict' });
    });

    it('reopens only the latest closed workspace time, never while another is open', async () => {
      const me = await newMember(t, team.workspaceId);
      const older = await workspaceTimeOf(t, team, me, { ago: 5 * HOUR }, { ago: 4 * HOUR });
      const latest = await workspaceTimeOf(t, team, me, { ago: 3 * HOUR }, { ago: 2 * HOUR });
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
});
