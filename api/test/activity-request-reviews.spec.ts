import { randomUUID } from 'node:crypto';
import type { Activity, TimeRequest } from '@punchcard/shared';
import {
  activities,
  activity,
  buildTeam,
  catalogue,
  DAY,
  errorKey,
  fileOk,
  HOUR,
  MINUTE,
  nowSec,
  person,
  project,
  requestRow,
  review,
  task,
  type Team,
  timeNotRequired,
  withdraw,
  workspaceTime,
} from './support/activity-request-fixtures.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Reviewing activity requests: who may, and what approval applies (or refuses to). */
describe('activity request reviews', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const now = () => nowSec(t);
  const find = (list: Activity[], start: number) => list.find((a) => a.start === start);

  async function activityCount(idUser: string): Promise<number> {
    const [row] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM activities WHERE id_user = $1 AND deleted_at IS NULL`,
      [idUser],
    );
    return Number(row?.n);
  }

  describe('approval applies the change', () => {
    let team: Team;
    let day: { start: number; end: number; id: string };
    beforeAll(async () => {
      team = await buildTeam(t);
      const start = now() - 3 * DAY;
      day = { start, end: start + 10 * HOUR, id: '' };
      day.id = await workspaceTime(t, team, team.member, day.start, day.end);
    });

    it('adds the activity with its details and tags, linked to its workspace time', async () => {
      const idProject = await project(t, team);
      const idTask = await task(t, team, idProject);
      const idCategory = await catalogue(t, team, 'categories');
      const tags = [await catalogue(t, team, 'tags'), await catalogue(t, team, 'tags')].sort();
      const start = day.start + HOUR;
      const id = await fileOk(team.member, {
        request_type: 'ADD',
        id_task: idTask,
        id_category: idCategory,
        id_tags: tags,
        description: 'Stocktaking',
        start,
        end: start + HOUR,
      });
      const before = now();
      const res = await review(team.manager, id).expect(200);
      const body = res.body as TimeRequest;
      expect(body).toMatchObject({
        id,
        kind: 'activity',
        request_type: 'ADD',
        status: 'approved',
        is_approved: true,
        reviewed_by: team.manager.id,
        id_user: team.member.id,
      });
      expect(body.reviewed_at).toBeGreaterThanOrEqual(before);
      const added = find(await activities(t, team.member), start);
      expect(added).toMatchObject({
        id_user: team.member.id,
        id_workspace_time: day.id,
        id_project: idProject,
        id_task: idTask,
        id_category: idCategory,
        tags,
        description: 'Stocktaking',
        end: start + HOUR,
      });
      // Approvals are not the member's recent actions.
      const [recent] = await sql<{ n: string }>(
        t,
        `SELECT count(*) AS n FROM recent_actions WHERE id_user = $1`,
        [team.member.id],
      );
      expect(recent?.n).toBe('0');
    });

    it('edits the activity: time, details and tags', async () => {
      const start = day.start + 3 * HOUR;
      const oldTag = await catalogue(t, team, 'tags');
      const newTag = await catalogue(t, team, 'tags');
      const idCategory = await catalogue(t, team, 'categories');
      const idActivity = await activity(t, team, team.member, start, start + 30 * MINUTE, {
        description: 'Draft',
        id_workspace_time: day.id,
      });
      await sql(t, `INSERT INTO activity_tags (id_activity, id_tag) VALUES ($1, $2)`, [
        idActivity,
        oldTag,
      ]);
      const id = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        start: start - 15 * MINUTE,
        end: start + HOUR,
        id_category: idCategory,
        id_tags: [newTag],
      });
      await review(team.owner, id).expect(200);
      const edited = (await activities(t, team.member)).find((a) => a.id === idActivity);
      expect(edited).toMatchObject({
        start: start - 15 * MINUTE,
        end: start + HOUR,
        id_category: idCategory,
        tags: [newTag],
        // Left out of the request: kept.
        description: 'Draft',
        id_workspace_time: day.id,
      });
    });

    it("moves a running activity's start", async () => {
      const running = await buildTeam(t);
      await timeNotRequired(t, running);
      const idActivity = await activity(t, running, running.member, now() - HOUR, null);
      const start = now() - 2 * HOUR;
      const id = await fileOk(running.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        start,
      });
      await review(running.manager, id).expect(200);
      const [edited] = await activities(t, running.member);
      expect(edited).toMatchObject({ id: idActivity, start, end: null });
    });

    it('deletes the activity', async () => {
      const start = day.start + 5 * HOUR;
      const idActivity = await activity(t, team, team.member, start, start + HOUR);
      const id = await fileOk(team.member, { request_type: 'DELETE', id_timestamp: idActivity });
      await review(team.superOwner, id).expect(200);
      expect((await activities(t, team.member)).map((a) => a.id)).not.toContain(idActivity);
    });

    it('rejection only marks the request', async () => {
      const start = day.start + 7 * HOUR;
      const idActivity = await activity(t, team, team.member, start, start + HOUR, {
        description: 'Keep',
      });
      const edit = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        description: 'Changed',
      });
      const add = await fileOk(team.member, {
        request_type: 'ADD',
        start: start + 2 * HOUR,
        end: start + 150 * MINUTE,
      });
      const before = await activities(t, team.member);
      for (const id of [edit, add]) {
        const res = await review(team.manager, id, false).expect(200);
        expect(res.body as TimeRequest).toMatchObject({
          status: 'rejected',
          is_approved: false,
          reviewed_by: team.manager.id,
        });
      }
      expect(await activities(t, team.member)).toEqual(before);
      const again = await review(team.manager, edit, true);
      expect([again.status, errorKey(again)]).toEqual([409, 'review_activity_conflict']);
    });
  });

  describe('who reviews', () => {
    let team: Team;
    let base: number;
    beforeAll(async () => {
      team = await buildTeam(t);
      await timeNotRequired(t, team);
      base = now() - 4 * DAY;
    });
    let slot = 0;
    const addRequest = async (who = team.member) => {
      slot += 1;
      const start = base + slot * HOUR;
      return fileOk(who, { request_type: 'ADD', start, end: start + 30 * MINUTE });
    };

    it('needs MANAGE_TIMESTAMP_MODIFICATION (403 for members and guests)', async () => {
      const id = await addRequest(team.other);
      for (const who of [team.member, team.guest]) {
        const res = await review(who, id);
        expect([res.status, errorKey(res)]).toEqual([403, 'error.forbidden']);
      }
      expect((await requestRow(t, id)).reviewed_at).toBeNull();
      await review(team.manager, id).expect(200);
    });

    it('on FREE, without the permissions feature, any member reviews others (not their own)', async () => {
      const free = await buildTeam(t, 'FREE');
      await timeNotRequired(t, free);
      const start = now() - 2 * DAY;
      const id = await fileOk(free.member, { request_type: 'ADD', start, end: start + 60 });
      const own = await review(free.member, id);
      expect([own.status, errorKey(own)]).toEqual([403, 'error.forbidden']);
      await review(free.other, id).expect(200);
    });

    it('never lets a reviewer decide their own request, except the super owner', async () => {
      for (const who of [team.manager, team.owner]) {
        const id = await addRequest(who);
        const res = await review(who, id);
        expect([res.status, errorKey(res)]).toEqual([403, 'error.forbidden']);
        expect((await requestRow(t, id)).reviewed_at).toBeNull();
      }
      const own = await addRequest(team.superOwner);
      await review(team.superOwner, own).expect(200);
    });

    it('answers 404 review_activity_not_found for unknown, foreign and withdrawn requests', async () => {
      const elsewhere = await buildTeam(t);
      await timeNotRequired(t, elsewhere);
      const foreign = await fileOk(elsewhere.member, {
        request_type: 'ADD',
        start: base,
        end: base + 60,
      });
      const withdrawn = await addRequest();
      await withdraw(team.member, withdrawn).expect(200);
      for (const id of [randomUUID(), foreign, withdrawn]) {
        const res = await review(team.manager, id);
        expect([res.status, errorKey(res)]).toEqual([404, 'review_activity_not_found']);
      }
      await review(team.manager, 'not-a-uuid').expect(400);
      const bad = await team.manager.agent
        .patch(`/v1/activities/requests/${withdrawn}`)
        .send({ is_approved: 'yes' });
      expect([bad.status, errorKey(bad)]).toEqual([400, 'error.bad_request']);
    });

    it('answers 409 review_activity_conflict for a request already reviewed', async () => {
      const id = await addRequest();
      await review(team.manager, id).expect(200);
      for (const approved of [true, false]) {
        const res = await review(team.owner, id, approved);
        expect([res.status, errorKey(res)]).toEqual([409, 'review_activity_conflict']);
      }
      expect(await requestRow(t, id)).toMatchObject({ is_approved: true });
    });

    it('checks the details as the member sees them (their personal task)', async () => {
      const idTask = await task(t, team, null, { is_personal: true, id_user: team.member.id });
      slot += 1;
      const start = base + slot * HOUR;
      const id = await fileOk(team.member, {
        request_type: 'ADD',
        id_task: idTask,
        start,
        end: start + 60,
      });
      await review(team.manager, id).expect(200);
      expect(find(await activities(t, team.member), start)).toMatchObject({ id_task: idTask });
    });
  });

  describe('approval that no longer fits changes nothing', () => {
    let team: Team;
    let base: number;
    beforeAll(async () => {
      team = await buildTeam(t);
      base = now() - 6 * DAY;
    });
    let slot = 0;
    /** A fresh two-hour slot inside a workspace time of the member. */
    const nextSlot = async () => {
      slot += 1;
      const start = base + slot * 3 * HOUR;
      const idTime = await workspaceTime(t, team, team.member, start, start + 2 * HOUR);
      return { start, idTime };
    };

    async function expectUnchanged(id: string, res: { status: number; body: unknown }) {
      expect([res.status, errorKey(res)]).toEqual([409, 'review_activity_conflict']);
      expect(await requestRow(t, id)).toMatchObject({ reviewed_at: null, is_approved: null });
    }

    it('refuses when the project was deleted meanwhile (409)', async () => {
      const { start } = await nextSlot();
      const idProject = await project(t, team);
      const id = await fileOk(team.member, {
        request_type: 'ADD',
        id_project: idProject,
        start,
        end: start + HOUR,
      });
      const before = await activityCount(team.member.id);
      await sql(t, `UPDATE projects SET deleted_at = now() WHERE id = $1`, [idProject]);
      const res = await review(team.manager, id);
      await expectUnchanged(id, res);
      expect((res.body as { message: string }).message).toMatch(/no longer fits/i);
      expect(await activityCount(team.member.id)).toBe(before);
      // Rejecting is still possible.
      await review(team.manager, id, false).expect(200);
    });

    it('refuses an edit whose new tag was deleted meanwhile', async () => {
      const { start, idTime } = await nextSlot();
      const idActivity = await activity(t, team, team.member, start, start + HOUR, {
        id_workspace_time: idTime,
      });
      const idTag = await catalogue(t, team, 'tags');
      const id = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        id_tags: [idTag],
        end: start + 90 * MINUTE,
      });
      await sql(t, `UPDATE tags SET deleted_at = now() WHERE id = $1`, [idTag]);
      await expectUnchanged(id, await review(team.manager, id));
      const [kept] = (await activities(t, team.member)).filter((a) => a.id === idActivity);
      expect(kept).toMatchObject({ end: start + HOUR, tags: [] });
    });

    it('refuses when a required field was switched on meanwhile', async () => {
      const { start } = await nextSlot();
      const id = await fileOk(team.member, { request_type: 'ADD', start, end: start + HOUR });
      await team.superOwner.agent
        .patch('/v1/activities/settings')
        .send({ is_description_required: true })
        .expect(200);
      try {
        await expectUnchanged(id, await review(team.manager, id));
      } finally {
        await team.superOwner.agent
          .patch('/v1/activities/settings')
          .send({ is_description_required: false })
          .expect(200);
      }
      await review(team.manager, id).expect(200);
    });

    it('refuses when the workspace time around it was deleted meanwhile', async () => {
      const { start, idTime } = await nextSlot();
      const id = await fileOk(team.member, { request_type: 'ADD', start, end: start + HOUR });
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [idTime]);
      await expectUnchanged(id, await review(team.manager, id));
    });

    it('refuses an add that now overlaps another activity (the database decides)', async () => {
      const { start } = await nextSlot();
      const id = await fileOk(team.member, { request_type: 'ADD', start, end: start + HOUR });
      await activity(t, team, team.member, start + 30 * MINUTE, start + 90 * MINUTE);
      const before = await activityCount(team.member.id);
      await expectUnchanged(id, await review(team.manager, id));
      expect(await activityCount(team.member.id)).toBe(before);
    });

    it('refuses an edit whose activity now runs into the next one', async () => {
      const { start, idTime } = await nextSlot();
      const idActivity = await activity(t, team, team.member, start, start + 30 * MINUTE, {
        id_workspace_time: idTime,
      });
      const id = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        end: start + HOUR,
      });
      await activity(t, team, team.member, start + 45 * MINUTE, start + 50 * MINUTE);
      await expectUnchanged(id, await review(team.manager, id));
    });

    it('answers 404 review_activity_not_found when the activity was deleted meanwhile', async () => {
      const { start } = await nextSlot();
      const idActivity = await activity(t, team, team.member, start, start + HOUR);
      for (const body of [{ request_type: 'DELETE' }, { request_type: 'EDIT', description: 'x' }]) {
        const id = await fileOk(team.member, { ...body, id_timestamp: idActivity });
        await sql(t, `UPDATE activities SET deleted_at = now() WHERE id = $1`, [idActivity]);
        const res = await review(team.manager, id);
        expect([res.status, errorKey(res)]).toEqual([404, 'review_activity_not_found']);
        expect(await requestRow(t, id)).toMatchObject({ reviewed_at: null });
        await withdraw(team.member, id).expect(200);
        await sql(t, `UPDATE activities SET deleted_at = NULL WHERE id = $1`, [idActivity]);
      }
    });

    it('refuses an add that has slipped beyond what the FREE plan keeps', async () => {
      const free = await buildTeam(t, 'FREE');
      await timeNotRequired(t, free);
      const start = now() - 35 * DAY + 60;
      const id = await fileOk(free.member, { request_type: 'ADD', start, end: start + HOUR });
      t.clock.advance(2 * MINUTE * 1000);
      await expectUnchanged(id, await review(free.manager, id));
      expect(await activityCount(free.member.id)).toBe(0);
    });

    it('refuses once the member is gone from the workspace', async () => {
      const leaver = await person(t, team.workspaceId);
      const { start } = await nextSlot();
      await workspaceTime(t, team, leaver, start, start + 2 * HOUR);
      const idCategory = await catalogue(t, team, 'categories');
      const id = await fileOk(leaver, {
        request_type: 'ADD',
        id_category: idCategory,
        start,
        end: start + HOUR,
      });
      await sql(t, `DELETE FROM workspace_members WHERE id_user = $1`, [leaver.id]);
      await expectUnchanged(id, await review(team.manager, id));
    });
  });
});
