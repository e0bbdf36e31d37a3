import type { Break } from '@punchcard/shared';
import {
  HOUR,
  nowSeconds,
  type Person,
  newMember,
  newWorkspaceTime,
  newBreak,
} from './support/factory.js';
import { sql } from './support/db.js';
import {
  review,
  timesOf,
  BREAKS,
  fileBreak,
  reviewedWorkspace,
  fileBreakAdd,
} from './support/span-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Break requests: filing inside the member's own workspace time, drafts, review, withdrawal. */
describe('break requests', () => {
  let t: TestApp;
  let ws: string;
  let manager: Person;
  beforeAll(async () => {
    t = await startTestApp();
    ({ ws, manager } = await reviewedWorkspace(t, 'Break request team'));
  });
  afterAll(() => t.close());

  const now = () => nowSeconds(t);
  const member = () => newMember(t, ws);
  const approve = (id: string) => review(manager.agent, id, true, false);
  const breaksOf = async (who: Person, idWorkspaceTime: string): Promise<Break[]> =>
    (await timesOf(t, who.agent)).find((time) => time.id === idWorkspaceTime)?.breaks ?? [];
  const spans = (breaks: Break[]) => breaks.map((b) => [b.start, b.end]);

  describe('review', () => {
    it('approving applies an add, an edit and a delete; rejecting changes nothing', async () => {
      const me = await member();
      // One reading of the clock for the spans and the expectations (a second may pass between).
      const n = now();
      const time = await newWorkspaceTime(t, ws, me.id, n - 8 * HOUR, n - 2 * HOUR);
      const moved = await newBreak(t, time, n - 7 * HOUR, n - 6.5 * HOUR);
      const removed = await newBreak(t, time, n - 5 * HOUR, n - 4.5 * HOUR);
      const kept = await fileBreak(me, {
        request_type: 'EDIT',
        id_break_time: removed,
        start: n - 5.5 * HOUR,
        end: n - 4.5 * HOUR,
      });
      const rejected = await review(manager.agent, kept.id, false, false).expect(200);
      expect(rejected.body).toMatchObject({ status: 'rejected' });
      expect(spans(await breaksOf(me, time))).toEqual([
        [n - 7 * HOUR, n - 6.5 * HOUR],
        [n - 5 * HOUR, n - 4.5 * HOUR],
      ]);

      for (const body of [
        { request_type: 'ADD', id_workspace_time: time, start: n - 3 * HOUR, end: n - 2.5 * HOUR },
        { request_type: 'EDIT', id_break_time: moved, start: n - 7.5 * HOUR, end: n - 6 * HOUR },
        { request_type: 'DELETE', id_workspace_time: time, id_break_time: removed },
      ]) {
        const request = await fileBreak(me, body);
        const res = await approve(request.id).expect(200);
        expect(res.body).toMatchObject({ status: 'approved', reviewed_by: manager.id });
      }
      const breaks = await breaksOf(me, time);
      expect(spans(breaks)).toEqual([
        [n - 7.5 * HOUR, n - 6 * HOUR],
        [n - 3 * HOUR, n - 2.5 * HOUR],
      ]);
      expect(breaks[0]).toMatchObject({ id: moved, edited_at: expect.any(Number) as number });
      expect(breaks[1]).toMatchObject({ added_at: expect.any(Number) as number });
    });

    it('a break draft is filled in, then approved', async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      const n = now();
      const draft = await fileBreakAdd(me, time, n - 4 * HOUR);
      const early = await approve(draft.id).expect(409);
      expect(early.body).toMatchObject({ error_key: 'review_break_conflict' });
      const outside = await me.agent
        .patch(BREAKS)
        .send({ id_request: draft.id, end: n - HOUR })
        .expect(409);
      expect(outside.body).toMatchObject({ error_key: 'add_break_conflict' });
      const wrongRoute = await me.agent
        .patch('/v1/workspaces/requests')
        .send({ id_request: draft.id, end: n - 3 * HOUR })
        .expect(404);
      expect(wrongRoute.body).toMatchObject({ error_key: 'review_workspace_time_not_found' });
      const filled = await me.agent
        .patch(BREAKS)
        .send({ id_request: draft.id, end: n - 3 * HOUR })
        .expect(200);
      expect(filled.body).toMatchObject({ status: 'pending', end: n - 3 * HOUR });
      await approve(draft.id).expect(200);
      expect(spans(await breaksOf(me, time))).toEqual([[n - 4 * HOUR, n - 3 * HOUR]]);
    });

    it('a break that no longer fits its workspace time is refused at commit (409); one gone is 404', async () => {
      const me = await member();
      const n = now();
      const time = await newWorkspaceTime(t, ws, me.id, n - 5 * HOUR, n - 2 * HOUR);
      const pause = await newBreak(t, time, n - 4.5 * HOUR, n - 4 * HOUR);
      const add = await fileBreakAdd(me, time, n - 3 * HOUR, n - 2.5 * HOUR);
      const edit = await fileBreak(me, { request_type: 'DELETE', id_break_time: pause });
      // The workspace time shrank since: the break would end after it.
      await sql(t, `UPDATE workspace_times SET end_at = $2 WHERE id = $1`, [
        time,
        new Date((n - 2.75 * HOUR) * 1000),
      ]);
      const misfit = await approve(add.id).expect(409);
      expect(misfit.body).toMatchObject({ error_key: 'review_break_conflict' });
      expect(spans(await breaksOf(me, time))).toEqual([[n - 4.5 * HOUR, n - 4 * HOUR]]);
      const [row] = await sql<{ reviewed_at: Date | null }>(
        t,
        `SELECT reviewed_at FROM time_requests WHERE id = $1`,
        [add.id],
      );
      expect(row?.reviewed_at).toBeNull();

      await sql(t, `UPDATE breaks SET deleted_at = now() WHERE id = $1`, [pause]);
      const gone = await approve(edit.id).expect(404);
      expect(gone.body).toMatchObject({ error_key: 'review_break_not_found' });
    });

    it('members cannot review break requests; managers cannot review their own', async () => {
      const me = await member();
      const boss = await newMember(t, ws, 'Manager');
      const mine = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      const theirs = await newWorkspaceTime(t, ws, boss.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      const n = now();
      const request = await fileBreakAdd(me, mine, n - 4 * HOUR, n - 3 * HOUR);
      const own = await fileBreakAdd(boss, theirs, n - 4 * HOUR, n - 3 * HOUR);
      for (const [who, id] of [
        [me, request.id],
        [boss, own.id],
      ] as const) {
        const res = await review(who.agent, id, true, false).expect(403);
        expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
      }
      await review(boss.agent, request.id, true, false).expect(200);
    });
  });

  describe('withdraw and restore', () => {
    const withdraw = (who: Person, id: string) =>
      who.agent.delete(`${BREAKS}/pending/${id}/pseudo`);
    const restore = (who: Person, id: string) =>
      who.agent.patch(`/v1/workspaces/deleted/break-request/${id}`);

    it('withdraws and restores a break request; 404 delete_not_found and 412 once reviewed', async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      const n = now();
      const request = await fileBreakAdd(me, time, n - 4 * HOUR, n - 3 * HOUR);
      const wrongRoute = await me.agent
        .delete(`/v1/workspaces/requests/pending/${request.id}/pseudo`)
        .expect(404);
      expect(wrongRoute.body).toMatchObject({ error_key: 'delete_not_found' });
      expect((await withdraw(me, request.id).expect(200)).body).toMatchObject({
        status: 'withdrawn',
      });
      expect((await withdraw(me, request.id).expect(404)).body).toMatchObject({
        error_key: 'delete_not_found',
      });
      expect((await restore(me, request.id).expect(200)).body).toMatchObject({ status: 'pending' });
      expect((await restore(me, request.id).expect(404)).body).toMatchObject({
        error_key: 'delete_not_found',
      });
      await approve(request.id).expect(200);
      expect((await withdraw(me, request.id).expect(412)).body).toMatchObject({
        error_key: 'delete_something_wrong',
      });
    });

    it('restoring is 409 add_break_conflict beside another open request and 404 once the break is gone', async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      const pause = await newBreak(t, time, { ago: 4 * HOUR }, { ago: 3 * HOUR });
      const deletion = await fileBreak(me, { request_type: 'DELETE', id_break_time: pause });
      await withdraw(me, deletion.id).expect(200);
      const n = now();
      const edit = await fileBreak(me, {
        request_type: 'EDIT',
        id_break_time: pause,
        start: n - 4.5 * HOUR,
        end: n - 3 * HOUR,
      });
      const clash = await restore(me, deletion.id).expect(409);
      expect(clash.body).toMatchObject({ error_key: 'add_break_conflict' });
      await withdraw(me, edit.id).expect(200);
      await sql(t, `UPDATE breaks SET deleted_at = now() WHERE id = $1`, [pause]);
      const gone = await restore(me, deletion.id).expect(404);
      expect(gone.body).toMatchObject({ error_key: 'break_time_not_found' });

      const add = await fileBreakAdd(me, time, n - 4 * HOUR, n - 3 * HOUR);
      await withdraw(me, add.id).expect(200);
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [time]);
      const parentGone = await restore(me, add.id).expect(404);
      expect(parentGone.body).toMatchObject({ error_key: 'workspace_time_not_found' });
    });
  });
});
