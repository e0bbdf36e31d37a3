import type { Me, Member } from '@punchcard/shared';
import { NIL, newWorkspace } from './support/factory.js';
import { sql } from './support/db.js';
import {
  mailBody,
  signUp,
  startTestApp,
  type TestAgent,
  type TestApp,
} from './support/test-app.js';
import { list, membersTeam, memberOf } from './support/members.js';

describe('members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('GET /v1/workspaces/{id}/members', () => {
    it('answers the full Member shape; soft-deleted members only with include_deleted', async () => {
      const { owner, Member, Guest } = await membersTeam(t);
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
      // A guest on no project sees only themselves (guest-visibility.spec.ts).
      expect(await list(Guest.agent, owner.workspaceId, '?include_deleted=false')).toHaveLength(1);
      expect(await list(owner.agent, owner.workspaceId, '?include_deleted=false')).toHaveLength(4);
    });
  });

  describe('roles', () => {
    it('changes one role and many, answering the updated members', async () => {
      const { owner, Member, Guest } = await membersTeam(t);
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
      const free = await membersTeam(t, 'FREE');
      const res = await free.owner.agent
        .patch(`/v1/workspaces/members/${free.Member.id}/role`)
        .send({ role: 'Member' })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      const lite = await membersTeam(t, 'LITE');
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
      const { owner, Manager, Owner, Member, Guest } = await membersTeam(t);
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
      const { owner, Owner } = await membersTeam(t);
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
      const { owner, Member } = await membersTeam(t);
      const other = await newWorkspace(t);
      for (const ids of [
        [Member.id, other.me.user.id],
        [Member.id, NIL],
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
      const { owner, Member } = await membersTeam(t);
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
      const { owner } = await membersTeam(t);
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
});
