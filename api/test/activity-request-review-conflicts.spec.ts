import {
  DAY,
  HOUR,
  MINUTE,
  newActivity,
  newWorkspaceTime,
  newCatalogueItem,
  newProject,
  newMember,
} from './support/factory.js';
import {
  activities,
  errorKey,
  fileOk,
  nowSec,
  requestRow,
  review,
  type RequestTeam,
  timeNotRequired,
  withdraw,
  requestTeam,
} from './support/activity-requests.js';
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
  async function activityCount(idUser: string): Promise<number> {
    const [row] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM activities WHERE id_user = $1 AND deleted_at IS NULL`,
      [idUser],
    );
    return Number(row?.n);
  }

  describe('approval that no longer fits changes nothing', () => {
    let team: RequestTeam;
    let base: number;
    beforeAll(async () => {
      team = await requestTeam(t);
      base = now() - 6 * DAY;
    });
    let slot = 0;
    /** A fresh two-hour slot inside a workspace time of the member. */
    const nextSlot = async () => {
      slot += 1;
      const start = base + slot * 3 * HOUR;
      const idTime = await newWorkspaceTime(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + 2 * HOUR,
      );
      return { start, idTime };
    };

    async function expectUnchanged(id: string, res: { status: number; body: unknown }) {
      expect([res.status, errorKey(res)]).toEqual([409, 'review_activity_conflict']);
      expect(await requestRow(t, id)).toMatchObject({ reviewed_at: null, is_approved: null });
    }

    it('refuses when the project was deleted meanwhile (409)', async () => {
      const { start } = await nextSlot();
      const idProject = await newProject(t, team.workspaceId, team.superOwner.id);
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
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + HOUR,
        {
          id_workspace_time: idTime,
        },
      );
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId);
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
      await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start + 30 * MINUTE,
        start + 90 * MINUTE,
      );
      const before = await activityCount(team.member.id);
      await expectUnchanged(id, await review(team.manager, id));
      expect(await activityCount(team.member.id)).toBe(before);
    });

    it('refuses an edit whose activity now runs into the next one', async () => {
      const { start, idTime } = await nextSlot();
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + 30 * MINUTE,
        {
          id_workspace_time: idTime,
        },
      );
      const id = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        end: start + HOUR,
      });
      await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start + 45 * MINUTE,
        start + 50 * MINUTE,
      );
      await expectUnchanged(id, await review(team.manager, id));
    });

    it('answers 404 review_activity_not_found when the activity was deleted meanwhile', async () => {
      const { start } = await nextSlot();
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + HOUR,
      );
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
      const free = await requestTeam(t, 'FREE');
      await timeNotRequired(t, free);
      const start = now() - 35 * DAY + 60;
      const id = await fileOk(free.member, { request_type: 'ADD', start, end: start + HOUR });
      t.clock.advance(2 * MINUTE * 1000);
      await expectUnchanged(id, await review(free.manager, id));
      expect(await activityCount(free.member.id)).toBe(0);
    });

    it('refuses once the member is gone from the workspace', async () => {
      const leaver = await newMember(t, team.workspaceId);
      const { start } = await nextSlot();
      await newWorkspaceTime(t, team.workspaceId, leaver.id, start, start + 2 * HOUR);
      const idCategory = await newCatalogueItem(t, 'categories', team.workspaceId);
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
