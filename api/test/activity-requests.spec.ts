import { randomUUID } from 'node:crypto';
import { REQUEST_REASON_MAX, type TimeRequest } from '@punchcard/shared';
import {
  activity,
  buildTeam,
  catalogue,
  DAY,
  errorKey,
  file,
  fileOk,
  HOUR,
  MINUTE,
  NIL,
  nowSec,
  project,
  requestRow,
  restore,
  review,
  task,
  type Team,
  timeNotRequired,
  withdraw,
  workspaceTime,
} from './support/activity-request-fixtures.js';
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
    let team: Team;
    /** A closed workspace time of the member, two days back, that adds fit in. */
    let day: { start: number; end: number };
    beforeAll(async () => {
      team = await buildTeam(t);
      const start = now() - 2 * DAY;
      day = { start, end: start + 8 * HOUR };
      await workspaceTime(t, team, team.member, day.start, day.end);
    });

    it('answers the spec shape and stores the whole proposal', async () => {
      const idProject = await project(t, team);
      const idTask = await task(t, team, idProject);
      const idCategory = await catalogue(t, team, 'categories');
      const idTag = await catalogue(t, team, 'tags');
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
      const idActivity = await activity(t, team, team.member, day.start, day.start + 60);
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
      const idProject = await project(t, team);
      const elsewhere = await task(t, team, await project(t, team));
      const mismatch = await file(team.member, {
        ...span,
        id_project: idProject,
        id_task: elsewhere,
      });
      expect([mismatch.status, errorKey(mismatch)]).toEqual([400, 'details_invalid']);
      const unknown = await file(team.member, { ...span, id_project: NIL });
      expect([unknown.status, errorKey(unknown)]).toEqual([404, 'project_not_found']);
      const idTag = await catalogue(t, team, 'tags');
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
      await activity(t, team, team.member, start, start + 30 * MINUTE);
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
      const gone = await activity(t, team, team.member, start + HOUR, start + 2 * HOUR, {
        deleted_at: new Date(),
      });
      expect(gone).toBeTruthy();
      await fileOk(team.member, {
        request_type: 'ADD',
        start: start + HOUR,
        end: start + 90 * MINUTE,
      });
    });

    it('works for every role on their own time, outside workspace time when none is required', async () => {
      const relaxed = await buildTeam(t);
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
      const team = await buildTeam(t, 'FREE');
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
      const kept = await activity(t, team, team.member, cutoff + HOUR, cutoff + 2 * HOUR);
      const moved = await file(team.member, {
        request_type: 'EDIT',
        id_timestamp: kept,
        start: cutoff - 60,
      });
      expect([moved.status, errorKey(moved)]).toEqual([400, 'update_invalid']);
      const old = await activity(t, team, team.member, cutoff - 2 * HOUR, cutoff - HOUR);
      const forgotten = await file(team.member, { request_type: 'DELETE', id_timestamp: old });
      expect([forgotten.status, errorKey(forgotten)]).toEqual([404, 'activity_not_found']);
    });
  });

  describe('filing an edit or a delete', () => {
    let team: Team;
    let base: number;
    beforeAll(async () => {
      team = await buildTeam(t);
      await timeNotRequired(t, team);
      base = now() - 5 * DAY;
    });

    it('stores the full proposed state: fields left out keep their current values', async () => {
      const idProject = await project(t, team);
      const idTag = await catalogue(t, team, 'tags');
      const idActivity = await activity(t, team, team.member, base, base + HOUR, {
        id_project: idProject,
        description: 'Baking',
      });
      await sql(t, `INSERT INTO activity_tags (id_activity, id_tag) VALUES ($1, $2)`, [
        idActivity,
        idTag,
      ]);
      const id = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        end: base + 2 * HOUR,
      });
      expect(await requestRow(t, id)).toMatchObject({
        request_type: 'EDIT',
        id_activity: idActivity,
        start_at: new Date(base * 1000),
        end_at: new Date((base + 2 * HOUR) * 1000),
        id_project: idProject,
        tags: [idTag],
        description: 'Baking',
      });
      // One open request per activity.
      const second = await file(team.member, { request_type: 'DELETE', id_timestamp: idActivity });
      expect([second.status, errorKey(second)]).toEqual([409, 'activity_conflict_or_pending']);
      const third = await file(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        description: 'x',
      });
      expect([third.status, errorKey(third)]).toEqual([409, 'activity_conflict_or_pending']);
      // Once withdrawn, another may be filed.
      await withdraw(team.member, id).expect(200);
      await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        description: null,
        id_tags: [],
      });
    });

    it('refuses edits that name no live activity of the member (404 activity_not_found)', async () => {
      const others = await activity(t, team, team.other, base + 2 * HOUR, base + 3 * HOUR);
      const deleted = await activity(t, team, team.member, base + 2 * HOUR, base + 3 * HOUR, {
        deleted_at: new Date(),
      });
      const elsewhere = await buildTeam(t);
      const foreign = await activity(t, elsewhere, elsewhere.member, base, base + HOUR);
      for (const id of [others, deleted, foreign, randomUUID()]) {
        for (const type of ['EDIT', 'DELETE']) {
          const body = type === 'EDIT' ? { description: 'x' } : {};
          const res = await file(team.member, { request_type: type, id_timestamp: id, ...body });
          expect([res.status, errorKey(res)]).toEqual([404, 'activity_not_found']);
        }
      }
      const missing = await file(team.member, { request_type: 'EDIT', description: 'x' });
      expect([missing.status, errorKey(missing)]).toEqual([400, 'update_invalid']);
    });

    it('refuses edits that change nothing or break the span rules (400 update_invalid)', async () => {
      const start = base + 4 * HOUR;
      const idActivity = await activity(t, team, team.member, start, start + HOUR, {
        description: 'Same',
      });
      for (const body of [
        {},
        { start, end: start + HOUR, description: '  Same ' },
        { end: start },
        { start: start + 2 * HOUR },
        { end: now() + 60 },
      ]) {
        const res = await file(team.member, {
          request_type: 'EDIT',
          id_timestamp: idActivity,
          ...body,
        });
        expect([res.status, errorKey(res), body]).toEqual([400, 'update_invalid', body]);
      }
    });

    it('lets a running activity move its start but take no end', async () => {
      const idRunning = await activity(t, team, team.member, now() - HOUR, null);
      const ended = await file(team.member, {
        request_type: 'EDIT',
        id_timestamp: idRunning,
        end: now() - 60,
      });
      expect([ended.status, errorKey(ended)]).toEqual([400, 'update_invalid']);
      const id = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idRunning,
        start: now() - 2 * HOUR,
      });
      expect(await requestRow(t, id)).toMatchObject({ end_at: null });
      await withdraw(team.member, id).expect(200);
      const deleting = await file(team.member, { request_type: 'DELETE', id_timestamp: idRunning });
      expect([deleting.status, errorKey(deleting)]).toEqual([400, 'delete_invalid']);
      await sql(t, `UPDATE activities SET deleted_at = now() WHERE id = $1`, [idRunning]);
    });

    it('refuses an edit overlapping another activity (409 activity_conflict_or_pending)', async () => {
      const start = base + 6 * HOUR;
      const first = await activity(t, team, team.member, start, start + HOUR);
      await activity(t, team, team.member, start + 2 * HOUR, start + 3 * HOUR);
      const res = await file(team.member, {
        request_type: 'EDIT',
        id_timestamp: first,
        end: start + 2 * HOUR + 60,
      });
      expect([res.status, errorKey(res)]).toEqual([409, 'activity_conflict_or_pending']);
      // Overlapping only its own current span is fine.
      await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: first,
        start: start + 30 * MINUTE,
        end: start + 2 * HOUR,
      });
    });

    it('takes nothing but the activity for a delete (400 delete_invalid)', async () => {
      const start = base + 10 * HOUR;
      const idActivity = await activity(t, team, team.member, start, start + HOUR);
      for (const extra of [
        { start },
        { end: start + 60 },
        { description: 'x' },
        { id_tags: [] },
        { id_project: null },
      ]) {
        const res = await file(team.member, {
          request_type: 'DELETE',
          id_timestamp: idActivity,
          ...extra,
        });
        expect([res.status, errorKey(res), extra]).toEqual([400, 'delete_invalid', extra]);
      }
      const missing = await file(team.member, { request_type: 'DELETE' });
      expect([missing.status, errorKey(missing)]).toEqual([400, 'delete_invalid']);
      const id = await fileOk(team.member, { request_type: 'DELETE', id_timestamp: idActivity });
      expect(await requestRow(t, id)).toMatchObject({
        start_at: null,
        end_at: null,
        id_activity: idActivity,
      });
    });

    it('is the way through when the workspace requires approval', async () => {
      const locked = await buildTeam(t);
      await timeNotRequired(t, locked);
      await locked.superOwner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
      const start = now() - 2 * DAY;
      const direct = await locked.member.agent
        .post('/v1/activities')
        .send({ start, end: start + HOUR });
      expect([direct.status, errorKey(direct)]).toEqual([403, 'time_modification_not_allowed']);
      const id = await fileOk(locked.member, { request_type: 'ADD', start, end: start + HOUR });
      const approved = await review(locked.manager, id).expect(200);
      expect((approved.body as TimeRequest).status).toBe('approved');
      const [row] = await sql<{ n: string }>(
        t,
        `SELECT count(*) AS n FROM activities WHERE id_user = $1 AND start_at = to_timestamp($2)`,
        [locked.member.id, start],
      );
      expect(row?.n).toBe('1');
    });
  });

  describe('withdrawing and restoring', () => {
    let team: Team;
    let base: number;
    beforeAll(async () => {
      team = await buildTeam(t);
      await timeNotRequired(t, team);
      base = now() - 7 * DAY;
    });

    it('withdraws an open request of the caller and restores it to review', async () => {
      const id = await fileOk(team.member, { request_type: 'ADD', start: base, end: base + HOUR });
      const withdrawn = await withdraw(team.member, id).expect(200);
      const body = withdrawn.body as TimeRequest;
      expect(body).toMatchObject({
        id,
        kind: 'activity',
        status: 'withdrawn',
        request_type: 'ADD',
      });
      expect(body.deleted_at).toEqual(expect.any(Number));
      const again = await withdraw(team.member, id);
      expect([again.status, errorKey(again)]).toEqual([404, 'delete_not_found']);

      const restored = await restore(team.member, id).expect(200);
      expect(restored.body as TimeRequest).toMatchObject({
        id,
        status: 'pending',
        deleted_at: null,
      });
      const twice = await restore(team.member, id);
      expect([twice.status, errorKey(twice)]).toEqual([404, 'delete_not_found']);
    });

    it("answers 404 delete_not_found for other members' and unknown requests", async () => {
      const id = await fileOk(team.member, {
        request_type: 'ADD',
        start: base + 2 * HOUR,
        end: base + 3 * HOUR,
      });
      for (const who of [team.other, team.manager, team.superOwner]) {
        const res = await withdraw(who, id);
        expect([res.status, errorKey(res)]).toEqual([404, 'delete_not_found']);
      }
      const unknown = await withdraw(team.member, randomUUID());
      expect([unknown.status, errorKey(unknown)]).toEqual([404, 'delete_not_found']);
      await withdraw(team.member, 'not-a-uuid').expect(400);
      await withdraw(team.member, id).expect(200);
      for (const who of [team.other, team.manager]) {
        const res = await restore(who, id);
        expect([res.status, errorKey(res)]).toEqual([404, 'delete_not_found']);
      }
      const unknownRestore = await restore(team.member, randomUUID());
      expect([unknownRestore.status, errorKey(unknownRestore)]).toEqual([404, 'delete_not_found']);
      await restore(team.member, 'not-a-uuid').expect(400);
    });

    it('answers 412 delete_something_wrong for a request reviewed meanwhile', async () => {
      const id = await fileOk(team.member, {
        request_type: 'ADD',
        start: base + 4 * HOUR,
        end: base + 5 * HOUR,
      });
      await review(team.manager, id, false).expect(200);
      const res = await withdraw(team.member, id);
      expect([res.status, errorKey(res)]).toEqual([412, 'delete_something_wrong']);
      const back = await restore(team.member, id);
      expect([back.status, errorKey(back)]).toEqual([404, 'delete_not_found']);
    });

    it('refuses a restore while the activity has a newer open request (409 activity_conflict_or_pending)', async () => {
      const idActivity = await activity(t, team, team.member, base + 6 * HOUR, base + 7 * HOUR);
      const first = await fileOk(team.member, { request_type: 'DELETE', id_timestamp: idActivity });
      await withdraw(team.member, first).expect(200);
      const newer = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        description: 'Late',
      });
      const res = await restore(team.member, first);
      expect([res.status, errorKey(res)]).toEqual([409, 'activity_conflict_or_pending']);
      expect((await requestRow(t, first)).deleted_at).not.toBeNull();
      await withdraw(team.member, newer).expect(200);
      await restore(team.member, first).expect(200);
    });

    it('refuses a restore once the activity is gone (404 activity_not_found)', async () => {
      const idActivity = await activity(t, team, team.member, base + 8 * HOUR, base + 9 * HOUR);
      const id = await fileOk(team.member, {
        request_type: 'EDIT',
        id_timestamp: idActivity,
        description: 'x',
      });
      await withdraw(team.member, id).expect(200);
      await sql(t, `UPDATE activities SET deleted_at = now() WHERE id = $1`, [idActivity]);
      const res = await restore(team.member, id);
      expect([res.status, errorKey(res)]).toEqual([404, 'activity_not_found']);
      expect((await requestRow(t, id)).deleted_at).not.toBeNull();
    });
  });
});
