import { REQUEST_REASON_MAX } from '@punchcard/shared';
import {
  DAY,
  HOUR,
  MINUTE,
  NIL,
  newActivity,
  newWorkspaceTime,
  newCatalogueItem,
  newProject,
  newTask,
} from './support/factory.js';
import {
  errorKey,
  file,
  fileOk,
  nowSec,
  requestRow,
  type RequestTeam,
  timeNotRequired,
  withdraw,
  requestTeam,
} from './support/activity-requests.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Filing, withdrawing and restoring activity requests (the spec's timestamp requests). */
describe('activity requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const now = () => nowSec(t);

  describe('filing an add', () => {
    let team: RequestTeam;
    /** A closed workspace time of the member, two days back, that adds fit in. */
    let day: { start: number; end: number };
    beforeAll(async () => {
      team = await requestTeam(t);
      const start = now() - 2 * DAY;
      day = { start, end: start + 8 * HOUR };
      await newWorkspaceTime(t, team.workspaceId, team.member.id, day.start, day.end);
    });

    it('answers the spec shape and stores the whole proposal', async () => {
      const idProject = await newProject(t, team.workspaceId, team.superOwner.id);
      const idTask = await newTask(t, team.workspaceId, team.superOwner.id, idProject);
      const idCategory = await newCatalogueItem(t, 'categories', team.workspaceId);
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId);
      const before = now();
      const res = await file(team.member, {
        request_type: 'ADD',
        id_task: idTask,
        id_category: idCategory,
        id_tags: [idTag],
        description: '  Inventory  ',
        start: day.start + HOUR,
        end: day.start + 2 * HOUR,
        reason: '  Forgot the timer  ',
      });
      expect(res.status).toBe(201);
      const body = res.body as { id: string; created_at: number };
      expect(Object.keys(body).sort()).toEqual(['created_at', 'id']);
      expect(body.created_at).toBeGreaterThanOrEqual(before);
      const row = await requestRow(t, body.id);
      expect(row).toMatchObject({
        request_type: 'ADD',
        id_activity: null,
        start_at: new Date((day.start + HOUR) * 1000),
        end_at: new Date((day.start + 2 * HOUR) * 1000),
        // The task brings its project, as for direct entries.
        id_project: idProject,
        id_task: idTask,
        id_category: idCategory,
        tags: [idTag],
        description: 'Inventory',
        reason: 'Forgot the timer',
        reviewed_at: null,
        deleted_at: null,
      });
      expect(row.submitted_at).not.toBeNull();
    });

    it('refuses spans that are missing, backwards, in the future or named with an activity (400 past_activity_invalid)', async () => {
      const start = day.start + 3 * HOUR;
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        day.start,
        day.start + 60,
      );
      for (const body of [
        { start },
        { end: start + 60 },
        { start, end: start },
        { start, end: start - 60 },
        { start: now() - 60, end: now() + 600 },
        { start, end: start + 60, id_timestamp: idActivity },
      ]) {
        const res = await file(team.member, { request_type: 'ADD', ...body });
        expect([res.status, errorKey(res), body]).toEqual([400, 'past_activity_invalid', body]);
      }
    });

    it('needs a reason of 1..REQUEST_REASON_MAX characters after trimming', async () => {
      const span = { request_type: 'ADD', start: day.start + 4 * HOUR, end: day.start + 5 * HOUR };
      for (const reason of [undefined, '', '   ', 'x'.repeat(REQUEST_REASON_MAX + 1), 42]) {
        const res = await team.member.agent
          .post('/v1/activities/requests')
          .send({ ...span, reason });
        expect([res.status, errorKey(res)]).toEqual([400, 'error.bad_request']);
      }
      const longest = await file(team.member, {
        ...span,
        reason: ` ${'x'.repeat(REQUEST_REASON_MAX)} `,
      });
      expect(longest.status).toBe(201);
      await withdraw(team.member, (longest.body as { id: string }).id).expect(200);
    });

    it('refuses unknown fields and request types', async () => {
      const span = { start: day.start + 4 * HOUR, end: day.start + 5 * HOUR };
      const typo = await file(team.member, { request_type: 'ADD', ...span, notes: 'x' });
      expect([typo.status, errorKey(typo)]).toEqual([400, 'error.bad_request']);
      const type = await file(team.member, { request_type: 'MOVE', ...span });
      expect([type.status, errorKey(type)]).toEqual([400, 'error.bad_request']);
    });

    it('checks the details as direct entries do', async () => {
      const span = { request_type: 'ADD', start: day.start + 5 * HOUR, end: day.start + 6 * HOUR };
      const idProject = await newProject(t, team.workspaceId, team.superOwner.id);
      const elsewhere = await newTask(
        t,
        team.workspaceId,
        team.superOwner.id,
        await newProject(t, team.workspaceId, team.superOwner.id),
      );
      const mismatch = await file(team.member, {
        ...span,
        id_project: idProject,
        id_task: elsewhere,
      });
      expect([mismatch.status, errorKey(mismatch)]).toEqual([400, 'details_invalid']);
      const unknown = await file(team.member, { ...span, id_project: NIL });
      expect([unknown.status, errorKey(unknown)]).toEqual([404, 'project_not_found']);
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId);
      await sql(t, `UPDATE tags SET deleted_at = now() WHERE id = $1`, [idTag]);
      const deletedTag = await file(team.member, { ...span, id_tags: [idTag] });
      expect([deletedTag.status, errorKey(deletedTag)]).toEqual([404, 'tag_not_found']);

      await team.superOwner.agent
        .patch('/v1/activities/settings')
        .send({ is_project_required: true })
        .expect(200);
      try {
        const missing = await file(team.member, span);
        expect([missing.status, errorKey(missing)]).toEqual([400, 'details_invalid']);
        const ok = await file(team.member, { ...span, id_project: idProject });
        expect(ok.status).toBe(201);
      } finally {
        await team.superOwner.agent
          .patch('/v1/activities/settings')
          .send({ is_project_required: false })
          .expect(200);
      }
    });

    it('needs a workspace time around it when the workspace requires time (412 workspace_time_required)', async () => {
      const outside = { request_type: 'ADD', start: day.end + HOUR, end: day.end + 2 * HOUR };
      const res = await file(team.member, outside);
      expect([res.status, errorKey(res)]).toEqual([412, 'workspace_time_required']);
      const straddling = { request_type: 'ADD', start: day.end - 60, end: day.end + 60 };
      const partly = await file(team.member, straddling);
      expect([partly.status, errorKey(partly)]).toEqual([412, 'workspace_time_required']);
    });

    it("refuses an overlap with the member's live activities (409 activity_conflict)", async () => {
      const start = day.start + 6 * HOUR;
      await newActivity(t, team.workspaceId, team.member.id, start, start + 30 * MINUTE);
      const res = await file(team.member, {
        request_type: 'ADD',
        start: start + 10 * MINUTE,
        end: start + HOUR,
      });
      expect([res.status, errorKey(res)]).toEqual([409, 'activity_conflict']);
      // Touching spans do not overlap; a deleted activity takes no time.
      await fileOk(team.member, {
        request_type: 'ADD',
        start: start + 30 * MINUTE,
        end: start + HOUR,
      });
      const gone = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start + HOUR,
        start + 2 * HOUR,
        {
          deleted_at: new Date(),
        },
      );
      expect(gone).toBeTruthy();
      await fileOk(team.member, {
        request_type: 'ADD',
        start: start + HOUR,
        end: start + 90 * MINUTE,
      });
    });

    it('works for every role on their own time, outside workspace time when none is required', async () => {
      const relaxed = await requestTeam(t);
      await timeNotRequired(t, relaxed);
      const start = now() - 3 * DAY;
      for (const [i, who] of [
        relaxed.guest,
        relaxed.member,
        relaxed.manager,
        relaxed.owner,
        relaxed.superOwner,
      ].entries()) {
        await fileOk(who, {
          request_type: 'ADD',
          start: start + i * HOUR,
          end: start + i * HOUR + 60,
        });
      }
    });
  });

  describe('filing on the FREE plan', () => {
    it('keeps starts within the 35 days the plan keeps (boundary)', async () => {
      const team = await requestTeam(t, 'FREE');
      await timeNotRequired(t, team);
      const cutoff = now() - 35 * DAY;
      const early = await file(team.member, {
        request_type: 'ADD',
        start: cutoff - 60,
        end: cutoff + 600,
      });
      expect([early.status, errorKey(early)]).toEqual([400, 'past_activity_invalid']);
      await fileOk(team.member, { request_type: 'ADD', start: cutoff + 60, end: cutoff + 600 });

      // Nor can an edit move an activity before it, and an activity beyond it is gone.
      const kept = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        cutoff + HOUR,
        cutoff + 2 * HOUR,
      );
      const moved = await file(team.member, {
        request_type: 'EDIT',
        id_timestamp: kept,
        start: cutoff - 60,
      });
      expect([moved.status, errorKey(moved)]).toEqual([400, 'update_invalid']);
      const old = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        cutoff - 2 * HOUR,
        cutoff - HOUR,
      );
      const forgotten = await file(team.member, { request_type: 'DELETE', id_timestamp: old });
      expect([forgotten.status, errorKey(forgotten)]).toEqual([404, 'activity_not_found']);
    });
  });
});
