import { randomUUID } from 'node:crypto';
import type { Break, ClockInResult, Member } from '@punchcard/shared';
import { setPlan, addMember } from './support/db.js';
import {
  DAY,
  HOUR,
  newBreak,
  newMember,
  newWorkspace,
  type Owner,
  newLink,
  newActivity,
  newCatalogueItem,
  nowSeconds,
  at,
} from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { list, status, timeTeam, workspaceTimeOf } from './support/workspace-times.js';

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

  describe('reads', () => {
    it('lists workspace times meeting the range, by start, with their breaks', async () => {
      const me = await newMember(t, team.workspaceId);
      // Every moment from one reading of the clock: the boundaries below are exact to the second,
      // and the writes may take longer than one.
      const now = nowSeconds(t);
      const a = await workspaceTimeOf(t, team, me, now - 3 * DAY, now - 3 * DAY + 8 * HOUR);
      const b = await workspaceTimeOf(t, team, me, now - 2 * DAY, now - 2 * DAY + 8 * HOUR);
      const c = await workspaceTimeOf(t, team, me, now - 10 * DAY, now - 10 * DAY + HOUR);
      const pause = await newBreak(t, b, now - 2 * DAY + HOUR, now - 2 * DAY + 2 * HOUR);
      const all = await list(t, me.agent);
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
      const window = await list(t, me.agent, {
        start: now - 3 * DAY + 8 * HOUR,
        end: now - 2 * DAY + 1,
      });
      expect(window.map((time) => time.id)).toEqual([b]);
      const inside = await list(t, me.agent, {
        start: now - 3 * DAY + HOUR,
        end: now - 3 * DAY + 2 * HOUR,
      });
      expect(inside.map((time) => time.id)).toEqual([a]);
    });

    it('validates the range: both required, end after start, at most 366 days', async () => {
      const me = await newMember(t, team.workspaceId);
      const now = nowSeconds(t);
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
      const member = await newMember(t, team.workspaceId);
      const guest = await newMember(t, team.workspaceId, 'Guest');
      const manager = await newMember(t, team.workspaceId, 'Manager');
      const id = await workspaceTimeOf(t, team, member, { ago: DAY }, { ago: DAY - HOUR });
      const refused = await guest.agent
        .get('/v1/workspaces/timestamps')
        .query({ start: nowSeconds(t) - 2 * DAY, end: nowSeconds(t), id_user: member.id })
        .expect(403);
      expect(refused.body).toMatchObject({ error_key: 'error.forbidden' });
      const seen = await list(t, manager.agent, { id_user: member.id });
      expect(seen.map((time) => time.id)).toEqual([id]);
      const stranger = await newMember(t, other.workspaceId);
      const res = await manager.agent
        .get('/v1/workspaces/timestamps')
        .query({ start: nowSeconds(t) - 2 * DAY, end: nowSeconds(t), id_user: stranger.id })
        .expect(404);
      expect(res.body).toMatchObject({ error_key: 'member_not_found' });
    });

    it('hides workspace times older than 35 days on FREE, from lists and from changes', async () => {
      const owner = await newWorkspace(t, { name: 'Own', plan: 'FREE' });
      const me = await newMember(t, owner.workspaceId);
      const old = await workspaceTimeOf(t, owner, me, { ago: 40 * DAY }, { ago: 40 * DAY - HOUR });
      const recent = await workspaceTimeOf(
        t,
        owner,
        me,
        { ago: 30 * DAY },
        { ago: 30 * DAY - HOUR },
      );
      const now = nowSeconds(t);
      const listed = await list(t, me.agent, { start: now - 60 * DAY, end: now });
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
      const kept = await list(t, me.agent, { start: now - 60 * DAY, end: now });
      expect(kept.map((time) => time.id)).toEqual([old, recent]);
    });

    it('status shows the open break and the running activity', async () => {
      const me = await newMember(t, team.workspaceId);
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
      const activity = {
        id: await newActivity(t, team.workspaceId, me.id, at(opened.start), null, {
          id_workspace_time: opened.id,
          description: 'Writing',
        }),
      };
      const tag = {
        id: await newCatalogueItem(t, 'tags', team.workspaceId, `tag-${randomUUID().slice(0, 8)}`),
      };
      await newLink(t, 'activity_tags', { id_activity: activity.id, id_tag: tag.id });
      const state = await status(me.agent);
      expect(state.work_status).toBe('BREAK');
      expect(state.break).toMatchObject({ id: pause.id, end: null });
      expect(state.workspace_time?.breaks.map((b) => b.id)).toEqual([pause.id]);
      expect(state.activity).toEqual({
        id: activity.id,
        id_workspace_time: opened.id,
        id_project: null,
        id_task: null,
        id_category: null,
        tags: [tag.id],
        description: 'Writing',
        start: opened.start,
      });
    });

    it('lists members with their work status', async () => {
      const owner = await newWorkspace(t, { name: 'Own', plan: 'BASIC' });
      const working = await newMember(t, owner.workspaceId);
      const resting = await newMember(t, owner.workspaceId);
      const idle = await newMember(t, owner.workspaceId);
      await working.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      await resting.agent.post('/v1/workspaces/timestamps').send({}).expect(201);
      await resting.agent.post('/v1/workspaces/timestamps/break').expect(201);
      // Another workspace's open time does not count here.
      await addMember(t, other.workspaceId, idle.id, 'Member');
      await workspaceTimeOf(t, other, idle, new Date(), null);
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
