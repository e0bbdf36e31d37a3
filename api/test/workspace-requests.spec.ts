import { setPlan, sql } from './support/db.js';
import {
  DAY,
  filed,
  HOUR,
  NIL,
  nowSeconds,
  pastBreak,
  pastTime,
  type Person,
  person,
  review,
  timesOf,
} from './support/span-requests.js';
import { signUpWithWorkspace, startTestApp, type TestApp } from './support/test-app.js';

const REQUESTS = '/v1/workspaces/requests';

/** Workspace time requests: filing, drafts, review with approval, withdrawal and restore. */
describe('workspace time requests', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof signUpWithWorkspace>>;
  let manager: Person;
  let ws: string;
  beforeAll(async () => {
    t = await startTestApp();
    team = await signUpWithWorkspace(t, 'Request team');
    ws = team.workspaceId;
    await setPlan(t, ws, 'BASIC');
    manager = await person(t, ws, 'Manager');
  });
  afterAll(() => t.close());

  const now = () => nowSeconds(t);
  const member = () => person(t, ws);
  const fileTime = (who: Person, body: object) => filed(who.agent, REQUESTS, body);
  const withdraw = (who: Person, id: string) =>
    who.agent.delete(`${REQUESTS}/pending/${id}/pseudo`);
  const restore = (who: Person, id: string) =>
    who.agent.patch(`/v1/workspaces/deleted/workspacetime-request/${id}`);
  const stored = async (id: string) =>
    (
      await sql<{ reviewed_at: Date | null; deleted_at: Date | null }>(
        t,
        `SELECT reviewed_at, deleted_at FROM time_requests WHERE id = $1`,
        [id],
      )
    )[0];

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
      const time = await pastTime(t, ws, me.id, 9 * HOUR, 8 * HOUR);
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
      await pastTime(t, ws, me.id, 5 * HOUR, 3 * HOUR);
      const gone = await pastTime(t, ws, me.id, 8 * HOUR, 7 * HOUR);
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [gone]);
      await pastTime(t, ws, other.id, 2 * HOUR, HOUR);
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
      await fileTime(me, { request_type: 'ADD', start: n - 3 * HOUR, end: n - 2 * HOUR });
      await fileTime(me, { request_type: 'ADD', start: n - 8 * HOUR, end: n - 7 * HOUR });
      await fileTime(me, { request_type: 'ADD', start: n - 2 * HOUR, end: n - HOUR });
    });

    it('files a draft without an end; a draft starting inside live time is 409 add_conflict', async () => {
      const me = await member();
      await pastTime(t, ws, me.id, HOUR, null);
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
      const elsewhere = await signUpWithWorkspace(t, 'Elsewhere');
      const others = await pastTime(t, ws, other.id, 5 * HOUR, 4 * HOUR);
      const foreign = await pastTime(t, elsewhere.workspaceId, me.id, 5 * HOUR, 4 * HOUR);
      const deleted = await pastTime(t, ws, me.id, 5 * HOUR, 4 * HOUR);
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
      const running = await pastTime(t, ws, me.id, HOUR, null);
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
      await pastTime(t, ws, me.id, 8 * HOUR, 6 * HOUR);
      const time = await pastTime(t, ws, me.id, 5 * HOUR, 3 * HOUR);
      await pastBreak(t, time, 4.5 * HOUR, 4 * HOUR);
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
      const running = await pastTime(t, ws, me.id, HOUR, null);
      const closed = await pastTime(t, ws, me.id, 5 * HOUR, 4 * HOUR);
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
      const free = await signUpWithWorkspace(t, 'Free team');
      const me = await person(t, free.workspaceId);
      const n = now();
      const old = await me.agent
        .post(REQUESTS)
        .send({ request_type: 'ADD', start: n - 35 * DAY - 60, end: n - 34 * DAY, reason: 'Old' })
        .expect(400);
      expect(old.body).toMatchObject({ error_key: 'error.bad_request' });
      const edge = await fileTime(me, {
        request_type: 'ADD',
        start: n - 35 * DAY + 60,
        end: n - 34 * DAY,
      });
      // Approved once the plan no longer keeps it, it would vanish at once: that no longer fits.
      t.clock.advance(120_000);
      const expired = await review(free.agent, edge.id, true).expect(409);
      expect(expired.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });
      const forgotten = await pastTime(t, free.workspaceId, me.id, 36 * DAY, 36 * DAY - HOUR);
      const res = await me.agent
        .post(REQUESTS)
        .send({ request_type: 'DELETE', id_workspace_time: forgotten, reason: 'Old' })
        .expect(404);
      expect(res.body).toMatchObject({ error_key: 'workspace_time_not_found' });
    });
  });

  describe('review', () => {
    it('needs MANAGE_WORKSPACE_TIME_MODIFICATION and never decides their own, but for the super owner', async () => {
      const me = await member();
      const colleague = await member();
      const n = now();
      const mine = await fileTime(me, {
        request_type: 'ADD',
        start: n - 3 * HOUR,
        end: n - 2 * HOUR,
      });
      const denied = await review(colleague.agent, mine.id, true).expect(403);
      expect(denied.body).toMatchObject({ error_key: 'error.forbidden' });
      await review(me.agent, mine.id, true).expect(403);

      const boss = await person(t, ws, 'Manager');
      const own = await fileTime(boss, {
        request_type: 'ADD',
        start: n - 3 * HOUR,
        end: n - 2 * HOUR,
      });
      const self = await review(boss.agent, own.id, true).expect(403);
      expect(self.body).toMatchObject({ error_key: 'error.forbidden' });
      await review(team.agent, own.id, true).expect(200);

      const top = await fileTime(
        { id: team.me.user.id, agent: team.agent },
        {
          request_type: 'ADD',
          start: n - 30 * DAY,
          end: n - 30 * DAY + HOUR,
        },
      );
      await review(team.agent, top.id, true).expect(200);
    });

    it('approving an add inserts the workspace time', async () => {
      const me = await member();
      const n = now();
      const request = await fileTime(me, {
        request_type: 'ADD',
        start: n - 3 * HOUR,
        end: n - 2 * HOUR,
      });
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
      const closed = await pastTime(t, ws, me.id, 10 * HOUR, 9 * HOUR);
      const running = await pastTime(t, ws, me.id, HOUR, null);
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
      const fits = await pastTime(t, ws, me.id, HOUR, null);
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
      const misfit = await pastTime(t, ws, later.id, 3 * HOUR, null);
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
      expect((await stored(late.id))?.reviewed_at).toBeNull();
    });

    it('approving a delete removes the workspace time with its breaks', async () => {
      const me = await member();
      const time = await pastTime(t, ws, me.id, 5 * HOUR, 3 * HOUR);
      const pause = await pastBreak(t, time, 4 * HOUR, 3.5 * HOUR);
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
      const time = await pastTime(t, ws, me.id, 5 * HOUR, 3 * HOUR);
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
      await pastTime(t, ws, me.id, 2 * HOUR, HOUR);
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
      const elsewhere = await signUpWithWorkspace(t, 'Other team');
      const n = now();
      const foreign = await fileTime(
        { id: elsewhere.me.user.id, agent: elsewhere.agent },
        { request_type: 'ADD', start: n - 3 * HOUR, end: n - 2 * HOUR },
      );
      const withdrawn = await fileTime(me, {
        request_type: 'ADD',
        start: n - 3 * HOUR,
        end: n - 2 * HOUR,
      });
      await withdraw(me, withdrawn.id).expect(200);
      for (const id of [NIL, foreign.id, withdrawn.id]) {
        const res = await review(manager.agent, id, true).expect(404);
        expect(res.body).toMatchObject({ error_key: 'review_workspace_time_not_found' });
      }
      const request = await fileTime(me, {
        request_type: 'ADD',
        start: n - 5 * HOUR,
        end: n - 4 * HOUR,
      });
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
      const add = await fileTime(me, {
        request_type: 'ADD',
        start: n - 5 * HOUR,
        end: n - 4 * HOUR,
      });
      await pastTime(t, ws, me.id, 4.5 * HOUR, 3 * HOUR);
      const clash = await review(manager.agent, add.id, true).expect(409);
      expect(clash.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });
      expect((await stored(add.id))?.reviewed_at).toBeNull();

      // Only someone's latest workspace time can run on.
      const again = await member();
      const reopened = await pastTime(t, ws, again.id, 8 * HOUR, 7 * HOUR);
      const edit = await fileTime(again, {
        request_type: 'EDIT',
        id_workspace_time: reopened,
        start: n - 8 * HOUR,
        end: n - 6 * HOUR,
      });
      await sql(t, `UPDATE workspace_times SET end_at = NULL WHERE id = $1`, [reopened]);
      const running = await review(manager.agent, edit.id, true).expect(409);
      expect(running.body).toMatchObject({ error_key: 'review_workspace_time_conflict' });

      const doomed = await pastTime(t, ws, me.id, 12 * HOUR, 11 * HOUR);
      const deletion = await fileTime(me, { request_type: 'DELETE', id_workspace_time: doomed });
      await sql(t, `UPDATE workspace_times SET deleted_at = now() WHERE id = $1`, [doomed]);
      const gone = await review(manager.agent, deletion.id, true).expect(404);
      expect(gone.body).toMatchObject({ error_key: 'review_workspace_time_not_found' });
      expect((await stored(deletion.id))?.reviewed_at).toBeNull();
      // Rejecting needs no target.
      await review(manager.agent, deletion.id, false).expect(200);
    });

    it('with approval required, members change past time only through requests', async () => {
      const locked = await signUpWithWorkspace(t, 'Locked team');
      await setPlan(t, locked.workspaceId, 'BASIC');
      await sql(t, `UPDATE workspaces SET is_approval_required = true WHERE id = $1`, [
        locked.workspaceId,
      ]);
      const me = await person(t, locked.workspaceId);
      const boss = await person(t, locked.workspaceId, 'Manager');
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

  describe('withdraw and restore', () => {
    it('withdraws an open request of their own and restores it to where it stood', async () => {
      const me = await member();
      const other = await member();
      const n = now();
      const request = await fileTime(me, {
        request_type: 'ADD',
        start: n - 3 * HOUR,
        end: n - 2 * HOUR,
      });
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
      const time = await pastTime(t, ws, me.id, 5 * HOUR, 4 * HOUR);
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
      expect((await stored(edit.id))?.deleted_at).not.toBeNull();
    });
  });
});
