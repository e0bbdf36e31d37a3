import { randomUUID } from 'node:crypto';
import type { Activity, TimeRequest } from '@punchcard/shared';
import {
  DAY,
  HOUR,
  MINUTE,
  newActivity,
  newWorkspaceTime,
  newCatalogueItem,
  newProject,
  newTask,
  newLink,
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
  const find = (list: Activity[], start: number) => list.find((a) => a.start === start);

  describe('approval applies the change', () => {
    let team: RequestTeam;
    let day: { start: number; end: number; id: string };
    beforeAll(async () => {
      team = await requestTeam(t);
      const start = now() - 3 * DAY;
      day = { start, end: start + 10 * HOUR, id: '' };
      day.id = await newWorkspaceTime(t, team.workspaceId, team.member.id, day.start, day.end);
    });

    it('adds the activity with its details and tags, linked to its workspace time', async () => {
      const idProject = await newProject(t, team.workspaceId, team.superOwner.id);
      const idTask = await newTask(t, team.workspaceId, team.superOwner.id, idProject);
      const idCategory = await newCatalogueItem(t, 'categories', team.workspaceId);
      const tags = [
        await newCatalogueItem(t, 'tags', team.workspaceId),
        await newCatalogueItem(t, 'tags', team.workspaceId),
      ].sort();
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
      const oldTag = await newCatalogueItem(t, 'tags', team.workspaceId);
      const newTag = await newCatalogueItem(t, 'tags', team.workspaceId);
      const idCategory = await newCatalogueItem(t, 'categories', team.workspaceId);
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + 30 * MINUTE,
        {
          description: 'Draft',
          id_workspace_time: day.id,
        },
      );
      await newLink(t, 'activity_tags', { id_activity: idActivity, id_tag: oldTag });
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
      const running = await requestTeam(t);
      await timeNotRequired(t, running);
      const idActivity = await newActivity(
        t,
        running.workspaceId,
        running.member.id,
        now() - HOUR,
        null,
      );
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
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + HOUR,
      );
      const id = await fileOk(team.member, { request_type: 'DELETE', id_timestamp: idActivity });
      await review(team.superOwner, id).expect(200);
      expect((await activities(t, team.member)).map((a) => a.id)).not.toContain(idActivity);
    });

    it('rejection only marks the request', async () => {
      const start = day.start + 7 * HOUR;
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + HOUR,
        {
          description: 'Keep',
        },
      );
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
    let team: RequestTeam;
    let base: number;
    beforeAll(async () => {
      team = await requestTeam(t);
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

    it('on FREE, without the permissions feature, the default map decides who reviews', async () => {
      const free = await requestTeam(t, 'FREE');
      await timeNotRequired(t, free);
      const start = now() - 2 * DAY;
      const id = await fileOk(free.member, { request_type: 'ADD', start, end: start + 60 });
      for (const who of [free.member, free.other]) {
        const res = await review(who, id);
        expect([res.status, errorKey(res)]).toEqual([403, 'error.forbidden']);
      }
      await review(free.manager, id).expect(200);
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
      const elsewhere = await requestTeam(t);
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
      const idTask = await newTask(t, team.workspaceId, team.superOwner.id, null, {
        is_personal: true,
        id_user: team.member.id,
      });
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
});
