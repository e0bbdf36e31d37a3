import { randomUUID } from 'node:crypto';
import { type TimeRequest } from '@punchcard/shared';
import {
  DAY,
  HOUR,
  MINUTE,
  newActivity,
  newCatalogueItem,
  newProject,
  newLink,
} from './support/factory.js';
import {
  errorKey,
  file,
  fileOk,
  nowSec,
  requestRow,
  restore,
  review,
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

  describe('filing an edit or a delete', () => {
    let team: RequestTeam;
    let base: number;
    beforeAll(async () => {
      team = await requestTeam(t);
      await timeNotRequired(t, team);
      base = now() - 5 * DAY;
    });

    it('stores the full proposed state: fields left out keep their current values', async () => {
      const idProject = await newProject(t, team.workspaceId, team.superOwner.id);
      const idTag = await newCatalogueItem(t, 'tags', team.workspaceId);
      const idActivity = await newActivity(t, team.workspaceId, team.member.id, base, base + HOUR, {
        id_project: idProject,
        description: 'Baking',
      });
      await newLink(t, 'activity_tags', { id_activity: idActivity, id_tag: idTag });
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
      const others = await newActivity(
        t,
        team.workspaceId,
        team.other.id,
        base + 2 * HOUR,
        base + 3 * HOUR,
      );
      const deleted = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        base + 2 * HOUR,
        base + 3 * HOUR,
        {
          deleted_at: new Date(),
        },
      );
      const elsewhere = await requestTeam(t);
      const foreign = await newActivity(
        t,
        elsewhere.workspaceId,
        elsewhere.member.id,
        base,
        base + HOUR,
      );
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
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + HOUR,
        {
          description: 'Same',
        },
      );
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
      const idRunning = await newActivity(t, team.workspaceId, team.member.id, now() - HOUR, null);
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
      const first = await newActivity(t, team.workspaceId, team.member.id, start, start + HOUR);
      await newActivity(t, team.workspaceId, team.member.id, start + 2 * HOUR, start + 3 * HOUR);
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
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        start,
        start + HOUR,
      );
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
      const locked = await requestTeam(t);
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
    let team: RequestTeam;
    let base: number;
    beforeAll(async () => {
      team = await requestTeam(t);
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
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        base + 6 * HOUR,
        base + 7 * HOUR,
      );
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
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        team.member.id,
        base + 8 * HOUR,
        base + 9 * HOUR,
      );
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
