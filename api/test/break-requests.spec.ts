import { HOUR, NIL, nowSeconds, newMember, newWorkspaceTime, newBreak } from './support/factory.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { BREAKS, fileBreak, reviewedWorkspace, fileBreakAdd } from './support/span-requests.js';

/** Break requests: filing inside the member's own workspace time, drafts, review, withdrawal. */
describe('break requests', () => {
  let t: TestApp;
  let ws: string;
  beforeAll(async () => {
    t = await startTestApp();
    // The workspace has a reviewer, as in break-requests-review.spec.ts.
    ({ ws } = await reviewedWorkspace(t, 'Break request team'));
  });
  afterAll(() => t.close());

  const now = () => nowSeconds(t);
  const member = () => newMember(t, ws);

  describe('filing', () => {
    it("files a break add inside the member's workspace time", async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      const n = now();
      const request = await fileBreakAdd(me, time, n - 4 * HOUR, n - 3.5 * HOUR);
      expect(request).toMatchObject({
        kind: 'break',
        request_type: 'ADD',
        status: 'pending',
        id_workspace_time: time,
        id_break: null,
        start: n - 4 * HOUR,
        end: n - 3.5 * HOUR,
      });
    });

    it("needs one of the member's live workspace times (404 workspace_time_not_found)", async () => {
      const me = await member();
      const other = await member();
      const others = await newWorkspaceTime(t, ws, other.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      const deleted = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [deleted]);
      const n = now();
      for (const id of [NIL, others, deleted]) {
        const res = await me.agent
          .post(BREAKS)
          .send({
            request_type: 'ADD',
            id_workspace_time: id,
            start: n - 4 * HOUR,
            end: n - 3 * HOUR,
            reason: 'Why',
          })
          .expect(404);
        expect(res.body).toMatchObject({ error_key: 'workspace_time_not_found' });
      }
      const missing = await me.agent
        .post(BREAKS)
        .send({ request_type: 'ADD', start: n - 4 * HOUR, end: n - 3 * HOUR, reason: 'Why' })
        .expect(400);
      expect(missing.body).toMatchObject({ error_key: 'error.bad_request' });
    });

    it('refuses a break outside its workspace time or over another break (409 add_break_conflict)', async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      await newBreak(t, time, { ago: 4 * HOUR }, { ago: 3.5 * HOUR });
      const n = now();
      for (const [from, to] of [
        [6 * HOUR, 4.5 * HOUR],
        [2.5 * HOUR, 1.5 * HOUR],
        [3.8 * HOUR, 3 * HOUR],
        [3.8 * HOUR, null],
        [1.5 * HOUR, null],
      ] as const) {
        const res = await me.agent
          .post(BREAKS)
          .send({
            request_type: 'ADD',
            id_workspace_time: time,
            start: n - from,
            end: to === null ? null : n - to,
            reason: 'Why',
          })
          .expect(409);
        expect(res.body).toMatchObject({ error_key: 'add_break_conflict' });
      }
      // Touching the other break is fine; so is a draft starting inside the workspace time.
      await fileBreakAdd(me, time, n - 3.5 * HOUR, n - 3 * HOUR);
      const draft = await fileBreakAdd(me, time, n - 2.5 * HOUR);
      expect(draft).toMatchObject({ status: 'draft', is_draft: true, end: null });
    });

    it("edits and deletes only the member's live breaks (404 break_time_not_found)", async () => {
      const me = await member();
      const other = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 2 * HOUR });
      const elsewhere = await newWorkspaceTime(t, ws, me.id, { ago: 9 * HOUR }, { ago: 8 * HOUR });
      const mine = await newBreak(t, time, { ago: 4 * HOUR }, { ago: 3.5 * HOUR });
      const othersTime = await newWorkspaceTime(
        t,
        ws,
        other.id,
        { ago: 5 * HOUR },
        { ago: 2 * HOUR },
      );
      const others = await newBreak(t, othersTime, { ago: 4 * HOUR }, { ago: 3.5 * HOUR });
      const deleted = await newBreak(t, time, { ago: 3 * HOUR }, { ago: 2.5 * HOUR });
      await sql(t, `UPDATE breaks SET deleted_at = now() WHERE id = $1`, [deleted]);
      const n = now();
      for (const body of [
        { id_break_time: NIL },
        { id_break_time: others },
        { id_break_time: deleted },
        { id_break_time: mine, id_workspace_time: elsewhere },
      ]) {
        for (const type of ['EDIT', 'DELETE']) {
          const res = await me.agent
            .post(BREAKS)
            .send({
              request_type: type,
              ...body,
              ...(type === 'EDIT' ? { start: n - 4.2 * HOUR, end: n - 3.5 * HOUR } : {}),
              reason: 'Why',
            })
            .expect(404);
          expect(res.body).toMatchObject({ error_key: 'break_time_not_found' });
        }
      }
      const foreignParent = await me.agent
        .post(BREAKS)
        .send({
          request_type: 'DELETE',
          id_break_time: mine,
          id_workspace_time: othersTime,
          reason: 'Why',
        })
        .expect(404);
      expect(foreignParent.body).toMatchObject({ error_key: 'workspace_time_not_found' });
    });

    it('edits a break inside its workspace time; running ones take only a start and are not deleted', async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, null);
      const closed = await newBreak(t, time, { ago: 4 * HOUR }, { ago: 3.5 * HOUR });
      const running = await newBreak(t, time, { ago: HOUR }, null);
      const n = now();
      for (const body of [
        { id_break_time: closed, start: n - 6 * HOUR, end: n - 3.5 * HOUR },
        { id_break_time: closed, start: n - 4 * HOUR, end: n - 0.5 * HOUR },
      ]) {
        const res = await me.agent
          .post(BREAKS)
          .send({ request_type: 'EDIT', ...body, reason: 'Why' })
          .expect(409);
        expect(res.body).toMatchObject({ error_key: 'add_break_conflict' });
      }
      const withEnd = await me.agent
        .post(BREAKS)
        .send({
          request_type: 'EDIT',
          id_break_time: running,
          start: n - 2 * HOUR,
          end: n - 60,
          reason: 'Why',
        })
        .expect(400);
      expect(withEnd.body).toMatchObject({ error_key: 'error.bad_request' });
      for (const body of [
        { id_break_time: running },
        { id_break_time: closed, end: n - 3.5 * HOUR },
      ]) {
        const res = await me.agent
          .post(BREAKS)
          .send({ request_type: 'DELETE', ...body, reason: 'Why' })
          .expect(400);
        expect(res.body).toMatchObject({ error_key: 'delete_invalid' });
      }
      const edit = await fileBreak(me, {
        request_type: 'EDIT',
        id_break_time: running,
        start: n - 2 * HOUR,
      });
      expect(edit).toMatchObject({ id_break: running, id_workspace_time: time, end: null });
      const second = await me.agent
        .post(BREAKS)
        .send({ request_type: 'EDIT', id_break_time: running, start: n - 3 * HOUR, reason: 'Why' })
        .expect(409);
      expect(second.body).toMatchObject({ error_key: 'add_break_conflict' });
    });
  });
});
