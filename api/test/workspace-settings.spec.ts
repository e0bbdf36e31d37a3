import fs from 'node:fs';
import path from 'node:path';
import type { Preferences, RecentAction, Workspace } from '@punchcard/shared';
import { PNG_PIXEL } from './matrix/matrix.js';
import { addMember, setPlan, sql } from './support/db.js';
import {
  signUp,
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
} from './support/test-app.js';

describe('workspace settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A super owner's workspace on `plan` plus an Owner, a Manager and a Member. */
  async function team(plan = 'BASIC') {
    const owner = await signUpWithWorkspace(t, 'Settings Team');
    await setPlan(t, owner.workspaceId, plan);
    const roles = ['Owner', 'Manager', 'Member'] as const;
    const people = Object.fromEntries(
      await Promise.all(
        roles.map(async (role) => {
          const person = await signUp(t);
          await addMember(t, owner.workspaceId, person.me.user.id, role);
          return [role, person] as const;
        }),
      ),
    ) as Record<(typeof roles)[number], Awaited<ReturnType<typeof signUp>>>;
    return { owner, ...people };
  }

  function uploadPath(url: string | null): string {
    return path.join(t.dataDir, 'uploads', (url ?? '').replace('/v1/uploads/', ''));
  }

  describe('Workspace shape', () => {
    it('lists live clients and tags sorted by name, never another workspace’s', async () => {
      const owner = await signUpWithWorkspace(t);
      const other = await signUpWithWorkspace(t);
      const named = async (table: string, where: string) =>
        (await sql<{ id: string }>(t, `SELECT id FROM ${table} WHERE name = $1`, [where]))[0]?.id;
      await sql(
        t,
        `INSERT INTO clients (id_workspace, name, avatar, deleted_at) VALUES
           ($1, 'zeta', NULL, NULL), ($1, 'Alpha', '/v1/uploads/x.png', NULL),
           ($1, 'Gone', NULL, now()), ($2, 'Foreign', NULL, NULL)`,
        [owner.workspaceId, other.workspaceId],
      );
      await sql(
        t,
        `INSERT INTO tags (id_workspace, name, deleted_at) VALUES
           ($1, 'urgent', NULL), ($1, 'Billable', NULL), ($1, 'old', now()), ($2, 'theirs', NULL)`,
        [owner.workspaceId, other.workspaceId],
      );
      const res = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
      const workspace = res.body as Workspace;
      expect(workspace.clients).toEqual([
        { id: await named('clients', 'Alpha'), name: 'Alpha', avatar: '/v1/uploads/x.png' },
        { id: await named('clients', 'zeta'), name: 'zeta', avatar: null },
      ]);
      expect(workspace.tags).toEqual([
        { id: await named('tags', 'Billable'), name: 'Billable' },
        { id: await named('tags', 'urgent'), name: 'urgent' },
      ]);
      const fresh = await signUpWithWorkspace(t);
      const empty = (await fresh.agent.get(`/v1/workspaces/${fresh.workspaceId}`).expect(200))
        .body as Workspace;
      expect(empty).toMatchObject({ clients: [], tags: [] });
    });
  });

  describe('PATCH /v1/workspaces/avatar', () => {
    it('stores the image, serves it, and deletes the one it replaces', async () => {
      const { owner } = await team();
      const first = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', PNG_PIXEL, 'a.png')
        .expect(200);
      const firstUrl = (first.body as Workspace).avatar;
      expect(firstUrl).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\.png$/);
      expect(first.body).toMatchObject({ id: owner.workspaceId, name: 'Settings Team' });
      await owner.agent.get(firstUrl ?? '').expect(200);
      const second = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', PNG_PIXEL, 'b.png')
        .expect(200);
      const secondUrl = (second.body as Workspace).avatar;
      expect(secondUrl).not.toBe(firstUrl);
      expect(fs.existsSync(uploadPath(firstUrl))).toBe(false);
      expect(fs.existsSync(uploadPath(secondUrl))).toBe(true);
      await owner.agent.get(firstUrl ?? '').expect(404);
    });

    it('refuses a missing file, a non-image and callers without the permission', async () => {
      const { owner, Manager } = await team();
      const missing = await owner.agent.patch('/v1/workspaces/avatar').expect(400);
      expect(missing.body).toMatchObject({ error_key: 'upload_missing' });
      const text = await owner.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', Buffer.from('not an image'), 'a.png')
        .expect(400);
      expect(text.body).toMatchObject({ error_key: 'upload_invalid_type' });
      const denied = await Manager.agent
        .patch('/v1/workspaces/avatar')
        .attach('file', PNG_PIXEL, 'a.png')
        .expect(403);
      expect(denied.body).toMatchObject({ error_key: 'error.forbidden' });
      const after = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
        .body as Workspace;
      expect(after.avatar).toBeNull();
    });
  });

  it('sets project report visibility; unknown values are 400', async () => {
    const { owner, Owner, Manager } = await team();
    const res = await Owner.agent
      .patch('/v1/workspaces/project-visibility')
      .send({ project_visibility: 'DETAILS' })
      .expect(200);
    expect(res.body).toMatchObject({ project_report_visibility: 'DETAILS', role: 'Owner' });
    const bad = await owner.agent
      .patch('/v1/workspaces/project-visibility')
      .send({ project_visibility: 'EVERYTHING' })
      .expect(400);
    expect(bad.body).toMatchObject({ error_key: 'error.bad_request' });
    await Manager.agent
      .patch('/v1/workspaces/project-visibility')
      .send({ project_visibility: 'PERSONAL' })
      .expect(403);
    const after = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
      .body as Workspace;
    expect(after.project_report_visibility).toBe('DETAILS');
  });

  it('sets whether workspace time is required', async () => {
    const { owner } = await team();
    const off = await owner.agent
      .put('/v1/workspaces/workspace-settings/time')
      .send({ is_required: false })
      .expect(200);
    expect(off.body).toMatchObject({ is_time_required: false });
    const on = await owner.agent
      .put('/v1/workspaces/workspace-settings/time')
      .send({ is_required: true })
      .expect(200);
    expect(on.body).toMatchObject({ is_time_required: true });
    await owner.agent
      .put('/v1/workspaces/workspace-settings/time')
      .send({ is_required: 'yes' })
      .expect(400);
  });

  it('sets approval from the path: true or false, anything else 400', async () => {
    const { owner, Member } = await team();
    const on = await owner.agent.patch('/v1/workspaces/approval-setting/true').expect(200);
    expect(on.body).toMatchObject({ is_approval_required: true });
    const off = await owner.agent.patch('/v1/workspaces/approval-setting/false').expect(200);
    expect(off.body).toMatchObject({ is_approval_required: false });
    for (const value of ['yes', '1', 'TRUE ']) {
      const bad = await owner.agent
        .patch(`/v1/workspaces/approval-setting/${encodeURIComponent(value)}`)
        .expect(400);
      expect(bad.body).toMatchObject({ error_key: 'error.bad_request' });
    }
    await Member.agent.patch('/v1/workspaces/approval-setting/true').expect(403);
  });

  it('changes only the kiosk flags sent', async () => {
    const { owner } = await team();
    const res = await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_pin_enabled: false, is_nfc_enabled: false })
      .expect(200);
    expect((res.body as Workspace).kiosk_settings).toEqual({
      is_kiosk_enabled: true,
      is_pin_enabled: false,
      is_picture_enabled: true,
      is_qrcode_enabled: true,
      is_nfc_enabled: false,
    });
    const again = await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_pin_enabled: true })
      .expect(200);
    expect((again.body as Workspace).kiosk_settings).toMatchObject({
      is_pin_enabled: true,
      is_nfc_enabled: false,
    });
    await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_selfie_enabled: true })
      .expect(400);
    await owner.agent
      .patch('/v1/workspaces/kiosk-settings')
      .send({ is_pin_enabled: 1 })
      .expect(400);
  });

  describe('pomodoro customisation', () => {
    it('needs the plan feature to turn on (403 plan_feature_unavailable); off always works', async () => {
      const { owner } = await team('LITE');
      const res = await owner.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: true })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      const off = await owner.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: false })
        .expect(200);
      expect(off.body).toMatchObject({ is_pomodoro_customization_enabled: false });
    });

    it('turns on with BASIC', async () => {
      const { owner, Manager } = await team('BASIC');
      const res = await owner.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: true })
        .expect(200);
      expect(res.body).toMatchObject({ is_pomodoro_customization_enabled: true });
      await Manager.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: false })
        .expect(403);
    });
  });

  describe('PATCH /v1/workspaces/plan', () => {
    it('is for the super owner only', async () => {
      const { owner, Owner } = await team('FREE');
      const denied = await Owner.agent
        .patch('/v1/workspaces/plan')
        .send({ plan: 'BUSINESS' })
        .expect(403);
      expect(denied.body).toMatchObject({ error_key: 'error.forbidden' });
      const res = await owner.agent
        .patch('/v1/workspaces/plan')
        .send({ plan: 'BUSINESS' })
        .expect(200);
      expect(res.body).toMatchObject({ plan: 'BUSINESS', role: 'SuperOwner' });
      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'GOLD' }).expect(400);
      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'basic' }).expect(400);
    });

    it('refuses FREE over 5 active or pending members (412 add_member_forbidden)', async () => {
      const { owner } = await team('BASIC');
      // 4 members so far; one pending makes 5 seats, which FREE allows.
      const pending = await signUp(t);
      await addMember(t, owner.workspaceId, pending.me.user.id, 'Member', 'PENDING');
      const inactive = await signUp(t);
      await addMember(t, owner.workspaceId, inactive.me.user.id, 'Member', 'INACTIVE');
      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'FREE' }).expect(200);
      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'BASIC' }).expect(200);
      const sixth = await signUp(t);
      await addMember(t, owner.workspaceId, sixth.me.user.id, 'Member', 'PENDING');
      const res = await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'FREE' }).expect(412);
      expect(res.body).toMatchObject({ error_key: 'add_member_forbidden' });
      const after = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
        .body as Workspace;
      expect(after.plan).toBe('BASIC');
      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'LITE' }).expect(200);
    });

    it('switches off what the new plan lacks', async () => {
      const { owner, Member } = await team('BASIC');
      await owner.agent
        .patch('/v1/workspaces/pomodoro-customization-settings')
        .send({ is_pomodoro_customization_enabled: true })
        .expect(200);
      await owner.agent
        .patch('/v1/activities/settings')
        .send({ is_description_required: true, is_tag_required: true, is_task_required: true })
        .expect(200);
      await Member.agent
        .patch('/v1/accounts/me/location/timestamp')
        .send({ is_location_on: true })
        .expect(200);

      const lite = (
        await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'LITE' }).expect(200)
      ).body as Workspace;
      expect(lite.is_pomodoro_customization_enabled).toBe(false);
      expect(lite.timestamp_settings).toMatchObject({
        is_description_required: false,
        is_tag_required: false,
        is_task_required: true,
      });
      let prefs = (await Member.agent.get('/v1/accounts/me/preferences').expect(200))
        .body as Preferences;
      expect(prefs.is_timestamp_location_on).toBe(true);

      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'FREE' }).expect(200);
      prefs = (await Member.agent.get('/v1/accounts/me/preferences').expect(200))
        .body as Preferences;
      expect(prefs.is_timestamp_location_on).toBe(false);
    });
  });

  it('sets the currency as an upper-cased ISO 4217 code', async () => {
    const { owner, Manager } = await team();
    const res = await owner.agent
      .patch('/v1/workspaces/currency')
      .send({ currency: 'jpy' })
      .expect(200);
    expect(res.body).toMatchObject({ currency: 'JPY' });
    for (const currency of ['ZZZ', 'US', 'EURO', '', 'usd;']) {
      const bad = await owner.agent.patch('/v1/workspaces/currency').send({ currency }).expect(400);
      expect(bad.body).toMatchObject({ error_key: 'currency_invalid' });
    }
    const typed = await owner.agent
      .patch('/v1/workspaces/currency')
      .send({ currency: 392 })
      .expect(400);
    expect(typed.body).toMatchObject({ error_key: 'error.bad_request' });
    await Manager.agent.patch('/v1/workspaces/currency').send({ currency: 'EUR' }).expect(403);
    const after = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
      .body as Workspace;
    expect(after.currency).toBe('JPY');
  });

  it('acts on the caller’s active workspace only', async () => {
    const owner = await signUpWithWorkspace(t, 'First');
    const second = (
      (await owner.agent.post('/v1/workspaces').send({ name: 'Second' }).expect(201))
        .body as Workspace
    ).id;
    const res = await owner.agent
      .patch('/v1/workspaces/currency')
      .send({ currency: 'EUR' })
      .expect(200);
    expect(res.body).toMatchObject({ id: second, currency: 'EUR' });
    const first = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
      .body as Workspace;
    expect(first.currency).toBe('USD');
  });

  it('answers 404 workspace_not_found without an active workspace', async () => {
    const { agent } = await signUp(t);
    const res = await agent.patch('/v1/workspaces/currency').send({ currency: 'EUR' }).expect(404);
    expect(res.body).toMatchObject({ error_key: 'workspace_not_found' });
    await agent.get('/v1/workspaces/recent-actions').expect(404);
  });

  describe('PATCH /v1/activities/settings', () => {
    const everything = {
      is_permission_required: true,
      is_approval_required: true,
      is_time_modification_allowed: true,
      is_detail_modification_allowed: true,
      is_description_required: true,
      is_project_required: true,
      is_category_required: true,
      is_task_required: true,
      is_tag_required: true,
    };

    it('saves every flag on a plan with required fields', async () => {
      const { owner } = await team('BASIC');
      const res = await owner.agent.patch('/v1/activities/settings').send(everything).expect(200);
      expect((res.body as Workspace).timestamp_settings).toEqual(everything);
      const partial = await owner.agent
        .patch('/v1/activities/settings')
        .send({ is_category_required: false })
        .expect(200);
      expect((partial.body as Workspace).timestamp_settings).toEqual({
        ...everything,
        is_category_required: false,
      });
    });

    it('forces the four required-field flags false without the feature (task stays)', async () => {
      const { owner, Member } = await team('LITE');
      const res = await owner.agent.patch('/v1/activities/settings').send(everything).expect(200);
      expect((res.body as Workspace).timestamp_settings).toEqual({
        ...everything,
        is_description_required: false,
        is_project_required: false,
        is_category_required: false,
        is_tag_required: false,
      });
      await owner.agent.patch('/v1/activities/settings').send({ is_tag: true }).expect(400);
      await Member.agent
        .patch('/v1/activities/settings')
        .send({ is_task_required: false })
        .expect(403);
    });
  });

  describe('recent actions', () => {
    async function addRecent(
      idWorkspace: string,
      idUser: string,
      description: string,
      secondsAgo: number,
    ): Promise<string> {
      const [row] = await sql<{ id: string }>(
        t,
        `INSERT INTO recent_actions (id_workspace, id_user, description, id_tags, used_at)
         VALUES ($1, $2, $3, '{}', now() - make_interval(secs => $4)) RETURNING id`,
        [idWorkspace, idUser, description, secondsAgo],
      );
      return row?.id ?? '';
    }

    const list = async (agent: TestAgent) =>
      (await agent.get('/v1/workspaces/recent-actions').expect(200)).body as RecentAction[];

    it('lists the caller’s own, newest first, at most 20', async () => {
      const { owner, Member } = await team();
      const idUser = Member.me.user.id;
      const newest = await addRecent(owner.workspaceId, idUser, 'a0', 0);
      for (let i = 1; i < 25; i += 1) await addRecent(owner.workspaceId, idUser, `a${i}`, i * 60);
      await addRecent(owner.workspaceId, owner.me.user.id, 'owner’s', 0);
      const elsewhere = await signUpWithWorkspace(t);
      await addMember(t, elsewhere.workspaceId, idUser, 'Member');
      await addRecent(elsewhere.workspaceId, idUser, 'elsewhere', 0);
      const [project] = await sql<{ id: string }>(
        t,
        `INSERT INTO projects (id_workspace, name, created_by) VALUES ($1, 'P', $2) RETURNING id`,
        [owner.workspaceId, owner.me.user.id],
      );
      await sql(
        t,
        `UPDATE recent_actions SET id_project = $2, id_tags = ARRAY[$2]::uuid[]
          WHERE id_user = $1 AND description = 'a0'`,
        [idUser, project?.id],
      );

      const actions = await list(Member.agent);
      expect(actions).toHaveLength(20);
      expect(actions.map((a) => a.description)).toEqual(
        Array.from({ length: 20 }, (_, i) => `a${i}`),
      );
      const [stored] = await sql<{ used_at: number }>(
        t,
        `SELECT floor(extract(epoch FROM used_at))::int AS used_at FROM recent_actions WHERE id = $1`,
        [newest],
      );
      expect(actions[0]).toEqual({
        id: newest,
        id_project: project?.id,
        id_task: null,
        id_category: null,
        id_tags: [project?.id],
        description: 'a0',
        used_at: stored?.used_at,
      });
      expect(actions[0]?.used_at).toBeGreaterThan(actions[1]?.used_at ?? Infinity);
    });

    it('deletes only the caller’s own; other ids are ignored', async () => {
      const { owner, Member } = await team();
      const mine = await addRecent(owner.workspaceId, Member.me.user.id, 'mine', 0);
      const kept = await addRecent(owner.workspaceId, Member.me.user.id, 'kept', 60);
      const theirs = await addRecent(owner.workspaceId, owner.me.user.id, 'theirs', 0);
      const foreign = await signUpWithWorkspace(t);
      const foreignId = await addRecent(foreign.workspaceId, foreign.me.user.id, 'foreign', 0);

      const res = await Member.agent
        .delete('/v1/workspaces/recent-actions')
        .send({
          recent_actions: [mine, theirs, foreignId, '00000000-0000-4000-8000-000000000000'],
        })
        .expect(200);
      expect((res.body as RecentAction[]).map((a) => a.id)).toEqual([kept]);
      expect((await list(owner.agent)).map((a) => a.id)).toEqual([theirs]);
      expect((await list(foreign.agent)).map((a) => a.id)).toEqual([foreignId]);

      await Member.agent
        .delete('/v1/workspaces/recent-actions')
        .send({ recent_actions: ['not-a-uuid'] })
        .expect(400);
      await Member.agent.delete('/v1/workspaces/recent-actions').send({}).expect(400);
      expect((await list(Member.agent)).map((a) => a.id)).toEqual([kept]);
    });
  });
});
