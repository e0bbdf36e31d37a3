import {
  newWorkspace,
  DAY,
  HOUR,
  NIL,
  nowSeconds,
  type Person,
  newMember,
  newWorkspaceTime,
  newBreak,
} from './support/factory.js';
import { sql } from './support/db.js';
import {
  review,
  fileTime,
  REQUESTS,
  restore,
  reviewedWorkspace,
  storedRequest,
  withdraw,
  fileTimeAdd,
} from './support/span-requests.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Workspace time requests: filing, drafts, review with approval, withdrawal and restore. */
describe('workspace time requests', () => {
  let t: TestApp;
  let manager: Person;
  let ws: string;
  beforeAll(async () => {
    t = await startTestApp();
    ({ ws, manager } = await reviewedWorkspace(t, 'Request team'));
  });
  afterAll(() => t.close());

  const now = () => nowSeconds(t);
  const member = () => newMember(t, ws);

  describe('filing', () => {
    it('files an add in the TimeRequest shape; the reason is trimmed and required', async () => {
      const me = await member();
      const n = now();
      const span = { request_type: 'ADD', start: n - 3 * HOUR, end: n - 2 * HOUR };
      const res = await me.agent
        .post(REQUESTS)
        .send({ ...span, reason: '  Forgot to clock in  ' })
        .expect(201);
      expect(res.body).toMatchObject({
        id_workspace: ws,
        id_user: me.id,
        kind: 'workspace_time',
        request_type: 'ADD',
        status: 'pending',
        id_workspace_time: null,
        id_break: null,
        id_timestamp: null,
        start: n - 3 * HOUR,
        end: n - 2 * HOUR,
        reason: 'Forgot to clock in',
        is_draft: false,
        submitted_at: expect.any(Number) as number,
        reviewed_at: null,
        is_approved: null,
        reviewed_by: null,
        deleted_at: null,
        member_email: expect.stringContaining('@') as string,
      });
      for (const reason of [undefined, '', '   ', 'x'.repeat(1001), 42]) {
        const bad = await me.agent
          .post(REQUESTS)
          .send({ ...span, reason })
          .expect(400);
        expect(bad.body).toMatchObject({ error_key: 'error.bad_request' });
      }
      await me.agent
        .post(REQUESTS)
        .send({ ...span, reason: 'y'.repeat(1000) })
        .expect(201);
    });

    it('refuses malformed adds with 400 error.bad_request', async () => {
      const me = await member();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 9 * HOUR }, { ago: 8 * HOUR });
      const n = now();
      for (const body of [
        { request_type: 'ADD', start: n - HOUR, end: n + HOUR },
        { request_type: 'ADD', start: n - HOUR, end: n - HOUR },
        { request_type: 'ADD', start: n - HOUR, end: n - 2 * HOUR },
        { request_type: 'ADD', end: n - HOUR },
        { request_type: 'ADD', start: n + HOUR },
        { request_type: 'ADD', start: n - 2 * HOUR, end: n - HOUR, id_workspace_time: time },
        { request_type: 'MOVE', start: n - 2 * HOUR, end: n - HOUR },
        { request_type: 'ADD', start: n - 2 * HOUR, end: n - HOUR, extra: 1 },
        { request_type: 'ADD', start: 'yesterday', end: n - HOUR },
        { request_type: 'EDIT', start: n - 2 * HOUR, end: n - HOUR },
        { request_type: 'EDIT', id_workspace_time: 'nope', start: n - 2 * HOUR },
      ]) {
        const res = await me.agent.post(REQUESTS).send({ ...body, reason: 'Why' });
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
    });

    it("refuses an add overlapping the member's live time with 409 add_conflict", async () => {
      const me = await member();
      const other = await member();
      await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 3 * HOUR });
      const gone = await newWorkspaceTime(t, ws, me.id, { ago: 8 * HOUR }, { ago: 7 * HOUR });
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [gone]);
      await newWorkspaceTime(t, ws, other.id, { ago: 2 * HOUR }, { ago: HOUR });
      const n = now();
      for (const [from, to] of [
        [4 * HOUR, 2 * HOUR],
        [6 * HOUR, 4 * HOUR],
        [4.5 * HOUR, 3.5 * HOUR],
        [6 * HOUR, 2 * HOUR],
      ] as const) {
        const res = await me.agent
          .post(REQUESTS)
          .send({ request_type: 'ADD', start: n - from, end: n - to, reason: 'Why' })
          .expect(409);
        expect(res.body).toMatchObject({ error_key: 'add_conflict' });
      }
      // Touching is not overlapping; deleted time and other members' time do not count.
      await fileTimeAdd(me, n - 3 * HOUR, n - 2 * HOUR);
      await fileTimeAdd(me, n - 8 * HOUR, n - 7 * HOUR);
      await fileTimeAdd(me, n - 2 * HOUR, n - HOUR);
    });

    it('files a draft without an end; a draft starting inside live time is 409 add_conflict', async () => {
      const me = await member();
      await newWorkspaceTime(t, ws, me.id, { ago: HOUR }, null);
      const n = now();
      const inside = await me.agent
        .post(REQUESTS)
        .send({ request_type: 'ADD', start: n - 30 * 60, reason: 'Forgot' })
        .expect(409);
      expect(inside.body).toMatchObject({ error_key: 'add_conflict' });
      const draft = await fileTime(me, { request_type: 'ADD', start: n - 10 * HOUR, end: null });
      expect(draft).toMatchObject({
        status: 'draft',
        is_draft: true,
        start: n - 10 * HOUR,
        end: null,
        submitted_at: null,
      });
    });

    it("edits only the member's own live workspace time (404 workspace_time_not_found)", async () => {
      const me = await member();
      const other = await member();
      const elsewhere = await newWorkspace(t, { name: 'Elsewhere' });
      const others = await newWorkspaceTime(t, ws, other.id, { ago: 5 * HOUR }, { ago: 4 * HOUR });
      const foreign = await newWorkspaceTime(
        t,
        elsewhere.workspaceId,
        me.id,
        { ago: 5 * HOUR },
        { ago: 4 * HOUR },
      );
      const deleted = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 4 * HOUR });
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [deleted]);
      const n = now();
      for (const id of [NIL, others, foreign, deleted]) {
        for (const type of ['EDIT', 'DELETE']) {
          const res = await me.agent
            .post(REQUESTS)
            .send({
              request_type: type,
              id_workspace_time: id,
              ...(type === 'EDIT' ? { start: n - 6 * HOUR } : {}),
              reason: 'Why',
            })
            .expect(404);
          expect(res.body).toMatchObject({ error_key: 'workspace_time_not_found' });
        }
      }
    });

    it('a running workspace time takes only a new start', async () => {
      const me = await member();
      const running = await newWorkspaceTime(t, ws, me.id, { ago: HOUR }, null);
      const n = now();
      for (const body of [{ start: n - 2 * HOUR, end: n - 10 }, { end: n - 10 }, {}]) {
        const res = await me.agent
          .post(REQUESTS)
          .send({ request_type: 'EDIT', id_workspace_time: running, ...body, reason: 'Why' })
          .expect(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
      const edit = await fileTime(me, {
        request_type: 'EDIT',
        id_workspace_time: running,
        start: n - 2 * HOUR,
      });
      expect(edit).toMatchObject({
        id_workspace_time: running,
        start: n - 2 * HOUR,
        end: null,
        is_draft: false,
        status: 'pending',
      });
    });

    it('an edit overlapping other time or leaving a break outside is 409 workspace_time_conflict', async () => {
      const me = await member();
      await newWorkspaceTime(t, ws, me.id, { ago: 8 * HOUR }, { ago: 6 * HOUR });
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 3 * HOUR });
      await newBreak(t, time, { ago: 4.5 * HOUR }, { ago: 4 * HOUR });
      const n = now();
      for (const [from, to] of [
        [7 * HOUR, 3 * HOUR],
        [4.2 * HOUR, 3 * HOUR],
        [5 * HOUR, 4.2 * HOUR],
      ] as const) {
        const res = await me.agent
          .post(REQUESTS)
          .send({
            request_type: 'EDIT',
            id_workspace_time: time,
            start: n - from,
            end: n - to,
            reason: 'Why',
          })
          .expect(409);
        expect(res.body).toMatchObject({ error_key: 'workspace_time_conflict' });
      }
      // A closed one without an end is a draft: the member does not know when they stopped.
      const draft = await fileTime(me, {
        request_type: 'EDIT',
        id_workspace_time: time,
        start: n - 5.5 * HOUR,
      });
      expect(draft).toMatchObject({ status: 'draft', start: n - 5.5 * HOUR, end: null });
      const second = await me.agent
        .post(REQUESTS)
        .send({ request_type: 'DELETE', id_workspace_time: time, reason: 'Twice' })
        .expect(409);
      expect(second.body).toMatchObject({ error_key: 'workspace_time_conflict' });
    });

    it('deletes only a closed workspace time and takes no span (400 delete_invalid)', async () => {
      const me = await member();
      const running = await newWorkspaceTime(t, ws, me.id, { ago: HOUR }, null);
      const closed = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 4 * HOUR });
      const n = now();
      for (const body of [
        { id_workspace_time: running },
        { id_workspace_time: closed, start: n - 5 * HOUR },
        { id_workspace_time: closed, end: n - 4 * HOUR },
      ]) {
        const res = await me.agent
          .post(REQUESTS)
          .send({ request_type: 'DELETE', ...body, reason: 'Why' })
          .expect(400);
        expect(res.body).toMatchObject({ error_key: 'delete_invalid' });
      }
      const deletion = await fileTime(me, { request_type: 'DELETE', id_workspace_time: closed });
      expect(deletion).toMatchObject({ request_type: 'DELETE', start: null, end: null });
    });

    it('on FREE, reaches back only as far as the plan keeps time', async () => {
      const free = await newWorkspace(t, { name: 'Free team' });
      const me = await newMember(t, free.workspaceId);
      const n = now();
      const old = await me.agent
        .post(REQUESTS)
        .send({ request_type: 'ADD', start: n - 35 * DAY - 60, end: n - 34 * DAY, reason: 'Old' })
        .expect(400);
      expect(old.body).toMatchObject({ error_key: 'error.bad_request' });
      const edge = await fileTimeAdd(me, n - 35 * DAY + 60, n - 34 * DAY);
      // Approved once the plan no longer keeps it, it would vanish at once: that no longer fits.
      t.clock.advance(120_000);
      const expired = await review(free.agent, edge.id, true).expect(409);
      expect(expired.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });
      const forgotten = await newWorkspaceTime(
        t,
        free.workspaceId,
        me.id,
        { ago: 36 * DAY },
        { ago: 36 * DAY - HOUR },
      );
      const res = await me.agent
        .post(REQUESTS)
        .send({ request_type: 'DELETE', id_workspace_time: forgotten, reason: 'Old' })
        .expect(404);
      expect(res.body).toMatchObject({ error_key: 'workspace_time_not_found' });
    });
  });

  describe('withdraw and restore', () => {
    it('withdraws an open request of their own and restores it to where it stood', async () => {
      const me = await member();
      const other = await member();
      const n = now();
      const request = await fileTimeAdd(me, n - 3 * HOUR, n - 2 * HOUR);
      for (const res of [
        await withdraw(other, request.id).expect(404),
        await me.agent.delete(`${REQUESTS}/break/pending/${request.id}/pseudo`).expect(404),
        await restore(me, request.id).expect(404),
      ]) {
        expect(res.body).toMatchObject({ error_key: 'delete_not_found' });
      }
      const withdrawn = await withdraw(me, request.id).expect(200);
      expect(withdrawn.body).toMatchObject({
        status: 'withdrawn',
        deleted_at: expect.any(Number) as number,
      });
      const twice = await withdraw(me, request.id).expect(404);
      expect(twice.body).toMatchObject({ error_key: 'delete_not_found' });
      await restore(other, request.id).expect(404);
      const restored = await restore(me, request.id).expect(200);
      expect(restored.body).toMatchObject({ status: 'pending', deleted_at: null });

      const draft = await fileTime(me, { request_type: 'ADD', start: n - 9 * HOUR });
      await withdraw(me, draft.id).expect(200);
      expect((await restore(me, draft.id).expect(200)).body).toMatchObject({ status: 'draft' });

      await review(manager.agent, request.id, true).expect(200);
      const late = await withdraw(me, request.id).expect(412);
      expect(late.body).toMatchObject({ error_key: 'delete_something_wrong' });
    });

    it('restoring is 409 while the target has another open request and 404 once it is gone', async () => {
      const me = await member();
      const n = now();
      const time = await newWorkspaceTime(t, ws, me.id, { ago: 5 * HOUR }, { ago: 4 * HOUR });
      const edit = await fileTime(me, {
        request_type: 'EDIT',
        id_workspace_time: time,
        start: n - 5.5 * HOUR,
        end: n - 4 * HOUR,
      });
      await withdraw(me, edit.id).expect(200);
      const deletion = await fileTime(me, { request_type: 'DELETE', id_workspace_time: time });
      const clash = await restore(me, edit.id).expect(409);
      expect(clash.body).toMatchObject({ error_key: 'workspace_time_conflict' });

      await withdraw(me, deletion.id).expect(200);
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [time]);
      const gone = await restore(me, edit.id).expect(404);
      expect(gone.body).toMatchObject({ error_key: 'workspace_time_not_found' });
      expect((await storedRequest(t, edit.id))?.deleted_at).not.toBeNull();
    });
  });
});
