import {
  type Activity,
  type Break,
  RequestKind,
  type RequestPreview,
  RequestType,
  type WorkspaceTime,
} from '@punchcard/shared';
import {
  newWorkspace,
  newMember,
  newRequest,
  type RequestSpec,
  type Person,
  newLink,
  newWorkspaceTime,
  newBreak,
  newActivity,
  newCatalogueItem,
} from './support/factory.js';
import { setPlan, sql } from './support/db.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';

const NIL = '00000000-0000-4000-8000-000000000000';
const PREVIEW = '/v1/activities/requests/preview';
const MINUTE = 60;
const HOUR = 3600;

describe('GET /activities/requests/preview', () => {
  let t: TestApp;
  let idWorkspace: string;
  let me: Person;
  let peer: Person;
  let manager: Person;
  let now: number;
  /** Closed workspace time 10h..6h ago with two breaks and three activities. */
  let closed: string;
  let open: string;
  let tag: string;

  beforeAll(async () => {
    t = await startTestApp();
    const team = await newWorkspace(t, { name: 'Preview team' });
    idWorkspace = team.workspaceId;
    await setPlan(t, idWorkspace, 'BASIC');
    me = await newMember(t, idWorkspace, 'Member', { lastName: 'Tester', firstName: 'Mia' });
    peer = await newMember(t, idWorkspace, 'Member', { firstName: 'Member', lastName: 'Tester' });
    manager = await newMember(t, idWorkspace, 'Manager', {
      firstName: 'Manager',
      lastName: 'Tester',
    });
    now = Math.floor(t.clock.now().getTime() / 1000);
    closed = await span('workspace_times', now - 10 * HOUR, now - 6 * HOUR);
    open = await span('workspace_times', now - HOUR, null);
    tag = await newCatalogueItem(t, 'tags', idWorkspace, 'Urgent');
  });
  afterAll(() => t.close());

  const at = (seconds: number) => new Date(seconds * 1000);

  /** A span of `me` in `table` (breaks and activities go in `parent`). */
  function span(
    table: 'workspace_times' | 'breaks' | 'activities',
    start: number,
    end: number | null,
    parent?: string,
  ): Promise<string> {
    if (table === 'workspace_times') return newWorkspaceTime(t, idWorkspace, me.id, start, end);
    if (table === 'breaks') return newBreak(t, parent ?? '', start, end);
    return newActivity(t, idWorkspace, me.id, start, end, { id_workspace_time: parent });
  }

  function file(spec: Partial<RequestSpec> & Pick<RequestSpec, 'kind'>): Promise<string> {
    return newRequest(t, { idWorkspace, idUser: me.id, ...spec });
  }

  async function preview(
    agent: TestAgent,
    id: string,
    kind?: RequestKind,
    status = 200,
  ): Promise<RequestPreview> {
    const query = kind ? `?id=${id}&timestamp_type=${kind}` : `?id=${id}`;
    const res = await agent.get(`${PREVIEW}${query}`).expect(status);
    return res.body as RequestPreview;
  }

  /** The caller's workspace times of the last two days as the time screens read them. */
  async function timesNow(): Promise<WorkspaceTime[]> {
    const res = await me.agent
      .get('/v1/workspaces/timestamps')
      .query({ start: now - 2 * 24 * HOUR, end: now + HOUR })
      .expect(200);
    return res.body as WorkspaceTime[];
  }

  async function activityNow(id: string): Promise<Activity> {
    const res = await me.agent
      .get('/v1/activities')
      .query({ start: now - 2 * 24 * HOUR, end: now + HOUR })
      .expect(200);
    const found = (res.body as Activity[]).find((activity) => activity.id === id);
    if (!found) throw new Error(`activity ${id} not listed`);
    return found;
  }

  async function timeNow(id: string): Promise<WorkspaceTime> {
    const found = (await timesNow()).find((time) => time.id === id);
    if (!found) throw new Error(`workspace time ${id} not listed`);
    return found;
  }

  async function breakNow(id: string): Promise<Break> {
    const found = (await timesNow()).flatMap((time) => time.breaks).find((b) => b.id === id);
    if (!found) throw new Error(`break ${id} not listed`);
    return found;
  }

  describe('activities', () => {
    it('an add: nothing now, a new activity built from the request', async () => {
      const id = await file({
        kind: RequestKind.Activity,
        start: at(now - 5 * HOUR),
        end: at(now - 4 * HOUR),
        tags: [tag],
        description: 'Stocktake',
      });
      const seen = await preview(me.agent, id);
      expect(seen.request).toMatchObject({ id, kind: 'activity', request_type: 'ADD' });
      expect(seen.current).toBeNull();
      expect(seen.proposed).toEqual({
        id: 'new',
        id_workspace: idWorkspace,
        id_user: me.id,
        id_workspace_time: null,
        id_project: null,
        id_task: null,
        id_category: null,
        tags: [tag],
        description: 'Stocktake',
        note: null,
        feedback: null,
        start: now - 5 * HOUR,
        end: now - 4 * HOUR,
        metadata_in: {
          location: null,
          latitude: null,
          longitude: null,
          user_agent: null,
          ip_address: null,
        },
        metadata_out: {
          location: null,
          latitude: null,
          longitude: null,
          user_agent: null,
          ip_address: null,
        },
        deleted_at: null,
      });
    });

    it('an edit: the activity as the lists show it, and with the span and details replaced', async () => {
      const activity = await span('activities', now - 9 * HOUR, now - 8 * HOUR, closed);
      await newLink(t, 'activity_tags', { id_activity: activity, id_tag: tag });
      const id = await file({
        kind: RequestKind.Activity,
        type: RequestType.Edit,
        idActivity: activity,
        start: at(now - 9 * HOUR + 10 * MINUTE),
        end: at(now - 8 * HOUR - 10 * MINUTE),
        tags: [],
        description: 'Edited',
      });
      const before = await activityNow(activity);
      expect(before.tags).toEqual([tag]);
      const seen = await preview(me.agent, id, RequestKind.Activity);
      expect(seen.current).toEqual(before);
      expect(seen.proposed).toEqual({
        ...before,
        start: now - 9 * HOUR + 10 * MINUTE,
        end: now - 8 * HOUR - 10 * MINUTE,
        tags: [],
        description: 'Edited',
      });
      // A reviewer sees the same; another member does not see it at all.
      expect(await preview(manager.agent, id)).toEqual(seen);
      const hidden = await peer.agent.get(`${PREVIEW}?id=${id}`).expect(404);
      expect(hidden.body).toMatchObject({ error_key: 'review_activity_not_found' });

      // Once the activity is deleted it is gone: nothing to show, nothing approval could change.
      await sql(t, `UPDATE activities SET deleted_at = now() WHERE id = $1`, [activity]);
      const gone = await preview(me.agent, id);
      expect(gone).toMatchObject({ current: null, proposed: null });
    });

    it("a running activity's edit keeps it running; a delete proposes nothing", async () => {
      const running = await span('activities', now - 30 * MINUTE, null, open);
      const edit = await file({
        kind: RequestKind.Activity,
        type: RequestType.Edit,
        idActivity: running,
        start: at(now - 40 * MINUTE),
        end: null,
      });
      const seen = await preview(me.agent, edit);
      expect(seen.current).toMatchObject({ id: running, end: null, start: now - 30 * MINUTE });
      expect(seen.proposed).toMatchObject({ id: running, end: null, start: now - 40 * MINUTE });

      const doomed = await span('activities', now - 7 * HOUR, now - 6 * HOUR - 30 * MINUTE, closed);
      const del = await file({
        kind: RequestKind.Activity,
        type: RequestType.Delete,
        idActivity: doomed,
      });
      const deleting = await preview(me.agent, del);
      expect(deleting.current).toEqual(await activityNow(doomed));
      expect(deleting.proposed).toBeNull();
    });
  });

  describe('workspace time', () => {
    it('add, edit (closed, running, draft) and delete', async () => {
      const kind = RequestKind.WorkspaceTime;
      const add = await file({ kind, start: at(now - 15 * HOUR), end: at(now - 12 * HOUR) });
      const added = await preview(me.agent, add, kind);
      expect(added.current).toBeNull();
      expect(added.proposed).toMatchObject({
        id: 'new',
        id_user: me.id,
        id_workspace: idWorkspace,
        start: now - 15 * HOUR,
        end: now - 12 * HOUR,
        is_break_time: false,
        breaks: [],
        deleted_at: null,
      });

      const pause = await span('breaks', now - 9 * HOUR, now - 8 * HOUR - 30 * MINUTE, closed);
      const edit = await file({
        kind,
        type: RequestType.Edit,
        idWorkspaceTime: closed,
        start: at(now - 11 * HOUR),
        end: at(now - 6 * HOUR),
      });
      const before = await timeNow(closed);
      expect(before.breaks.map((b) => b.id)).toContain(pause);
      const edited = await preview(me.agent, edit, kind);
      expect(edited.current).toEqual(before);
      expect(edited.proposed).toEqual({ ...before, start: now - 11 * HOUR, end: now - 6 * HOUR });

      const running = await file({
        kind,
        type: RequestType.Edit,
        idWorkspaceTime: open,
        start: at(now - 2 * HOUR),
      });
      expect((await preview(me.agent, running, kind)).proposed).toMatchObject({
        id: open,
        start: now - 2 * HOUR,
        end: null,
      });

      const older = await span('workspace_times', now - 20 * HOUR, now - 18 * HOUR);
      const draft = await file({
        kind,
        type: RequestType.Edit,
        idWorkspaceTime: older,
        start: at(now - 21 * HOUR),
        status: 'draft',
      });
      const drafted = await preview(me.agent, draft, kind);
      expect(drafted.request).toMatchObject({ status: 'draft', end: null });
      expect(drafted.current).toMatchObject({ id: older, end: now - 18 * HOUR });
      expect(drafted.proposed).toMatchObject({ id: older, start: now - 21 * HOUR, end: null });

      const oldest = await span('workspace_times', now - 30 * HOUR, now - 28 * HOUR);
      const del = await file({ kind, type: RequestType.Delete, idWorkspaceTime: oldest });
      const deleting = await preview(me.agent, del, kind);
      expect(deleting.current).toEqual(await timeNow(oldest));
      expect(deleting.proposed).toBeNull();

      // Asked as another kind, or by a member who may not see it: that kind's 404.
      const wrongKind = await me.agent.get(`${PREVIEW}?id=${edit}`).expect(404);
      expect(wrongKind.body).toMatchObject({ error_key: 'review_activity_not_found' });
      const hidden = await peer.agent
        .get(`${PREVIEW}?id=${edit}&timestamp_type=${kind}`)
        .expect(404);
      expect(hidden.body).toMatchObject({ error_key: 'review_workspace_time_not_found' });
      await preview(manager.agent, edit, kind);
    });
  });

  describe('breaks', () => {
    it('add, edit and delete inside their workspace time', async () => {
      const kind = RequestKind.Break;
      const add = await file({
        kind,
        idWorkspaceTime: closed,
        start: at(now - 7 * HOUR),
        end: at(now - 7 * HOUR + 15 * MINUTE),
      });
      const added = await preview(me.agent, add, kind);
      expect(added.current).toBeNull();
      expect(added.proposed).toMatchObject({
        id: 'new',
        id_workspace_time: closed,
        id_user: me.id,
        start: now - 7 * HOUR,
        end: now - 7 * HOUR + 15 * MINUTE,
        is_break_time: true,
      });

      const pause = await span(
        'breaks',
        now - 10 * HOUR + 10 * MINUTE,
        now - 10 * HOUR + 20 * MINUTE,
        closed,
      );
      const edit = await file({
        kind,
        type: RequestType.Edit,
        idWorkspaceTime: closed,
        idBreak: pause,
        start: at(now - 10 * HOUR + 5 * MINUTE),
        end: at(now - 10 * HOUR + 25 * MINUTE),
      });
      const before = await breakNow(pause);
      const edited = await preview(me.agent, edit, kind);
      expect(edited.current).toEqual(before);
      expect(edited.proposed).toEqual({
        ...before,
        start: now - 10 * HOUR + 5 * MINUTE,
        end: now - 10 * HOUR + 25 * MINUTE,
      });

      const other = await span(
        'breaks',
        now - 6 * HOUR - 20 * MINUTE,
        now - 6 * HOUR - 10 * MINUTE,
        closed,
      );
      const del = await file({
        kind,
        type: RequestType.Delete,
        idWorkspaceTime: closed,
        idBreak: other,
      });
      const deleting = await preview(me.agent, del, kind);
      expect(deleting.current).toEqual(await breakNow(other));
      expect(deleting.proposed).toBeNull();

      const hidden = await peer.agent.get(`${PREVIEW}?id=${del}&timestamp_type=break`).expect(404);
      expect(hidden.body).toMatchObject({ error_key: 'review_break_not_found' });
    });
  });

  it('refuses bad input and answers 404 for requests that do not exist here', async () => {
    await me.agent.get(PREVIEW).expect(400);
    await me.agent.get(`${PREVIEW}?id=nope`).expect(400);
    await me.agent.get(`${PREVIEW}?id=${NIL}&timestamp_type=nothing`).expect(400);
    const missing = await me.agent.get(`${PREVIEW}?id=${NIL}&timestamp_type=break`).expect(404);
    expect(missing.body).toMatchObject({ error_key: 'review_break_not_found' });
    const elsewhere = await newWorkspace(t, { name: 'Elsewhere' });
    const theirs = await newRequest(t, {
      idWorkspace: elsewhere.workspaceId,
      idUser: elsewhere.me.user.id,
      kind: RequestKind.Activity,
      start: at(now - HOUR),
      end: at(now),
    });
    await elsewhere.agent.get(`${PREVIEW}?id=${theirs}`).expect(200);
    await manager.agent.get(`${PREVIEW}?id=${theirs}`).expect(404);
  });
});
