import type { Me, Member } from '@punchcard/shared';
import { NIL, newLink, newMember, newProject, newWorkspace } from './support/factory.js';
import { setPlan, sql } from './support/db.js';
import { mailBody, signUp, startTestApp, type TestApp } from './support/test-app.js';
import { membersTeam, memberOf } from './support/members.js';

describe('members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A member without a password, added straight into the workspace. */
  const extra = async (workspaceId: string, role = 'Member', status = 'ACTIVE') =>
    (await newMember(t, workspaceId, role, { via: 'none', status })).id;

  describe('deactivate and reactivate', () => {
    it('deactivates: the member loses access, their sessions and API key end, the active workspace moves', async () => {
      const { owner, Member } = await membersTeam(t);
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
      const { owner, Guest } = await membersTeam(t);
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
      const { owner, Member, Guest, Manager } = await membersTeam(t);
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
      const { owner, Owner } = await membersTeam(t);
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
      const { owner, Member, Guest } = await membersTeam(t);
      const other = await newWorkspace(t);
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
      const owner = await newWorkspace(t);
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
      const { owner, Member, Guest } = await membersTeam(t);
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
      const { owner, Member } = await membersTeam(t);
      const idProject = await newProject(t, owner.workspaceId, owner.id, 'P');
      await newLink(t, 'project_members', { id_project: idProject, id_user: Member.id });
      await owner.agent.delete(`/v1/workspaces/members/${Member.id}/pseudo`).expect(200);
      await owner.agent.patch(`/v1/workspaces/members/${Member.id}/restore`).expect(200);
      const rows = await sql(t, `SELECT 1 FROM project_members WHERE id_user = $1`, [Member.id]);
      expect(rows).toHaveLength(1);
    });

    it('keeps the last super owner and needs MANAGE_WORKSPACE_MEMBERS', async () => {
      const { owner, Member, Guest } = await membersTeam(t);
      const res = await owner.agent.delete(`/v1/workspaces/members/${owner.id}/pseudo`).expect(412);
      expect(res.body).toMatchObject({ error_key: 'member_last_super_owner' });
      await Member.agent.delete(`/v1/workspaces/members/${Guest.id}/pseudo`).expect(403);
      await Member.agent.delete(`/v1/workspaces/members/${Member.id}/pseudo`).expect(403);
      await owner.agent.delete(`/v1/workspaces/members/${Guest.id}/pseudo`).expect(200);
      await Member.agent.patch(`/v1/workspaces/members/${Guest.id}/restore`).expect(403);
    });

    it('deleting a pending member revokes their invitation', async () => {
      const { owner } = await membersTeam(t);
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
      const owner = await newWorkspace(t);
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
      await owner.agent.patch(`/v1/workspaces/members/${NIL}/restore`).expect(404);
    });
  });
});
