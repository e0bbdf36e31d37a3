import {
  newWorkspace,
  type Owner,
  DAY,
  HOUR,
  NIL,
  nowSeconds,
  type Person,
  newMember,
  newWorkspaceTime,
  newBreak,
} from './support/factory.js';
import { setPlan, sql } from './support/db.js';
import {
  review,
  timesOf,
  fileTime,
  REQUESTS,
  reviewedWorkspace,
  storedRequest,
  withdraw,
  fileTimeAdd,
} from './support/span-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Workspace time requests: filing, drafts, review with approval, withdrawal and restore. */
describe('workspace time requests', () => {
  let t: TestApp;
  let team: Owner;
  let manager: Person;
  let ws: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ team, ws, manager } = await reviewedWorkspace(t, 'Request team'));
  });
  afterAll(() => t.close());

  const now = () => nowSeconds(t);
  const member = () => newMember(t, ws);

  describe('review', () => {
    it('needs MANAGE_WORKSPACE_TIME_MODIFICATION and never decides their own, but for the super owner', async () => {
      const me = await member();
      const colleague = await member();
      const n = now();
      const mine = await fileTimeAdd(me, n - 3 * HOUR, n - 2 * HOUR);
      const denied = await review(colleague.agent, mine.id, true).expect(403);
      expect(denied.body).toMatchObject({ error_key: 'error.forbidden' });
      await review(me.agent, mine.id, true).expect(403);

      const boss = await newMember(t, ws, 'Manager');
      const own = await fileTimeAdd(boss, n - 3 * HOUR, n - 2 * HOUR);
      const self = await review(boss.agent, own.id, true).expect(403);
      expect(self.body).toMatchObject({ error_key: 'error.forbidden' });
      await review(team.agent, own.id, true).expect(200);

      const top = await fileTimeAdd(team, n - 30 * DAY, n - 30 * DAY + HOUR);
      await review(team.agent, top.id, true).expect(200);
    });

    it('approving an add inserts the workspace time', async () => {
      const me = await member();
      const n = now();
      const request = await fileTimeAdd(me, n - 3 * HOUR, n - 2 * HOUR);
      const res = await review(manager.agent, request.id, true).expect(200);
      expect(res.body).toMatchObject({
        id: request.id,
        status: 'approved',
        is_approved: true,
        reviewed_by: manager.id,
        reviewed_at: expect.any(Number) as number,
      });
      const times = await timesOf(t, me.agent);
      expect(times).toEqual([
        expect.objectContaining({
          start: n - 3 * HOUR,
          end: n - 2 * HOUR,
          added_at: expect.any(Number) as number,
        }),
      ]);
    });

    it('approving an edit moves it; a running one only gets its new start', async () => {
      const me = await member();
      const closed = await newWorkspaceTime(t, ws, me.id, { ago: 10 * HOUR }, { ago: 9 * HOUR });
      const running = await newWorkspaceTime(t, ws, me.id, { ago: HOUR }, null);
      const n = now();
      for (const body of [
        { id_workspace_time: closed, start: n - 10.5 * HOUR, end: n - 8.5 * HOUR },
        { id_workspace_time: running, start: n - 2 * HOUR },
      ]) {
        const request = await fileTime(me, { request_type: 'EDIT', ...body });
        await review(manager.agent, request.id, true).expect(200);
      }
      const byId = new Map((await timesOf(t, me.agent)).map((time) => [time.id, time]));
      expect(byId.get(closed)).toMatchObject({
        start: n - 10.5 * HOUR,
        end: n - 8.5 * HOUR,
        edited_at: expect.any(Number) as number,
      });
      expect(byId.get(running)).toMatchObject({ start: n - 2 * HOUR, end: null });
    });

    it('a running target stopped since keeps its end; one the new start no longer fits is 409', async () => {
      const me = await member();
      const fits = await newWorkspaceTime(t, ws, me.id, { ago: HOUR }, null);
      const n = now();
      const early = await fileTime(me, {
        request_type: 'EDIT',
        id_workspace_time: fits,
        start: n - 2 * HOUR,
      });
      await sql(t, `UPDATE workspace_times SET end_at = $2 WHERE id = $1`, [
        fits,
        new Date((n - 600) * 1000),
      ]);
      await review(manager.agent, early.id, true).expect(200);
      expect((await timesOf(t, me.agent)).find((time) => time.id === fits)).toMatchObject({
        start: n - 2 * HOUR,
        end: n - 600,
      });

      const later = await member();
      const misfit = await newWorkspaceTime(t, ws, later.id, { ago: 3 * HOUR }, null);
      const late = await fileTime(later, {
        request_type: 'EDIT',
        id_workspace_time: misfit,
        start: n - HOUR,
      });
      await sql(t, `UPDATE workspace_times SET end_at = $2 WHERE id = $1`, [
        misfit,
        new Date((n - 2 * HOUR) * 1000),
      ]);
      const res = await review(manager.agent, late.id, true).expect(409);
      expect(res.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });
      expect((await storedRequest(t, late.id))?.reviewed_at).toBeNull();
    });

    it('approving a delete removes the workspace time with its breaks', async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 3 * HOUR });
      const pause = await newBreak(t, time, { ago: 4 * HOUR }, { ago: 3.5 * HOUR });
      const request = await fileTime(me, { request_type: 'DELETE', id_workspace_time: time });
      await review(manager.agent, request.id, true).expect(200);
      expect(await timesOf(t, me.agent)).toEqual([]);
      const [row] = await sql<{ deleted: boolean }>(
        t,
        `SELECT deleted_at IS NOT NULL AS deleted FROM breaks WHERE id = $1`,
        [pause],
      );
      expect(row?.deleted).toBe(true);
    });

    it('rejecting only marks the request', async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 3 * HOUR });
      const n = now();
      const before = await timesOf(t, me.agent);
      for (const body of [
        { request_type: 'EDIT', id_workspace_time: time, start: n - 6 * HOUR, end: n - 2 * HOUR },
        { request_type: 'ADD', start: n - 2 * HOUR, end: n - HOUR },
      ]) {
        const request = await fileTime(me, body);
        const res = await review(manager.agent, request.id, false).expect(200);
        expect(res.body).toMatchObject({
          status: 'rejected',
          is_approved: false,
          reviewed_by: manager.id,
        });
      }
      expect(await timesOf(t, me.agent)).toEqual(before);
    });

    it('a draft is reviewed only once filled in, which submits it', async () => {
      const me = await member();
      const other = await member();
      await newWorkspaceTime(t, ws, me.id, { ago: 2 * HOUR }, { ago: HOUR });
      const n = now();
      const draft = await fileTime(me, { request_type: 'ADD', start: n - 5 * HOUR });
      const early = await review(manager.agent, draft.id, true).expect(409);
      expect(early.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });

      const fill = (who: Person, body: object, path = REQUESTS) =>
        who.agent.patch(path).send({ id_request: draft.id, ...body });
      for (const [who, path, key] of [
        [other, REQUESTS, 'review_workspace_time_not_found'],
        [me, `${REQUESTS}/break`, 'review_break_not_found'],
      ] as const) {
        const res = await fill(who, { end: n - 4 * HOUR }, path).expect(404);
        expect(res.body).toMatchObject({ error_key: key });
      }
      const backwards = await fill(me, { end: n - 6 * HOUR }).expect(400);
      expect(backwards.body).toMatchObject({ error_key: 'error.bad_request' });
      const overlapping = await fill(me, { end: n - 1.5 * HOUR }).expect(409);
      expect(overlapping.body).toMatchObject({ error_key: 'add_conflict' });

      const res = await fill(me, { start: n - 5.5 * HOUR, end: n - 4 * HOUR }).expect(200);
      expect(res.body).toMatchObject({
        status: 'pending',
        is_draft: false,
        start: n - 5.5 * HOUR,
        end: n - 4 * HOUR,
        submitted_at: expect.any(Number) as number,
      });
      const again = await fill(me, { end: n - 3 * HOUR }).expect(404);
      expect(again.body).toMatchObject({ error_key: 'review_workspace_time_not_found' });
      await review(manager.agent, draft.id, true).expect(200);
      expect((await timesOf(t, me.agent)).map((time) => [time.start, time.end])).toEqual([
        [n - 5.5 * HOUR, n - 4 * HOUR],
        [n - 2 * HOUR, n - HOUR],
      ]);
    });

    it('answers 404 for unknown, foreign, withdrawn or other-kind requests and 409 once reviewed', async () => {
      const me = await member();
      const elsewhere = await newWorkspace(t, { name: 'Other team' });
      const n = now();
      const foreign = await fileTimeAdd(elsewhere, n - 3 * HOUR, n - 2 * HOUR);
      const withdrawn = await fileTimeAdd(me, n - 3 * HOUR, n - 2 * HOUR);
      await withdraw(me, withdrawn.id).expect(200);
      for (const id of [NIL, foreign.id, withdrawn.id]) {
        const res = await review(manager.agent, id, true).expect(404);
        expect(res.body).toMatchObject({ error_key: 'review_workspace_time_not_found' });
      }
      const request = await fileTimeAdd(me, n - 5 * HOUR, n - 4 * HOUR);
      const wrongKind = await review(manager.agent, request.id, true, false).expect(404);
      expect(wrongKind.body).toMatchObject({ error_key: 'review_break_not_found' });
      await manager.agent
        .patch(`${REQUESTS}/${request.id}`)
        .send({ is_approved: true })
        .expect(400);
      await review(manager.agent, request.id, false).expect(200);
      for (const approved of [true, false]) {
        const res = await review(manager.agent, request.id, approved).expect(409);
        expect(res.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });
      }
    });

    it('an approval that no longer fits changes nothing (409); a target gone is 404', async () => {
      const me = await member();
      const n = now();
      const add = await fileTimeAdd(me, n - 5 * HOUR, n - 4 * HOUR);
      await newWorkspaceTime(t, ws, me.id, { ago: 4.5 * HOUR }, { ago: 3 * HOUR });
      const clash = await review(manager.agent, add.id, true).expect(409);
      expect(clash.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });
      expect((await storedRequest(t, add.id))?.reviewed_at).toBeNull();

      // Only someone's latest workspace time can run on.
      const again = await member();
      const reopened = await newWorkspaceTime(
        t,
        ws,
        again.id,
        { ago: 8 * HOUR },
        { ago: 7 * HOUR },
      );
      const edit = await fileTime(again, {
        request_type: 'EDIT',
        id_workspace_time: reopened,
        start: n - 8 * HOUR,
        end: n - 6 * HOUR,
      });
      await sql(t, `UPDATE workspace_times SET end_at = NULL WHERE id = $1`, [reopened]);
      const running = await review(manager.agent, edit.id, true).expect(409);
      expect(running.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });

      const doomed = await newWorkspaceTime(t, ws, me.id, { ago: 12 * HOUR }, { ago: 11 * HOUR });
      const deletion = await fileTime(me, { request_type: 'DELETE', id_workspace_time: doomed });
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [doomed]);
      const gone = await review(manager.agent, deletion.id, true).expect(404);
      expect(gone.body).toMatchObject({ error_key: 'review_workspace_time_not_found' });
      expect((await storedRequest(t, deletion.id))?.reviewed_at).toBeNull();
      // Rejecting needs no target.
      await review(manager.agent, deletion.id, false).expect(200);
    });

    it('with approval required, members change past time only through requests', async () => {
      const locked = await newWorkspace(t, { name: 'Locked team' });
      await setPlan(t, locked.workspaceId, 'BASIC');
      await sql(t, `UPDATE workspaces SET is_approval_required = true WHERE id = $1`, [
        locked.workspaceId,
      ]);
      const me = await newMember(t, locked.workspaceId);
      const boss = await newMember(t, locked.workspaceId, 'Manager');
      const n = now();
      const span = { start: n - 3 * HOUR, end: n - 2 * HOUR };
      const direct = await me.agent.put('/v1/workspaces/timestamps').send(span).expect(403);
      expect(direct.body).toMatchObject({ error_key: 'time_modification_not_allowed' });
      const request = await fileTime(me, { request_type: 'ADD', ...span });
      await review(boss.agent, request.id, true).expect(200);
      expect((await timesOf(t, me.agent)).map((time) => [time.start, time.end])).toEqual([
        [span.start, span.end],
      ]);
    });
  });
});
