import { type Preferences, type RecentAction, type Workspace } from '@punchcard/shared';
import { newProject, newRow, newWorkspace, newMember } from './support/factory.js';
import { addMember, sql } from './support/db.js';
import { signUp, startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { settingsTeam } from './support/workspace-settings.js';

describe('workspace settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('PATCH /v1/workspaces/plan', () => {
    it('is for the super owner only', async () => {
      const { owner, Owner } = await settingsTeam(t, 'FREE');
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
      const { owner } = await settingsTeam(t, 'BASIC');
      // 4 members so far; one pending makes 5 seats, which FREE allows.
      await newMember(t, owner.workspaceId, 'Member', { via: 'sign-up', status: 'PENDING' });
      await newMember(t, owner.workspaceId, 'Member', { via: 'sign-up', status: 'INACTIVE' });
      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'FREE' }).expect(200);
      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'BASIC' }).expect(200);
      await newMember(t, owner.workspaceId, 'Member', { via: 'sign-up', status: 'PENDING' });
      const res = await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'FREE' }).expect(412);
      expect(res.body).toMatchObject({ error_key: 'add_member_forbidden' });
      const after = (await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200))
        .body as Workspace;
      expect(after.plan).toBe('BASIC');
      await owner.agent.patch('/v1/workspaces/plan').send({ plan: 'LITE' }).expect(200);
    });

    it('switches off what the new plan lacks', async () => {
      const { owner, Member } = await settingsTeam(t, 'BASIC');
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
    const { owner, Manager } = await settingsTeam(t);
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
    const owner = await newWorkspace(t, { name: 'First' });
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
      const { owner } = await settingsTeam(t, 'BASIC');
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
      const { owner, Member } = await settingsTeam(t, 'LITE');
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
      return newRow(t, 'recent_actions', {
        id_workspace: idWorkspace,
        id_user: idUser,
        description,
        id_tags: [],
        used_at: new Date(t.clock.now().getTime() - secondsAgo * 1000),
      });
    }

    const list = async (agent: TestAgent) =>
      (await agent.get('/v1/workspaces/recent-actions').expect(200)).body as RecentAction[];

    it('lists the caller’s own, newest first, at most 20', async () => {
      const { owner, Member } = await settingsTeam(t);
      const idUser = Member.me.user.id;
      const newest = await addRecent(owner.workspaceId, idUser, 'a0', 0);
      for (let i = 1; i < 25; i += 1) await addRecent(owner.workspaceId, idUser, `a${i}`, i * 60);
      await addRecent(owner.workspaceId, owner.me.user.id, 'owner’s', 0);
      const elsewhere = await newWorkspace(t);
      await addMember(t, elsewhere.workspaceId, idUser, 'Member');
      await addRecent(elsewhere.workspaceId, idUser, 'elsewhere', 0);
      const project = { id: await newProject(t, owner.workspaceId, owner.id, 'P') };
      await sql(
        t,
        `UPDATE recent_actions SET id_project = $2, id_tags = ARRAY[$2]::uuid[]
          WHERE id_user = $1 AND description = 'a0'`,
        [idUser, project.id],
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
        id_project: project.id,
        id_task: null,
        id_category: null,
        id_tags: [project.id],
        description: 'a0',
        used_at: stored?.used_at,
      });
      expect(actions[0]?.used_at).toBeGreaterThan(actions[1]?.used_at ?? Infinity);
    });

    it('deletes only the caller’s own; other ids are ignored', async () => {
      const { owner, Member } = await settingsTeam(t);
      const mine = await addRecent(owner.workspaceId, Member.me.user.id, 'mine', 0);
      const kept = await addRecent(owner.workspaceId, Member.me.user.id, 'kept', 60);
      const theirs = await addRecent(owner.workspaceId, owner.me.user.id, 'theirs', 0);
      const foreign = await newWorkspace(t);
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
