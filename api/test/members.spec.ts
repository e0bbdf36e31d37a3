import type { Me, Member } from '@punchcard/shared';
import { addMember, setPlan, sql } from './support/db.js';
import {
  mailBody,
  signUp,
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
  uniqueEmail,
} from './support/test-app.js';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NOBODY = '00000000-0000-4000-8000-000000000000';

describe('members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A workspace on `plan` with a member of each role besides its SuperOwner. */
  async function team(plan = 'BASIC') {
    const owner = await signUpWithWorkspace(t, 'Bakery');
    await setPlan(t, owner.workspaceId, plan);
    const roles = ['Guest', 'Member', 'Manager', 'Owner'] as const;
    const people = Object.fromEntries(
      await Promise.all(
        roles.map(async (role) => {
          const person = await signUp(t);
          await addMember(t, owner.workspaceId, person.me.user.id, role);
          return [role, { ...person, id: person.me.user.id }] as const;
        }),
      ),
    ) as Record<(typeof roles)[number], Awaited<ReturnType<typeof signUp>> & { id: string }>;
    return { owner: { ...owner, id: owner.me.user.id }, ...people };
  }

  /** A member without a password, added straight into the workspace. */
  async function extra(workspaceId: string, role = 'Member', status = 'ACTIVE') {
    const [user] = await sql<{ id: string }>(
      t,
      `INSERT INTO users (email) VALUES ($1) RETURNING id`,
      [uniqueEmail('extra')],
    );
    if (!user) throw new Error('no user');
    await addMember(t, workspaceId, user.id, role, status);
    return user.id;
  }

  async function list(agent: TestAgent, workspaceId: string, query = ''): Promise<Member[]> {
    return (await agent.get(`/v1/workspaces/${workspaceId}/members${query}`).expect(200))
      .body as Member[];
  }

  async function memberOf(agent: TestAgent, workspaceId: string, id: string) {
    return (await list(agent, workspaceId, '?include_deleted=true')).find((m) => m.id_user === id);
  }

  describe('GET /v1/workspaces/{id}/members', () => {
    it('answers the full Member shape; soft-deleted members only with include_deleted', async () => {
      const { owner, Member, Guest } = await team();
      await sql(t, `UPDATE users SET first_name = 'Ada', last_name = 'L' WHERE id = $1`, [
        Member.id,
      ]);
      const members = await list(owner.agent, owner.workspaceId);
      expect(members.find((m) => m.id_user === Member.id)).toEqual({
        id_user: Member.id,
        email: Member.email,
        name: 'Ada L',
        first_name: 'Ada',
        last_name: 'L',
        nickname: null,
        avatar: null,
        role: 'Member',
        status: 'ACTIVE',
        is_default: true,
        joined_at: expect.any(Number) as number,
        deleted_at: null,
        work_status: 'NOT_WORKING',
      });
      await owner.agent.delete(`/v1/workspaces/members/${Member.id}/pseudo`).expect(200);
      expect((await list(owner.agent, owner.workspaceId)).map((m) => m.id_user)).not.toContain(
        Member.id,
      );
      const all = await list(owner.agent, owner.workspaceId, '?include_deleted=true');
      expect(all.find((m) => m.id_user === Member.id)?.deleted_at).toEqual(expect.any(Number));
      const refused = await Guest.agent
        .get(`/v1/workspaces/${owner.workspaceId}/members?include_deleted=true`)
        .expect(403);
      expect(refused.body).toMatchObject({ error_key: 'error.forbidden' });
      await owner.agent
        .get(`/v1/workspaces/${owner.workspaceId}/members?include_deleted=maybe`)
        .expect(400);
      expect(await list(Guest.agent, owner.workspaceId, '?include_deleted=false')).toHaveLength(4);
    });
  });

  describe('roles', () => {
    it('changes one role and many, answering the updated members', async () => {
      const { owner, Member, Guest } = await team();
      const one = await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/role`)
        .send({ role: 'manager' })
        .expect(200);
      expect(one.body).toMatchObject({ id_user: Member.id, role: 'Manager', status: 'ACTIVE' });
      const many = await owner.agent
        .patch('/v1/workspaces/members/role')
        .send({ members: { id_users: [Member.id, Guest.id], role: 'Owner' } })
        .expect(200);
      expect((many.body as Member[]).map((m) => [m.id_user, m.role])).toEqual([
        [Member.id, 'Owner'],
        [Guest.id, 'Owner'],
      ]);
      const me = (await Guest.agent.get('/v1/accounts/me').expect(200)).body as Me;
      expect(me.active_workspace?.role).toBe('Owner');
    });

    it('needs the roles plan feature, and the guest-role feature for Guest', async () => {
      const free = await team('FREE');
      const res = await free.owner.agent
        .patch(`/v1/workspaces/members/${free.Member.id}/role`)
        .send({ role: 'Member' })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      const lite = await team('LITE');
      const guest = await lite.owner.agent
        .patch(`/v1/workspaces/members/${lite.Member.id}/role`)
        .send({ role: 'Guest' })
        .expect(403);
      expect(guest.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      await lite.owner.agent
        .patch(`/v1/workspaces/members/${lite.Member.id}/role`)
        .send({ role: 'Manager' })
        .expect(200);
    });

    it('raises nobody above the caller and touches nobody ranked above them', async () => {
      const { owner, Manager, Owner, Member, Guest } = await team();
      const cases: [TestAgent, string, string][] = [
        [Manager.agent, Member.id, 'Owner'],
        [Manager.agent, Manager.id, 'Owner'],
        [Manager.agent, Owner.id, 'Member'],
        [Owner.agent, Member.id, 'SuperOwner'],
        [Owner.agent, owner.id, 'Owner'],
      ];
      for (const [agent, id, role] of cases) {
        const res = await agent
          .patch(`/v1/workspaces/members/${id}/role`)
          .send({ role })
          .expect(403);
        expect(res.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      }
      await Manager.agent
        .patch(`/v1/workspaces/members/${Member.id}/role`)
        .send({ role: 'Manager' })
        .expect(200);
      const guest = await Guest.agent
        .patch(`/v1/workspaces/members/${Guest.id}/role`)
        .send({ role: 'Guest' })
        .expect(403);
      expect(guest.body).toMatchObject({ error_key: 'error.forbidden' });
    });

    it('keeps an active super owner: 412 member_last_super_owner, also in bulk', async () => {
      const { owner, Owner } = await team();
      const last = await owner.agent
        .patch(`/v1/workspaces/members/${owner.id}/role`)
        .send({ role: 'Owner' })
        .expect(412);
      expect(last.body).toMatchObject({ status_code: 412, error_key: 'member_last_super_owner' });
      await owner.agent
        .patch(`/v1/workspaces/members/${Owner.id}/role`)
        .send({ role: 'SuperOwner' })
        .expect(200);
      const both = await owner.agent
        .patch('/v1/workspaces/members/role')
        .send({ members: { id_users: [owner.id, Owner.id], role: 'Manager' } })
        .expect(412);
      expect(both.body).toMatchObject({ error_key: 'member_last_super_owner' });
      // With another super owner, one may step down.
      await owner.agent
        .patch(`/v1/workspaces/members/${owner.id}/role`)
        .send({ role: 'Owner' })
        .expect(200);
      const after = await list(Owner.agent, owner.workspaceId);
      expect(after.find((m) => m.id_user === Owner.id)?.role).toBe('SuperOwner');
      expect(after.find((m) => m.id_user === owner.id)?.role).toBe('Owner');
    });

    it('is all or nothing: another workspace member or stranger is 404 member_not_found', async () => {
      const { owner, Member } = await team();
      const other = await signUpWithWorkspace(t);
      for (const ids of [
        [Member.id, other.me.user.id],
        [Member.id, NOBODY],
      ]) {
        const res = await owner.agent
          .patch('/v1/workspaces/members/role')
          .send({ members: { id_users: ids, role: 'Manager' } })
          .expect(404);
        expect(res.body).toMatchObject({ error_key: 'member_not_found' });
      }
      await owner.agent
        .patch(`/v1/workspaces/members/${other.me.user.id}/role`)
        .send({ role: 'Manager' })
        .expect(404);
      expect((await memberOf(owner.agent, owner.workspaceId, Member.id))?.role).toBe('Member');
    });

    it('validates the body and the id', async () => {
      const { owner, Member } = await team();
      await owner.agent
        .patch('/v1/workspaces/members/not-a-uuid/role')
        .send({ role: 'Member' })
        .expect(400);
      await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/role`)
        .send({ role: 'Boss' })
        .expect(400);
      await owner.agent
        .patch('/v1/workspaces/members/role')
        .send({ members: { id_users: [], role: 'Member' } })
        .expect(400);
      await owner.agent
        .patch('/v1/workspaces/members/role')
        .send({ members: [{ id_users: [Member.id], role: 'Member' }] })
        .expect(400);
    });

    it('changes a pending member and the role their invitation grants', async () => {
      const { owner } = await team();
      const invitee = await signUp(t);
      await owner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .send({ role: 'Member', emails: [invitee.email] })
        .expect(201);
      const superOwner = await owner.agent
        .patch(`/v1/workspaces/members/${invitee.me.user.id}/role`)
        .send({ role: 'SuperOwner' })
        .expect(403);
      expect(superOwner.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      await owner.agent
        .patch(`/v1/workspaces/members/${invitee.me.user.id}/role`)
        .send({ role: 'Manager' })
        .expect(200);
      const invitations = (await owner.agent.get('/v1/accounts/invitations').expect(200)).body as {
        role: string;
      }[];
      expect(invitations.map((i) => i.role)).toEqual(['Manager']);
      const token = /token=([^\s]+)/.exec(mailBody(t.lastMail(invitee.email)))?.[1] ?? '';
      const me = (
        await invitee.agent
          .post('/v1/accounts/members')
          .send({ token: decodeURIComponent(token) })
          .expect(201)
      ).body as Me;
      expect(me.active_workspace?.role).toBe('Manager');
    });
  });

  describe('deactivate and reactivate', () => {
    it('deactivates: the member loses access, their sessions and API key end, the active workspace moves', async () => {
      const { owner, Member } = await team();
      const own = (await Member.agent.post('/v1/workspaces').send({ name: 'Own' }).expect(201))
        .body as { id: string };
      await Member.agent.get(`/v1/workspaces/${owner.workspaceId}/switch`).expect(200);
      const key = (await Member.agent.patch('/v1/accounts/me/token').expect(200)).body as {
        token: string;
      };
      const res = await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/deactivate`)
        .expect(200);
      expect(res.body).toMatchObject({ id_user: Member.id, status: 'INACTIVE', is_default: false });
      await Member.agent.get('/v1/accounts/me').expect(401);
      await t
        .agent()
        .get('/v1/accounts/me')
        .set('Authorization', `Bearer ${key.token}`)
        .expect(401);
      const again = await t
        .agent()
        .post('/v1/accounts/sign-in')
        .send({ email: Member.email, password: 'Correct-Horse-9' })
        .expect(200);
      expect((again.body as Me).active_workspace?.id).toBe(own.id);
      const [row] = await sql<{ api_key_hash: string | null }>(
        t,
        `SELECT api_key_hash FROM workspace_members WHERE id_user = $1 AND id_workspace = $2`,
        [Member.id, owner.workspaceId],
      );
      expect(row?.api_key_hash).toBeNull();

      // Again is harmless; reactivating brings them back.
      await owner.agent.patch(`/v1/workspaces/members/${Member.id}/deactivate`).expect(200);
      const back = await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/reactivate`)
        .expect(200);
      expect(back.body).toMatchObject({ status: 'ACTIVE' });
    });

    it('lets a member leave by deactivating themself, without permission, staying signed in', async () => {
      const { owner, Guest } = await team();
      const res = await Guest.agent
        .patch(`/v1/workspaces/members/${Guest.id}/deactivate`)
        .expect(200);
      expect(res.body).toMatchObject({ status: 'INACTIVE' });
      const me = (await Guest.agent.get('/v1/accounts/me').expect(200)).body as Me;
      expect(me.active_workspace).toBeNull();
      await Guest.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(404);
      await Guest.agent
        .patch('/v1/workspaces/members/deactivate')
        .send({ ids: [Guest.id] })
        .expect(404);
    });

    it('needs MANAGE_WORKSPACE_MEMBERS to deactivate anyone else', async () => {
      const { owner, Member, Guest, Manager } = await team();
      for (const [agent, ids] of [
        [Member.agent, [Guest.id]],
        [Member.agent, [Member.id, Guest.id]],
      ] as const) {
        const res = await agent
          .patch('/v1/workspaces/members/deactivate')
          .send({ ids })
          .expect(403);
        expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
      }
      const reach = await Manager.agent
        .patch(`/v1/workspaces/members/${owner.id}/deactivate`)
        .expect(403);
      expect(reach.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      expect((await memberOf(owner.agent, owner.workspaceId, Guest.id))?.status).toBe('ACTIVE');
    });

    it('keeps the last super owner: 412 member_last_super_owner', async () => {
      const { owner, Owner } = await team();
      const res = await owner.agent
        .patch(`/v1/workspaces/members/${owner.id}/deactivate`)
        .expect(412);
      expect(res.body).toMatchObject({ error_key: 'member_last_super_owner' });
      await owner.agent
        .patch('/v1/workspaces/members/deactivate')
        .send({ ids: [Owner.id, owner.id] })
        .expect(412);
      expect((await memberOf(owner.agent, owner.workspaceId, Owner.id))?.status).toBe('ACTIVE');
    });

    it('bulk: all or nothing; pending members are 412', async () => {
      const { owner, Member, Guest } = await team();
      const other = await signUpWithWorkspace(t);
      await owner.agent
        .patch('/v1/workspaces/members/deactivate')
        .send({ ids: [Member.id, other.me.user.id] })
        .expect(404);
      expect((await memberOf(owner.agent, owner.workspaceId, Member.id))?.status).toBe('ACTIVE');
      const pending = await extra(owner.workspaceId, 'Member', 'PENDING');
      const refused = await owner.agent
        .patch('/v1/workspaces/members/deactivate')
        .send({ ids: [Member.id, pending] })
        .expect(412);
      expect(refused.body).toMatchObject({ error_key: 'error.precondition_failed' });
      const res = await owner.agent
        .patch('/v1/workspaces/members/deactivate')
        .send({ ids: [Member.id, Guest.id, Member.id] })
        .expect(200);
      expect((res.body as Member[]).map((m) => m.status)).toEqual(['INACTIVE', 'INACTIVE']);
      await owner.agent
        .patch('/v1/workspaces/members/reactivate')
        .send({ ids: [Member.id, pending] })
        .expect(412);
      const back = await owner.agent
        .patch('/v1/workspaces/members/reactivate')
        .send({ ids: [Member.id, Guest.id] })
        .expect(200);
      expect((back.body as Member[]).map((m) => m.status)).toEqual(['ACTIVE', 'ACTIVE']);
      await owner.agent.patch('/v1/workspaces/members/deactivate').send({ ids: [] }).expect(400);
      await owner.agent
        .patch('/v1/workspaces/members/deactivate')
        .send({ ids: ['x'] })
        .expect(400);
    });

    it('reactivation takes a seat: 403 add_member_forbidden over the FREE limit', async () => {
      const owner = await signUpWithWorkspace(t);
      const a = await extra(owner.workspaceId);
      await extra(owner.workspaceId);
      await extra(owner.workspaceId);
      await owner.agent.patch(`/v1/workspaces/members/${a}/deactivate`).expect(200);
      await extra(owner.workspaceId);
      await extra(owner.workspaceId);
      const res = await owner.agent.patch(`/v1/workspaces/members/${a}/reactivate`).expect(403);
      expect(res.body).toMatchObject({ error_key: 'add_member_forbidden' });
      await setPlan(t, owner.workspaceId, 'LITE');
      await owner.agent.patch(`/v1/workspaces/members/${a}/reactivate`).expect(200);
    });
  });

  describe('soft delete and restore', () => {
    it('deletes and restores, singly and in bulk; the deleted member loses access', async () => {
      const { owner, Member, Guest } = await team();
      const res = await owner.agent
        .delete(`/v1/workspaces/members/${Member.id}/pseudo`)
        .expect(200);
      expect(res.body).toMatchObject({
        id_user: Member.id,
        deleted_at: expect.any(Number) as number,
      });
      await Member.agent.get('/v1/accounts/me').expect(401);
      const again = await t
        .agent()
        .post('/v1/accounts/sign-in')
        .send({ email: Member.email, password: 'Correct-Horse-9' })
        .expect(200);
      expect((again.body as Me).memberships).toEqual([]);
      // A deleted member is not found by the other member routes.
      await owner.agent.patch(`/v1/workspaces/members/${Member.id}/deactivate`).expect(404);
      await owner.agent.delete(`/v1/workspaces/members/${Member.id}/pseudo`).expect(404);

      const restored = await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/restore`)
        .expect(200);
      expect(restored.body).toMatchObject({ status: 'ACTIVE', deleted_at: null, is_default: true });
      const bulk = await owner.agent
        .delete('/v1/workspaces/members/pseudo')
        .send({ ids: [Member.id, Guest.id] })
        .expect(200);
      expect((bulk.body as Member[]).every((m) => m.deleted_at !== null)).toBe(true);
      const back = await owner.agent
        .patch('/v1/workspaces/members/restore')
        .send({ ids: [Member.id, Guest.id] })
        .expect(200);
      expect((back.body as Member[]).every((m) => m.deleted_at === null)).toBe(true);
    });

    it('keeps project memberships across delete and restore', async () => {
      const { owner, Member } = await team();
      const [project] = await sql<{ id: string }>(
        t,
        `INSERT INTO projects (id_workspace, name, created_by) VALUES ($1, 'P', $2) RETURNING id`,
        [owner.workspaceId, owner.id],
      );
      await sql(t, `INSERT INTO project_members (id_project, id_user) VALUES ($1, $2)`, [
        project?.id,
        Member.id,
      ]);
      await owner.agent.delete(`/v1/workspaces/members/${Member.id}/pseudo`).expect(200);
      await owner.agent.patch(`/v1/workspaces/members/${Member.id}/restore`).expect(200);
      const rows = await sql(t, `SELECT 1 FROM project_members WHERE id_user = $1`, [Member.id]);
      expect(rows).toHaveLength(1);
    });

    it('keeps the last super owner and needs MANAGE_WORKSPACE_MEMBERS', async () => {
      const { owner, Member, Guest } = await team();
      const res = await owner.agent.delete(`/v1/workspaces/members/${owner.id}/pseudo`).expect(412);
      expect(res.body).toMatchObject({ error_key: 'member_last_super_owner' });
      await Member.agent.delete(`/v1/workspaces/members/${Guest.id}/pseudo`).expect(403);
      await Member.agent.delete(`/v1/workspaces/members/${Member.id}/pseudo`).expect(403);
      await owner.agent.delete(`/v1/workspaces/members/${Guest.id}/pseudo`).expect(200);
      await Member.agent.patch(`/v1/workspaces/members/${Guest.id}/restore`).expect(403);
    });

    it('deleting a pending member revokes their invitation', async () => {
      const { owner } = await team();
      const invitee = await signUp(t);
      await owner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .send({ role: 'Member', emails: [invitee.email] })
        .expect(201);
      const token = /token=([^\s]+)/.exec(mailBody(t.lastMail(invitee.email)))?.[1] ?? '';
      await owner.agent.delete(`/v1/workspaces/members/${invitee.me.user.id}/pseudo`).expect(200);
      expect((await owner.agent.get('/v1/accounts/invitations').expect(200)).body).toEqual([]);
      await invitee.agent
        .post('/v1/accounts/members')
        .send({ token: decodeURIComponent(token) })
        .expect(404);
    });

    it('restore takes a seat: 403 add_member_forbidden over the FREE limit, all or nothing', async () => {
      const owner = await signUpWithWorkspace(t);
      const a = await extra(owner.workspaceId);
      const b = await extra(owner.workspaceId);
      await owner.agent
        .delete('/v1/workspaces/members/pseudo')
        .send({ ids: [a, b] })
        .expect(200);
      await extra(owner.workspaceId);
      await extra(owner.workspaceId);
      await extra(owner.workspaceId);
      const res = await owner.agent
        .patch('/v1/workspaces/members/restore')
        .send({ ids: [a, b] })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'add_member_forbidden' });
      expect((await memberOf(owner.agent, owner.workspaceId, a))?.deleted_at).not.toBeNull();
      // An inactive member takes no seat, so restoring one is always possible.
      await sql(t, `UPDATE workspace_members SET status = 'INACTIVE' WHERE id_user = $1`, [a]);
      await owner.agent.patch(`/v1/workspaces/members/${a}/restore`).expect(200);
      await owner.agent.patch(`/v1/workspaces/members/${NOBODY}/restore`).expect(404);
    });
  });

  describe('names and pictures', () => {
    it('sets the name the workspace shows for a member; a member may rename themself', async () => {
      const { owner, Member, Guest, Manager } = await team();
      const res = await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: ' Grace ', last_name: 'Hopper', nickname: 'Amazing' })
        .expect(200);
      expect(res.body).toMatchObject({
        first_name: 'Grace',
        last_name: 'Hopper',
        nickname: 'Amazing',
        name: 'Amazing',
      });
      const kept = await Member.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: 'G', last_name: null })
        .expect(200);
      expect(kept.body).toMatchObject({ first_name: 'G', last_name: null, nickname: 'Amazing' });
      const cleared = await Member.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: 'G', last_name: 'H', nickname: '' })
        .expect(200);
      expect(cleared.body).toMatchObject({ nickname: null, name: 'G H' });
      // The account's own name is untouched.
      const me = (await Member.agent.get('/v1/accounts/me').expect(200)).body as Me;
      expect(me.user.first_name).toBeNull();

      await Guest.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: 'X', last_name: 'Y' })
        .expect(403);
      const reach = await Manager.agent
        .patch(`/v1/workspaces/members/${owner.id}/profile`)
        .send({ first_name: 'X', last_name: 'Y' })
        .expect(403);
      expect(reach.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ first_name: 'x'.repeat(101), last_name: 'Y' })
        .expect(400);
      await owner.agent
        .patch(`/v1/workspaces/members/${Member.id}/profile`)
        .send({ last_name: 'Y' })
        .expect(400);
      const other = await signUpWithWorkspace(t);
      const foreign = await owner.agent
        .patch(`/v1/workspaces/members/${other.me.user.id}/profile`)
        .send({ first_name: 'X', last_name: 'Y' })
        .expect(404);
      expect(foreign.body).toMatchObject({ error_key: 'member_not_found' });
    });

    it("sets the caller's nickname; empty is 400 workspace_nickname_empty", async () => {
      const { owner, Guest } = await team();
      const res = await Guest.agent
        .post('/v1/workspaces/nicknames')
        .send({ nickname: '  Gus ' })
        .expect(200);
      expect(res.body).toMatchObject({ id_user: Guest.id, nickname: 'Gus', name: 'Gus' });
      expect((await memberOf(owner.agent, owner.workspaceId, Guest.id))?.nickname).toBe('Gus');
      for (const nickname of ['', '   ']) {
        const empty = await Guest.agent
          .post('/v1/workspaces/nicknames')
          .send({ nickname })
          .expect(400);
        expect(empty.body).toMatchObject({ error_key: 'workspace_nickname_empty' });
      }
      await Guest.agent
        .post('/v1/workspaces/nicknames')
        .send({ nickname: 'x'.repeat(51) })
        .expect(400);
      const lonely = await signUp(t);
      const none = await lonely.agent
        .post('/v1/workspaces/nicknames')
        .send({ nickname: 'Z' })
        .expect(404);
      expect(none.body).toMatchObject({ error_key: 'workspace_not_found' });
    });

    it("sets the caller's own avatar from an image upload", async () => {
      const { owner, Guest } = await team();
      const res = await Guest.agent
        .patch('/v1/workspaces/members/me/avatar')
        .attach('file', PNG, 'me.png')
        .expect(200);
      const avatar = (res.body as Member).avatar ?? '';
      expect(avatar).toMatch(/^\/v1\/uploads\/[0-9a-f-]{36}\.png$/);
      await owner.agent.get(avatar).expect(200);
      const second = await Guest.agent
        .patch('/v1/workspaces/members/me/avatar')
        .attach('file', PNG, 'again.png')
        .expect(200);
      expect((second.body as Member).avatar).not.toBe(avatar);
      await owner.agent.get(avatar).expect(404);
      const bad = await Guest.agent
        .patch('/v1/workspaces/members/me/avatar')
        .attach('file', Buffer.from('not an image'), 'x.png')
        .expect(400);
      expect(bad.body).toMatchObject({ error_key: 'upload_invalid_type' });
      const missing = await Guest.agent.patch('/v1/workspaces/members/me/avatar').expect(400);
      expect(missing.body).toMatchObject({ error_key: 'upload_missing' });
    });
  });
});
