import {
  type PendingRequestSummaries,
  Permission,
  REQUEST_STATUSES,
  RequestKind,
  type RequestList,
  RequestType,
  type TimeRequest,
  type Workspace,
} from '@punchcard/shared';
import { RetentionService } from '../src/modules/retention/retention.service.js';
import { setPlan, sql } from './support/db.js';
import {
  insertRequest,
  keyPerson,
  type KeyPerson,
  type RequestSpec,
  revokeGrant,
} from './support/request-rows.js';
import {
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
} from './support/test-app.js';

const NIL = '00000000-0000-4000-8000-000000000000';
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const LIST = '/v1/activities/requests/member';
const PENDING = '/v1/workspaces/requests/pending';
const SUMMARY = '/v1/workspaces/requests/summary';

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;

describe('request reads', () => {
  let t: TestApp;
  let team: Owner;
  let manager: KeyPerson;
  let ann: KeyPerson;
  let ben: KeyPerson;

  beforeAll(async () => {
    t = await startTestApp();
    team = await signUpWithWorkspace(t, 'Requests team');
    await setPlan(t, team.workspaceId, 'BASIC');
    manager = await keyPerson(t, team.workspaceId, 'Manager');
    ann = await keyPerson(t, team.workspaceId, 'Member', { firstName: 'Ann' });
    ben = await keyPerson(t, team.workspaceId, 'Member', { firstName: 'Ben' });
  });
  afterAll(() => t.close());

  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

  /** A request in the team workspace; activity adds proposing a past hour unless told. */
  function file(idUser: string, spec: Partial<RequestSpec> = {}): Promise<string> {
    return insertRequest(t, {
      idWorkspace: team.workspaceId,
      idUser,
      kind: RequestKind.Activity,
      start: ago(3 * HOUR_MS),
      end: ago(2 * HOUR_MS),
      ...spec,
    });
  }

  async function list(agent: TestAgent, query = '', status = 200): Promise<RequestList> {
    const res = await agent.get(`${LIST}${query ? `?${query}` : ''}`).expect(status);
    return res.body as RequestList;
  }

  const ids = (page: RequestList) => page.items.map((item) => item.id);

  describe('GET /activities/requests/member', () => {
    it("lists the caller's own requests of one kind, newest first, in the TimeRequest shape", async () => {
      const me = await keyPerson(t, team.workspaceId, 'Member', { firstName: 'Cleo' });
      const older = await file(me.id, { createdAt: ago(3 * MINUTE_MS), reason: 'Forgot' });
      const newer = await file(me.id, { createdAt: ago(2 * MINUTE_MS) });
      const time = await file(me.id, {
        kind: RequestKind.WorkspaceTime,
        createdAt: ago(MINUTE_MS),
      });
      await file(ann.id, { createdAt: ago(MINUTE_MS) });

      const page = await list(me.agent);
      expect(ids(page)).toEqual([newer, older]);
      expect(page).toMatchObject({ total: 2, page: 1, item: 20 });
      expect(page.next_cursor).toBeNull();
      expect(page.previous_cursor).toBeNull();
      const item = page.items[1] as TimeRequest;
      expect(Object.keys(item).sort()).toEqual(
        [
          'created_at',
          'deleted_at',
          'description',
          'end',
          'id',
          'id_break',
          'id_category',
          'id_project',
          'id_task',
          'id_timestamp',
          'id_user',
          'id_workspace',
          'id_workspace_time',
          'is_approved',
          'is_draft',
          'kind',
          'member_email',
          'member_name',
          'reason',
          'request_type',
          'reviewed_at',
          'reviewed_by',
          'start',
          'status',
          'submitted_at',
          'tags',
        ].sort(),
      );
      expect(item).toMatchObject({
        id_user: me.id,
        id_workspace: team.workspaceId,
        kind: 'activity',
        request_type: 'ADD',
        status: 'pending',
        reason: 'Forgot',
        member_name: 'Cleo Tester',
        member_email: me.email,
        is_draft: false,
      });

      expect(ids(await list(me.agent, 'timestamp_type=workspace_time'))).toEqual([time]);
      expect(ids(await list(me.agent, 'timestamp_type=break'))).toEqual([]);
    });

    it('filters by each status exactly as the status field reads', async () => {
      const me = await keyPerson(t, team.workspaceId, 'Member');
      const kind = RequestKind.WorkspaceTime;
      const byStatus = Object.fromEntries(
        await Promise.all(
          REQUEST_STATUSES.map(
            async (status) =>
              [status, await file(me.id, { kind, status, reviewedBy: manager.id })] as const,
          ),
        ),
      );
      const all = await list(me.agent, 'timestamp_type=workspace_time');
      expect(all.total).toBe(REQUEST_STATUSES.length);
      for (const status of REQUEST_STATUSES) {
        const page = await list(me.agent, `timestamp_type=workspace_time&status=${status}`);
        expect(ids(page)).toEqual([byStatus[status]]);
        expect(page.items[0]?.status).toBe(status);
      }
      await list(me.agent, 'status=open', 400);
      await list(me.agent, 'timestamp_type=timestamp', 400);
    });

    it("shows other members' requests, drafts included, only to reviewers of the kind", async () => {
      const annDraft = await file(ann.id, {
        kind: RequestKind.Break,
        status: 'draft',
        idWorkspaceTime: await openTime(ann.id),
      });
      const benBreak = await file(ben.id, {
        kind: RequestKind.Break,
        idWorkspaceTime: await openTime(ben.id),
        createdAt: ago(MINUTE_MS),
      });

      const both = await list(
        manager.agent,
        `timestamp_type=break&id_members=${ann.id}&id_members=${ben.id}`,
      );
      expect(ids(both)).toEqual(expect.arrayContaining([annDraft, benBreak]));
      expect(both.items.find((i) => i.id === annDraft)?.status).toBe('draft');
      const bracketed = await list(
        manager.agent,
        `timestamp_type=break&id_members[]=${ann.id}&status=draft`,
      );
      expect(ids(bracketed)).toEqual([annDraft]);

      // A member asking for anyone else's: 403, whatever the ids.
      const denied = await ann.agent
        .get(`${LIST}?timestamp_type=break&id_members=${ben.id}`)
        .expect(403);
      expect(denied.body).toMatchObject({ error_key: 'error.forbidden' });
      await ann.agent.get(`${LIST}?id_members=${NIL}`).expect(403);
      // Asking for oneself is always fine, also in the array form.
      expect(ids(await list(ann.agent, `timestamp_type=break&id_members[]=${ann.id}`))).toContain(
        annDraft,
      );

      // Reviewers: ids that are not members of the workspace are 404 member_not_found.
      const outsider = await signUpWithWorkspace(t, 'Elsewhere');
      for (const id of [NIL, outsider.me.user.id]) {
        const res = await manager.agent
          .get(`${LIST}?id_members=${ann.id}&id_members=${id}`)
          .expect(404);
        expect(res.body).toMatchObject({ error_key: 'member_not_found' });
      }
      await manager.agent.get(`${LIST}?id_members=not-a-uuid`).expect(400);

      // Another reviewer permission does not do: workspace time reviewers read no activities.
      await revokeGrant(t, team.workspaceId, Permission.ManageTimestampModification, 'Owner');
      const owner = await keyPerson(t, team.workspaceId, 'Owner');
      await owner.agent.get(`${LIST}?timestamp_type=activity&id_members=${ann.id}`).expect(403);
      expect(
        ids(await list(owner.agent, `timestamp_type=break&id_members=${ann.id}&status=draft`)),
      ).toEqual([annDraft]);
    });

    it('pages by marker.page and marker.item, literal dotted query keys', async () => {
      const me = await keyPerson(t, team.workspaceId, 'Member');
      const made: string[] = [];
      for (let i = 0; i < 7; i += 1)
        made.push(await file(me.id, { createdAt: ago((10 - i) * MINUTE_MS) }));
      const newestFirst = [...made].reverse();

      const second = await list(me.agent, 'marker.page=2&marker.item=3');
      expect(ids(second)).toEqual(newestFirst.slice(3, 6));
      expect(second).toMatchObject({ total: 7, page: 2, item: 3 });
      expect(second.next_cursor).not.toBeNull();
      expect(second.previous_cursor).not.toBeNull();

      const first = await list(me.agent, 'marker.item=3');
      expect(ids(first)).toEqual(newestFirst.slice(0, 3));
      expect(first.page).toBe(1);
      expect(first.previous_cursor).toBeNull();
      const last = await list(me.agent, 'marker.page=3&marker.item=3');
      expect(ids(last)).toEqual(newestFirst.slice(6));
      expect(last.next_cursor).toBeNull();
      const beyond = await list(me.agent, 'marker.page=4&marker.item=3');
      expect(beyond).toMatchObject({
        items: [],
        total: 7,
        next_cursor: null,
        previous_cursor: null,
      });

      // `limit` sizes pages when marker.item is absent; the default is 20.
      expect(ids(await list(me.agent, 'limit=4'))).toEqual(newestFirst.slice(0, 4));
      // A page-numbered answer continues by cursor.
      const next = await list(me.agent, `cursor=${first.next_cursor}&limit=3`);
      expect(ids(next)).toEqual(ids(second));
      expect(next).toMatchObject({ page: null, item: null });

      for (const bad of [
        'marker.item=0',
        'marker.item=101',
        'marker.page=0',
        'limit=101',
        'marker.page=x',
      ]) {
        const res = await me.agent.get(`${LIST}?${bad}`).expect(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
      await me.agent.get(`${LIST}?marker[page]=2`).expect(400);
    });

    it('walks by cursor forwards and backwards across equal and microsecond-apart times', async () => {
      const me = await keyPerson(t, team.workspaceId, 'Member');
      const same = ago(30 * MINUTE_MS);
      const made: string[] = [];
      for (let i = 0; i < 4; i += 1) made.push(await file(me.id, { createdAt: same }));
      for (let i = 0; i < 3; i += 1) {
        const id = await file(me.id, { createdAt: same });
        await sql(
          t,
          `UPDATE time_requests SET created_at = created_at + $2 * interval '1 microsecond' WHERE id = $1`,
          [id, i + 1],
        );
        made.push(id);
      }
      const expected = (
        await sql<{ id: string }>(
          t,
          `SELECT id FROM time_requests WHERE id = ANY($1::uuid[]) ORDER BY created_at DESC, id DESC`,
          [made],
        )
      ).map((row) => row.id);
      expect(ids(await list(me.agent, 'marker.item=100'))).toEqual(expected);

      const forwards: string[] = [];
      let page = await list(me.agent, 'limit=2');
      forwards.push(...ids(page));
      const pages = [page];
      while (page.next_cursor) {
        page = await list(me.agent, `cursor=${page.next_cursor}&limit=2`);
        forwards.push(...ids(page));
        pages.push(page);
      }
      expect(forwards).toEqual(expected);
      expect(pages).toHaveLength(4);
      expect(page.items).toHaveLength(1);
      expect(page.previous_cursor).not.toBeNull();

      const backwards: string[] = [];
      while (page.previous_cursor) {
        page = await list(me.agent, `cursor=${page.previous_cursor}&is_previous=true&limit=2`);
        backwards.unshift(...ids(page));
      }
      expect(backwards).toEqual(expected.slice(0, 6));
      expect(ids(page)).toEqual(expected.slice(0, 2));
      expect(page.next_cursor).not.toBeNull();

      for (const bad of [
        'garbage',
        'Y3JlYXRlZDoxOnh5eg',
        'c3VibWl0dGVkOjE6MDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAw',
      ]) {
        const res = await me.agent.get(`${LIST}?cursor=${bad}`).expect(400);
        expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      }
      await me.agent.get(`${LIST}?cursor=${pages[0]?.next_cursor}&is_previous=maybe`).expect(400);
    });
  });

  /** An open workspace time of `idUser` (break requests point at one). */
  async function openTime(idUser: string): Promise<string> {
    const [row] = await sql<{ id: string }>(
      t,
      `INSERT INTO workspace_times (id_workspace, id_user, start_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING id`,
      [team.workspaceId, idUser, ago(HOUR_MS)],
    );
    if (row) return row.id;
    const [open] = await sql<{ id: string }>(
      t,
      `SELECT id FROM workspace_times WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL`,
      [team.workspaceId, idUser],
    );
    if (!open) throw new Error('no open workspace time');
    return open.id;
  }

  describe('GET /workspaces/requests/summary', () => {
    it('counts open requests and drafts per member from the rows, through every state', async () => {
      const own = await signUpWithWorkspace(t, 'Summary team');
      await setPlan(t, own.workspaceId, 'BASIC');
      const boss = await keyPerson(t, own.workspaceId, 'Manager');
      const x = await keyPerson(t, own.workspaceId, 'Member');
      const y = await keyPerson(t, own.workspaceId, 'Member');
      const put = (idUser: string, spec: Partial<RequestSpec>) =>
        insertRequest(t, {
          idWorkspace: own.workspaceId,
          idUser,
          kind: RequestKind.WorkspaceTime,
          start: ago(5 * HOUR_MS),
          end: ago(4 * HOUR_MS),
          ...spec,
        });
      const summary = async (agent: TestAgent) =>
        (await agent.get(SUMMARY).expect(200)).body as PendingRequestSummaries;

      const xa = await put(x.id, { kind: RequestKind.Activity });
      await put(x.id, { kind: RequestKind.Activity });
      const xd = await put(x.id, { status: 'draft' });
      await put(x.id, { status: 'approved', reviewedBy: boss.id });
      await put(x.id, { status: 'rejected', reviewedBy: boss.id });
      await put(x.id, { status: 'withdrawn' });
      const yd = await put(y.id, { status: 'draft' });
      const yp = await put(y.id, {});
      await put(boss.id, { kind: RequestKind.Activity });

      expect(await summary(boss.agent)).toEqual({
        pending_requests: 4,
        draft_pending_requests: 2,
        members: [
          { id_user: x.id, pending_requests: 2, draft_pending_requests: 1 },
          { id_user: y.id, pending_requests: 1, draft_pending_requests: 1 },
          { id_user: boss.id, pending_requests: 1, draft_pending_requests: 0 },
        ],
      });
      // A member sees only their own.
      expect(await summary(y.agent)).toEqual({
        pending_requests: 1,
        draft_pending_requests: 1,
        members: [{ id_user: y.id, pending_requests: 1, draft_pending_requests: 1 }],
      });

      // Review, withdrawal and filling in a draft move the counts; nothing is stored.
      await sql(
        t,
        `UPDATE time_requests SET reviewed_at = now(), is_approved = true WHERE id = $1`,
        [xa],
      );
      await sql(t, `UPDATE time_requests SET deleted_at = now() WHERE id = $1`, [yd]);
      await sql(
        t,
        `UPDATE time_requests SET is_draft = false, submitted_at = now(), end_at = start_at + interval '1 hour' WHERE id = $1`,
        [xd],
      );
      expect(await summary(boss.agent)).toEqual({
        pending_requests: 4,
        draft_pending_requests: 0,
        members: [
          { id_user: x.id, pending_requests: 2, draft_pending_requests: 0 },
          ...[
            { id_user: y.id, pending_requests: 1, draft_pending_requests: 0 },
            { id_user: boss.id, pending_requests: 1, draft_pending_requests: 0 },
          ].sort((a, b) => (a.id_user < b.id_user ? -1 : 1)),
        ],
      });

      // A reviewer of workspace time only sees others' workspace time, and all of their own.
      await revokeGrant(t, own.workspaceId, Permission.ManageTimestampModification, 'Owner');
      const owner = await keyPerson(t, own.workspaceId, 'Owner');
      await put(owner.id, { kind: RequestKind.Activity });
      expect((await summary(owner.agent)).members).toEqual(
        expect.arrayContaining([
          { id_user: x.id, pending_requests: 1, draft_pending_requests: 0 },
          { id_user: owner.id, pending_requests: 1, draft_pending_requests: 0 },
        ]),
      );
      expect((await summary(owner.agent)).members.map((m) => m.id_user)).not.toContain(boss.id);

      // Everything withdrawn or reviewed: zero, never below.
      await sql(
        t,
        `UPDATE time_requests SET deleted_at = now() WHERE id_workspace = $1 AND reviewed_at IS NULL`,
        [own.workspaceId],
      );
      await sql(t, `UPDATE time_requests SET deleted_at = NULL WHERE id = $1`, [yp]);
      await sql(
        t,
        `UPDATE time_requests SET reviewed_at = now(), is_approved = false WHERE id = $1`,
        [yp],
      );
      expect(await summary(boss.agent)).toEqual({
        pending_requests: 0,
        draft_pending_requests: 0,
        members: [],
      });
    });
  });

  describe('GET /workspaces/requests/pending', () => {
    it('lists submitted requests the caller may review, oldest submission first, never their own', async () => {
      const own = await signUpWithWorkspace(t, 'Pending team');
      await setPlan(t, own.workspaceId, 'BASIC');
      const boss = await keyPerson(t, own.workspaceId, 'Manager');
      const x = await keyPerson(t, own.workspaceId, 'Member');
      const put = (idUser: string, spec: Partial<RequestSpec>) =>
        insertRequest(t, {
          idWorkspace: own.workspaceId,
          idUser,
          kind: RequestKind.Activity,
          start: ago(5 * HOUR_MS),
          end: ago(4 * HOUR_MS),
          ...spec,
        });
      // Created early but submitted last: a draft filled in later.
      const filledLate = await put(x.id, {
        kind: RequestKind.WorkspaceTime,
        createdAt: ago(50 * MINUTE_MS),
        submittedAt: ago(MINUTE_MS),
      });
      const firstIn = await put(x.id, { createdAt: ago(40 * MINUTE_MS) });
      const second = await put(x.id, {
        kind: RequestKind.Break,
        idWorkspaceTime: await timeOf(own.workspaceId, x.id),
        createdAt: ago(30 * MINUTE_MS),
      });
      const bosses = await put(boss.id, { createdAt: ago(20 * MINUTE_MS) });
      const supers = await put(own.me.user.id, { createdAt: ago(10 * MINUTE_MS) });
      await put(x.id, { kind: RequestKind.WorkspaceTime, status: 'draft' });
      await put(x.id, { status: 'withdrawn' });
      await put(x.id, { status: 'approved' });
      await put(x.id, { status: 'rejected' });

      const pending = async (agent: TestAgent, query = '') =>
        (await agent.get(`${PENDING}${query ? `?${query}` : ''}`).expect(200)).body as RequestList;

      expect(ids(await pending(boss.agent))).toEqual([firstIn, second, supers, filledLate]);
      expect(ids(await pending(own.agent))).toEqual([firstIn, second, bosses, supers, filledLate]);
      expect(ids(await pending(boss.agent, 'timestamp_type=workspace_time'))).toEqual([filledLate]);
      const all = await pending(own.agent);
      expect(all).toMatchObject({
        total: 5,
        page: null,
        item: null,
        next_cursor: null,
        previous_cursor: null,
      });

      // Cursor paging, both ways.
      const one = await pending(own.agent, 'limit=2');
      expect(ids(one)).toEqual([firstIn, second]);
      const two = await pending(own.agent, `limit=2&cursor=${one.next_cursor}`);
      expect(ids(two)).toEqual([bosses, supers]);
      const three = await pending(own.agent, `limit=2&cursor=${two.next_cursor}`);
      expect(ids(three)).toEqual([filledLate]);
      expect(three.next_cursor).toBeNull();
      const back = await pending(
        own.agent,
        `limit=2&is_previous=true&cursor=${three.previous_cursor}`,
      );
      expect(ids(back)).toEqual([bosses, supers]);
      const start = await pending(
        own.agent,
        `limit=2&is_previous=true&cursor=${back.previous_cursor}`,
      );
      expect(ids(start)).toEqual([firstIn, second]);
      expect(start.previous_cursor).toBeNull();
      // A member list's cursor is not this list's.
      const memberCursor = (await list(x.agent, 'limit=1')).next_cursor;
      await own.agent.get(`${PENDING}?cursor=${memberCursor}`).expect(400);

      // Kinds the caller does not review are left out, and asking for them is 403.
      await revokeGrant(t, own.workspaceId, Permission.ManageWorkspaceTimeModification, 'Manager');
      expect(ids(await pending(boss.agent))).toEqual([firstIn, supers]);
      const refused = await boss.agent.get(`${PENDING}?timestamp_type=break`).expect(403);
      expect(refused.body).toMatchObject({ error_key: 'error.forbidden' });
      // Reviewing nothing: 403.
      const none = await x.agent.get(PENDING).expect(403);
      expect(none.body).toMatchObject({ error_key: 'error.forbidden' });
    });
  });

  /** Some workspace time of `idUser` in `idWorkspace` (break requests need one). */
  async function timeOf(idWorkspace: string, idUser: string): Promise<string> {
    const [row] = await sql<{ id: string }>(
      t,
      `INSERT INTO workspace_times (id_workspace, id_user, start_at, end_at) VALUES ($1, $2, $3, $4)
       RETURNING id`,
      [idWorkspace, idUser, ago(9 * HOUR_MS), ago(8 * HOUR_MS)],
    );
    if (!row) throw new Error('no workspace time');
    return row.id;
  }

  describe('GET /workspaces/{id} pending_requests', () => {
    it("carries the caller's own open activity requests", async () => {
      const me = await keyPerson(t, team.workspaceId, 'Member');
      const activity = await sql<{ id: string }>(
        t,
        `INSERT INTO activities (id_workspace, id_user, start_at, end_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [team.workspaceId, me.id, ago(30 * HOUR_MS), ago(29 * HOUR_MS)],
      );
      const idActivity = activity[0]?.id ?? '';
      const add = await file(me.id, {
        createdAt: ago(2 * MINUTE_MS),
        start: new Date(1_700_000_000_000),
        end: new Date(1_700_003_600_000),
      });
      const del = await file(me.id, {
        type: RequestType.Delete,
        idActivity,
        createdAt: ago(MINUTE_MS),
      });
      await file(me.id, { status: 'withdrawn' });
      await file(me.id, { status: 'approved' });
      await file(me.id, { kind: RequestKind.WorkspaceTime });
      await file(ann.id, {});

      const res = await me.agent.get(`/v1/workspaces/${team.workspaceId}`).expect(200);
      expect((res.body as Workspace).pending_requests).toEqual([
        { id_request: add, id_timestamp: null, start: 1_700_000_000, end: 1_700_003_600 },
        { id_request: del, id_timestamp: idActivity, start: null, end: null },
      ]);
    });
  });

  describe('FREE retention', () => {
    it('hides requests filed before the 35-day cutoff and the daily purge deletes them', async () => {
      const free = await signUpWithWorkspace(t, 'Free requests');
      const member = await keyPerson(t, free.workspaceId, 'Member');
      const put = (createdAt: Date) =>
        insertRequest(t, {
          idWorkspace: free.workspaceId,
          idUser: member.id,
          kind: RequestKind.Activity,
          start: new Date(createdAt.getTime() - HOUR_MS),
          end: createdAt,
          createdAt,
        });
      const old = await put(ago(36 * DAY_MS));
      const recent = await put(ago(34 * DAY_MS));

      expect(ids(await list(member.agent))).toEqual([recent]);
      expect((await free.agent.get(SUMMARY).expect(200)).body).toMatchObject({
        pending_requests: 1,
      });
      expect(ids((await free.agent.get(PENDING).expect(200)).body as RequestList)).toEqual([
        recent,
      ]);
      const hidden = await free.agent.get(`/v1/activities/requests/preview?id=${old}`).expect(404);
      expect(hidden.body).toMatchObject({ error_key: 'review_activity_not_found' });
      await free.agent.get(`/v1/activities/requests/preview?id=${recent}`).expect(200);

      const counts = await t.app.get(RetentionService).purge();
      expect(counts.time_requests).toBe(1);
      const left = await sql<{ id: string }>(
        t,
        `SELECT id FROM time_requests WHERE id = ANY($1::uuid[])`,
        [[old, recent]],
      );
      expect(left.map((row) => row.id)).toEqual([recent]);
    });
  });
});
