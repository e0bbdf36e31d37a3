import {
  type PendingRequestSummaries,
  Permission,
  RequestKind,
  type RequestList,
  RequestType,
  type Workspace,
} from '@punchcard/shared';
import { RetentionService } from '../src/modules/retention/retention.service.js';
import {
  newWorkspace,
  type Owner,
  newRequest,
  type Person,
  newWorkspaceTime,
  newActivity,
} from './support/factory.js';
import { setPlan, sql, revokeGrant } from './support/db.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import {
  ago,
  HOUR_MS,
  ids,
  list,
  MINUTE_MS,
  readsTeam,
  requestsIn,
  tester,
} from './support/request-reads.js';

const DAY_MS = 24 * HOUR_MS;
const PENDING = '/v1/workspaces/requests/pending';
const SUMMARY = '/v1/workspaces/requests/summary';

describe('request reads', () => {
  let t: TestApp;
  let team: Owner;
  let ann: Person;
  let file: ReturnType<typeof requestsIn>;

  beforeAll(async () => {
    t = await startTestApp();
    // The same team as request-reads.spec.ts: a Manager, Ann and Ben, though only Ann files here.
    ({ team, ann } = await readsTeam(t));
    file = requestsIn(t, team.workspaceId);
  });
  afterAll(() => t.close());

  describe('GET /workspaces/requests/summary', () => {
    it('counts open requests and drafts per member from the rows, through every state', async () => {
      const own = await newWorkspace(t, { name: 'Summary team' });
      await setPlan(t, own.workspaceId, 'BASIC');
      const boss = await tester(t, own.workspaceId, 'Manager', 'Manager');
      const x = await tester(t, own.workspaceId, 'Member', 'Member');
      const y = await tester(t, own.workspaceId, 'Member', 'Member');
      const put = requestsIn(t, own.workspaceId, RequestKind.WorkspaceTime, 5);
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
      const owner = await tester(t, own.workspaceId, 'Owner', 'Owner');
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
      const own = await newWorkspace(t, { name: 'Pending team' });
      await setPlan(t, own.workspaceId, 'BASIC');
      const boss = await tester(t, own.workspaceId, 'Manager', 'Manager');
      const x = await tester(t, own.workspaceId, 'Member', 'Member');
      const put = requestsIn(t, own.workspaceId, RequestKind.Activity, 5);
      // Created early but submitted last: a draft filled in later.
      const filledLate = await put(x.id, {
        kind: RequestKind.WorkspaceTime,
        createdAt: ago(t, 50 * MINUTE_MS),
        submittedAt: ago(t, MINUTE_MS),
      });
      const firstIn = await put(x.id, { createdAt: ago(t, 40 * MINUTE_MS) });
      const second = await put(x.id, {
        kind: RequestKind.Break,
        idWorkspaceTime: await newWorkspaceTime(
          t,
          own.workspaceId,
          x.id,
          ago(t, 9 * HOUR_MS),
          ago(t, 8 * HOUR_MS),
        ),
        createdAt: ago(t, 30 * MINUTE_MS),
      });
      const bosses = await put(boss.id, { createdAt: ago(t, 20 * MINUTE_MS) });
      const supers = await put(own.me.user.id, { createdAt: ago(t, 10 * MINUTE_MS) });
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

  describe('GET /workspaces/{id} pending_requests', () => {
    it("carries the caller's own open activity requests", async () => {
      const me = await tester(t, team.workspaceId, 'Member', 'Member');
      const idActivity = await newActivity(
        t,
        team.workspaceId,
        me.id,
        ago(t, 30 * HOUR_MS),
        ago(t, 29 * HOUR_MS),
      );
      const add = await file(me.id, {
        createdAt: ago(t, 2 * MINUTE_MS),
        start: new Date(1_700_000_000_000),
        end: new Date(1_700_003_600_000),
      });
      const del = await file(me.id, {
        type: RequestType.Delete,
        idActivity,
        createdAt: ago(t, MINUTE_MS),
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
      const free = await newWorkspace(t, { name: 'Free requests' });
      const member = await tester(t, free.workspaceId, 'Member', 'Member');
      const put = (createdAt: Date) =>
        newRequest(t, {
          idWorkspace: free.workspaceId,
          idUser: member.id,
          kind: RequestKind.Activity,
          start: new Date(createdAt.getTime() - HOUR_MS),
          end: createdAt,
          createdAt,
        });
      const old = await put(ago(t, 36 * DAY_MS));
      const recent = await put(ago(t, 34 * DAY_MS));

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
