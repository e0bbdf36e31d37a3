import type { Break, ClockInResult } from '@punchcard/shared';
import {
  DAY,
  HOUR,
  MINUTE,
  NIL,
  newMember,
  newWorkspace,
  type Owner,
  nowSeconds,
} from './support/factory.js';
import { setPlan, sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { addBreak, breaksOf } from './support/breaks.js';
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

  describe('past breaks', () => {
    it('adds a break inside a workspace time; outside or overlapping is 409 break_add_conflict', async () => {
      const me = await newMember(t, team.workspaceId);
      const id = await workspaceTimeOf(t, team, me, { ago: 8 * HOUR }, { ago: HOUR });
      const now = nowSeconds(t);
      const added = await addBreak(t, me.agent, id, 5 * HOUR, 4 * HOUR);
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
      expect((await breaksOf(t, me.agent, id)).map((b) => b.id)).toEqual([added.id]);
    });

    it('refuses unknown or foreign workspace times with 404 not_found and bad times with 400', async () => {
      const me = await newMember(t, team.workspaceId);
      const stranger = await newMember(t, other.workspaceId);
      const foreign = await workspaceTimeOf(t, other, stranger, { ago: 3 * HOUR }, { ago: HOUR });
      const now = nowSeconds(t);
      for (const idWorkspaceTime of [NIL, foreign]) {
        const res = await me.agent
          .post('/v1/workspaces/timestamps/break/new')
          .send({ id_workspace_time: idWorkspaceTime, start: now - 2 * HOUR, end: now - HOUR })
          .expect(404);
        expect(res.body).toMatchObject({ error_key: 'not_found' });
      }
      const id = await workspaceTimeOf(t, team, me, { ago: 3 * HOUR }, { ago: HOUR });
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
      const me = await newMember(t, team.workspaceId);
      const id = await workspaceTimeOf(t, team, me, { ago: 8 * HOUR }, { ago: HOUR });
      const first = await addBreak(t, me.agent, id, 6 * HOUR, 5 * HOUR);
      const second = await addBreak(t, me.agent, id, 4 * HOUR, 3 * HOUR);
      const now = nowSeconds(t);
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
      const me = await newMember(t, team.workspaceId);
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
        .send({ start: earlier, end: nowSeconds(t) })
        .expect(400);
      const before = await me.agent
        .patch(`/v1/workspaces/timestamps/break/${started.id}`)
        .send({ start: opened.start - 2 * HOUR })
        .expect(409);
      expect(before.body).toMatchObject({ error_key: 'break_update_conflict' });
    });

    it("lets only holders of MANAGE_WORKSPACE_TIME_MODIFICATION change another member's breaks", async () => {
      const member = await newMember(t, team.workspaceId);
      const guest = await newMember(t, team.workspaceId, 'Guest');
      const manager = await newMember(t, team.workspaceId, 'Manager');
      const id = await workspaceTimeOf(
        t,
        team,
        member,
        { ago: 2 * DAY },
        { ago: 2 * DAY - 8 * HOUR },
      );
      const now = nowSeconds(t);
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
      const owner = await newWorkspace(t, { name: 'Approving' });
      await setPlan(t, owner.workspaceId, 'BASIC');
      await owner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
      const member = await newMember(t, owner.workspaceId);
      const manager = await newMember(t, owner.workspaceId, 'Manager');
      const id = await workspaceTimeOf(t, owner, member, { ago: 8 * HOUR }, { ago: HOUR });
      const now = nowSeconds(t);
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
});
