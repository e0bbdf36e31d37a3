import { Permission, REQUEST_STATUSES, RequestKind, type TimeRequest } from '@punchcard/shared';
import { newWorkspace, type Owner, type Person, newWorkspaceTime, NIL } from './support/factory.js';
import { sql, revokeGrant } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  ago,
  HOUR_MS,
  ids,
  LIST,
  list,
  MINUTE_MS,
  readsTeam,
  requestsIn,
  tester,
} from './support/request-reads.js';

describe('request reads', () => {
  let t: TestApp;
  let team: Owner;
  let manager: Person;
  let ann: Person;
  let ben: Person;
  let file: ReturnType<typeof requestsIn>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ team, manager, ann, ben } = await readsTeam(t));
    file = requestsIn(t, team.workspaceId);
  });
  afterAll(() => t.close());

  /** The open workspace time of `idUser`, opened an hour ago if none is (break requests point at one). */
  async function openTime(idUser: string): Promise<string> {
    const [open] = await sql<{ id: string }>(
      t,
      `SELECT id FROM workspace_times WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL`,
      [team.workspaceId, idUser],
    );
    return open?.id ?? newWorkspaceTime(t, team.workspaceId, idUser, ago(t, HOUR_MS), null);
  }

  describe('GET /activities/requests/member', () => {
    it("lists the caller's own requests of one kind, newest first, in the TimeRequest shape", async () => {
      const me = await tester(t, team.workspaceId, 'Member', 'Cleo');
      const older = await file(me.id, { createdAt: ago(t, 3 * MINUTE_MS), reason: 'Forgot' });
      const newer = await file(me.id, { createdAt: ago(t, 2 * MINUTE_MS) });
      const time = await file(me.id, {
        kind: RequestKind.WorkspaceTime,
        createdAt: ago(t, MINUTE_MS),
      });
      await file(ann.id, { createdAt: ago(t, MINUTE_MS) });

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
      const me = await tester(t, team.workspaceId, 'Member', 'Member');
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
        createdAt: ago(t, MINUTE_MS),
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
      const outsider = await newWorkspace(t, { name: 'Elsewhere' });
      for (const id of [NIL, outsider.me.user.id]) {
        const res = await manager.agent
          .get(`${LIST}?id_members=${ann.id}&id_members=${id}`)
          .expect(404);
        expect(res.body).toMatchObject({ error_key: 'member_not_found' });
      }
      await manager.agent.get(`${LIST}?id_members=not-a-uuid`).expect(400);

      // Another reviewer permission does not do: workspace time reviewers read no activities.
      await revokeGrant(t, team.workspaceId, Permission.ManageTimestampModification, 'Owner');
      const owner = await tester(t, team.workspaceId, 'Owner', 'Owner');
      await owner.agent.get(`${LIST}?timestamp_type=activity&id_members=${ann.id}`).expect(403);
      expect(
        ids(await list(owner.agent, `timestamp_type=break&id_members=${ann.id}&status=draft`)),
      ).toEqual([annDraft]);
    });

    it('pages by marker.page and marker.item, literal dotted query keys', async () => {
      const me = await tester(t, team.workspaceId, 'Member', 'Member');
      const made: string[] = [];
      for (let i = 0; i < 7; i += 1)
        made.push(await file(me.id, { createdAt: ago(t, (10 - i) * MINUTE_MS) }));
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
      const me = await tester(t, team.workspaceId, 'Member', 'Member');
      const same = ago(t, 30 * MINUTE_MS);
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
});
