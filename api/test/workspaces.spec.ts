import type {
  Me,
  Member,
  PermissionValue,
  Workspace,
  WorkspacePermission,
} from '@punchcard/shared';
import { newWorkspace, newMember } from './support/factory.js';
import { addMember, setPlan, sql } from './support/db.js';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

describe('workspaces', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A workspace with one member of each role besides its SuperOwner. */
  async function team(plan = 'FREE') {
    const owner = await newWorkspace(t, { name: 'Team' });
    await setPlan(t, owner.workspaceId, plan);
    const roles = ['Guest', 'Member', 'Manager', 'Owner'] as const;
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

  it('creates a workspace with the spec defaults; the creator is its active SuperOwner', async () => {
    const { agent } = await signUp(t);
    const res = await agent
      .post('/v1/workspaces')
      .send({ name: '  Acme Bakery ', time_zone: 'Asia/Tokyo' })
      .expect(201);
    const workspace = res.body as Workspace;
    expect(workspace).toMatchObject({
      name: 'Acme Bakery',
      plan: 'FREE',
      currency: 'USD',
      time_zone: 'Asia/Tokyo',
      role: 'SuperOwner',
      is_default: true,
      is_trial_started: false,
      is_time_required: true,
      is_approval_required: false,
      project_report_visibility: 'SUMMARY',
      is_pomodoro_customization_enabled: false,
      is_active_member: true,
      member_count: 1,
      deleted_at: null,
      kiosk_settings: {
        is_kiosk_enabled: true,
        is_pin_enabled: true,
        is_picture_enabled: true,
        is_qrcode_enabled: true,
        is_nfc_enabled: true,
      },
    });
    expect(Object.values(workspace.timestamp_settings).every((flag) => flag === false)).toBe(true);
    expect(workspace.permissions.length).toBeGreaterThan(0);
    const me = (await agent.get('/v1/accounts/me').expect(200)).body as Me;
    expect(me.active_workspace?.id).toBe(workspace.id);
    expect(me.memberships).toEqual([
      {
        id_workspace: workspace.id,
        name: 'Acme Bakery',
        role: 'SuperOwner',
        status: 'ACTIVE',
        is_default: true,
      },
    ]);
  });

  it.each([[''], ['   '], ['x'.repeat(101)]])(
    'refuses the name %p with 400 add_workspace_error',
    async (name) => {
      const { agent } = await signUp(t);
      const res = await agent.post('/v1/workspaces').send({ name }).expect(400);
      expect(res.body).toMatchObject({ error_key: 'add_workspace_error' });
    },
  );

  it('refuses an unknown time zone', async () => {
    const { agent } = await signUp(t);
    await agent.post('/v1/workspaces').send({ name: 'A', time_zone: 'Mars/Olympus' }).expect(400);
  });

  it('answers 404 workspace_not_found for a workspace the caller is not in', async () => {
    const a = await newWorkspace(t);
    const b = await newWorkspace(t);
    for (const path of ['', '/switch', '/members', '/permissions']) {
      const res = await a.agent.get(`/v1/workspaces/${b.workspaceId}${path}`).expect(404);
      expect(res.body).toMatchObject({ error_key: 'workspace_not_found' });
    }
    await a.agent
      .patch(`/v1/workspaces/${b.workspaceId}/names`)
      .send({ name: 'Mine now' })
      .expect(404);
    await a.agent.delete(`/v1/workspaces/${b.workspaceId}`).expect(404);
  });

  it('switches the active workspace; calls without an id follow it', async () => {
    const user = await newWorkspace(t, { name: 'First' });
    const second = (
      (await user.agent.post('/v1/workspaces').send({ name: 'Second' }).expect(201))
        .body as Workspace
    ).id;
    let me = (await user.agent.get('/v1/accounts/me').expect(200)).body as Me;
    expect(me.active_workspace?.id).toBe(second);
    const switched = await user.agent.get(`/v1/workspaces/${user.workspaceId}/switch`).expect(200);
    expect((switched.body as Workspace).is_default).toBe(true);
    me = (await user.agent.get('/v1/accounts/me').expect(200)).body as Me;
    expect(me.active_workspace?.id).toBe(user.workspaceId);
    expect(me.memberships.filter((m) => m.is_default).map((m) => m.id_workspace)).toEqual([
      user.workspaceId,
    ]);
  });

  it('does not let an inactive member use the workspace', async () => {
    const owner = await newWorkspace(t);
    const person = await newMember(t, owner.workspaceId, 'Member', {
      via: 'sign-up',
      status: 'INACTIVE',
    });
    await person.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(404);
  });

  it('renames with MANAGE_WORKSPACE_SETTINGS; an empty name is 400 workspace_name_error', async () => {
    const owner = await newWorkspace(t);
    const res = await owner.agent
      .patch(`/v1/workspaces/${owner.workspaceId}/names`)
      .send({ name: 'Renamed' })
      .expect(200);
    expect((res.body as Workspace).name).toBe('Renamed');
    const bad = await owner.agent
      .patch(`/v1/workspaces/${owner.workspaceId}/names`)
      .send({ name: ' ' })
      .expect(400);
    expect(bad.body).toMatchObject({ error_key: 'workspace_name_error' });
  });

  it('applies role permissions on plans with the permissions feature', async () => {
    const { owner, Guest, Member, Manager, Owner } = await team('LITE');
    const rename = (agent: typeof Guest.agent) =>
      agent.patch(`/v1/workspaces/${owner.workspaceId}/names`).send({ name: 'New name' });
    for (const person of [Guest, Member, Manager]) {
      const res = await rename(person.agent).expect(403);
      expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
    }
    await rename(Owner.agent).expect(200);
    await rename(owner.agent).expect(200);
  });

  it('applies the default map without the permissions feature (FREE): a member may not rename', async () => {
    const { owner, Member } = await team('FREE');
    const rename = (agent: typeof Member.agent) =>
      agent.patch(`/v1/workspaces/${owner.workspaceId}/names`).send({ name: 'Not for all' });
    const res = await rename(Member.agent).expect(403);
    expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
    await rename(owner.agent).expect(200);
  });

  it('lets only a super owner delete and restore; members move to another active workspace', async () => {
    const { owner, Owner } = await team('LITE');
    await Owner.agent.delete(`/v1/workspaces/${owner.workspaceId}`).expect(403);
    const other = (
      (await owner.agent.post('/v1/workspaces').send({ name: 'Other' }).expect(201))
        .body as Workspace
    ).id;
    await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/switch`).expect(200);
    const deleted = await owner.agent.delete(`/v1/workspaces/${owner.workspaceId}`).expect(200);
    expect((deleted.body as Workspace).deleted_at).toEqual(expect.any(Number));
    await owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(404);
    const me = (await owner.agent.get('/v1/accounts/me').expect(200)).body as Me;
    expect(me.active_workspace?.id).toBe(other);
    expect(me.memberships.map((m) => m.id_workspace)).toEqual([other]);
    const ownerMe = (await Owner.agent.get('/v1/accounts/me').expect(200)).body as Me;
    expect(ownerMe.active_workspace).toBeNull();

    await Owner.agent.patch(`/v1/workspaces/deleted/${owner.workspaceId}`).expect(403);
    const stranger = await signUp(t);
    await stranger.agent.patch(`/v1/workspaces/deleted/${owner.workspaceId}`).expect(404);
    const restored = await owner.agent
      .patch(`/v1/workspaces/deleted/${owner.workspaceId}`)
      .expect(200);
    expect(restored.body).toMatchObject({
      id: owner.workspaceId,
      deleted_at: null,
      is_default: true,
    });
    await owner.agent.patch(`/v1/workspaces/deleted/${owner.workspaceId}`).expect(404);
    await Owner.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
  });

  it('lists members with their roles and statuses', async () => {
    const { owner } = await team();
    await sql(t, `UPDATE users SET first_name = 'Sam', last_name = 'Owner' WHERE id = $1`, [
      owner.me.user.id,
    ]);
    const res = await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/members`).expect(200);
    const members = res.body as Member[];
    expect(members.map((m) => m.role).sort()).toEqual([
      'Guest',
      'Manager',
      'Member',
      'Owner',
      'SuperOwner',
    ]);
    expect(members[0]).toMatchObject({
      id_user: owner.me.user.id,
      name: 'Sam Owner',
      status: 'ACTIVE',
      role: 'SuperOwner',
    });
  });

  describe('permissions', () => {
    it('lists the permission codes without being captured by /workspaces/{id}', async () => {
      const { agent } = await signUp(t);
      const res = await agent.get('/v1/workspaces/permissions/values').expect(200);
      const values = res.body as PermissionValue[];
      expect(values.map((v) => v.permission)).toEqual(
        expect.arrayContaining([
          'CUD_PROJECT_TASK',
          'MANAGE_WORKSPACE_SETTINGS',
          'VIEW_MEMBER_TIMESTAMPS',
        ]),
      );
      expect(values).toHaveLength(12);
    });

    it('shows the default map and refuses to customise it on FREE', async () => {
      const owner = await newWorkspace(t);
      const map = (
        await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/permissions`).expect(200)
      ).body as WorkspacePermission[];
      const managerCodes = map.filter((p) => p.member_role === 'Manager').map((p) => p.permission);
      expect(managerCodes).toContain('VIEW_MEMBER_TIMESTAMPS');
      expect(managerCodes).not.toContain('MANAGE_WORKSPACE_SETTINGS');
      expect(map.filter((p) => p.member_role === 'Member')).toEqual([]);
      const res = await owner.agent
        .patch('/v1/workspaces/permissions')
        .send({ permissions: [] })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
    });

    it('replaces the map on LITE, case-insensitively, and the new map takes effect at once', async () => {
      const { owner, Manager } = await team('LITE');
      const values = (await owner.agent.get('/v1/workspaces/permissions/values').expect(200))
        .body as PermissionValue[];
      const settings = values.find((v) => v.permission === 'MANAGE_WORKSPACE_SETTINGS');
      await Manager.agent
        .patch(`/v1/workspaces/${owner.workspaceId}/names`)
        .send({ name: 'Nope' })
        .expect(403);
      const res = await owner.agent
        .patch('/v1/workspaces/permissions')
        .send({ permissions: [{ id_permission: settings?.id, member_role: 'manager' }] })
        .expect(200);
      expect(res.body).toEqual([
        {
          id_permission: settings?.id,
          permission: 'MANAGE_WORKSPACE_SETTINGS',
          member_role: 'Manager',
        },
      ]);
      await Manager.agent
        .patch(`/v1/workspaces/${owner.workspaceId}/names`)
        .send({ name: 'Yes' })
        .expect(200);
      await Manager.agent.patch('/v1/workspaces/permissions').send({ permissions: [] }).expect(200);
      await Manager.agent
        .patch(`/v1/workspaces/${owner.workspaceId}/names`)
        .send({ name: 'Nope' })
        .expect(403);
    });

    it('refuses unknown permission ids and roles without changing anything', async () => {
      const { owner, Member } = await team('LITE');
      const before = (
        await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/permissions`).expect(200)
      ).body as WorkspacePermission[];
      const first = before[0];
      await owner.agent
        .patch('/v1/workspaces/permissions')
        .send({ permissions: [{ id_permission: first?.id_permission, member_role: 'Wizard' }] })
        .expect(400);
      await owner.agent
        .patch('/v1/workspaces/permissions')
        .send({
          permissions: [
            { id_permission: '00000000-0000-4000-8000-000000000000', member_role: 'Member' },
          ],
        })
        .expect(400);
      await Member.agent.patch('/v1/workspaces/permissions').send({ permissions: [] }).expect(403);
      const after = (
        await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/permissions`).expect(200)
      ).body as WorkspacePermission[];
      expect(after).toEqual(before);
    });
  });
});
