import { type Invitation, type Me, type ProjectInvitationResponse } from '@punchcard/shared';
import { newProject, newWorkspace } from './support/factory.js';
import { sql } from './support/db.js';
import {
  mailBody,
  PASSWORD,
  signUp,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from './support/test-app.js';
import {
  accept,
  invitationsTeam,
  invite,
  liveInvitations,
  members,
  tokenFor,
} from './support/invitations.js';

describe('invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Project names are unique per workspace: each project gets its own. */
  const menuName = () => `Spring Menu ${uniqueEmail('p')}`;

  async function projectMembers(idProject: string): Promise<string[]> {
    const rows = await sql<{ id_user: string }>(
      t,
      `SELECT id_user FROM project_members WHERE id_project = $1 ORDER BY id_user`,
      [idProject],
    );
    return rows.map((row) => row.id_user);
  }

  describe('project invitations', () => {
    it('invites a new e-mail to the workspace and a project; acceptance joins both', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const idProject = await newProject(t, owner.workspaceId, owner.me.user.id, menuName());
      const email = uniqueEmail();
      const res = await owner.agent
        .post('/v1/accounts/invitations/project-members')
        .send({ id_project: idProject, email: email.toUpperCase(), role: 'Member' })
        .expect(201);
      const answer = res.body as ProjectInvitationResponse;
      expect(answer).toEqual({
        invitation: expect.objectContaining({
          email,
          role: 'Member',
          kind: 'PROJECT_MEMBER',
          id_project: idProject,
          id_user: null,
        }) as Invitation,
        id_user: null,
      });
      expect(mailBody(t.lastMail(email))).toContain('Spring Menu');
      const me = (
        await accept(t.agent(), { token: tokenFor(t, email), email, password: PASSWORD }).expect(
          201,
        )
      ).body as Me;
      expect(await projectMembers(idProject)).toEqual([me.user.id]);
    });

    it('adds an active member to the project at once, without mail', async () => {
      const { owner, Member } = await invitationsTeam(t);
      const idProject = await newProject(t, owner.workspaceId, owner.me.user.id, menuName());
      const res = await owner.agent
        .post('/v1/accounts/invitations/project-members')
        .send({ id_project: idProject, email: Member.email, role: 'Manager' })
        .expect(201);
      expect(res.body).toEqual({ invitation: null, id_user: Member.me.user.id });
      expect(await projectMembers(idProject)).toEqual([Member.me.user.id]);
      expect(mailBody(t.lastMail(Member.email))).not.toContain('invite?token=');
      // Idempotent.
      await owner.agent
        .post('/v1/accounts/invitations/project-guests')
        .send({ id_project: idProject, email: Member.email })
        .expect(201);
      expect(await projectMembers(idProject)).toEqual([Member.me.user.id]);
      const list = await members(owner.agent, owner.workspaceId);
      expect(list.find((m) => m.id_user === Member.me.user.id)?.role).toBe('Member');
    });

    it('joins every project a pending invitee was invited to, keeping the pending role', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const one = await newProject(t, owner.workspaceId, owner.me.user.id, 'One');
      const two = await newProject(t, owner.workspaceId, owner.me.user.id, 'Two');
      const invitee = await signUp(t);
      await invite(owner.agent, [invitee.email], 'Manager').expect(201);
      await owner.agent
        .post('/v1/accounts/invitations/project-members')
        .send({ id_project: one, email: invitee.email, role: 'Member' })
        .expect(201);
      const res = await owner.agent
        .post('/v1/accounts/invitations/project-guests')
        .send({ id_project: two, email: invitee.email, id_user: owner.me.user.id })
        .expect(201);
      expect((res.body as ProjectInvitationResponse).invitation).toMatchObject({
        kind: 'PROJECT_GUEST',
        role: 'Manager',
        id_user: invitee.me.user.id,
      });
      expect(await liveInvitations(owner.agent)).toHaveLength(3);
      const me = (await accept(invitee.agent, { token: tokenFor(t, invitee.email) }).expect(201))
        .body as Me;
      expect(me.active_workspace?.role).toBe('Manager');
      expect(await projectMembers(one)).toEqual([invitee.me.user.id]);
      expect(await projectMembers(two)).toEqual([invitee.me.user.id]);
      expect(await liveInvitations(owner.agent)).toEqual([]);
    });

    it('invites a project guest as Guest; needs the guest-role plan feature', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const idProject = await newProject(t, owner.workspaceId, owner.me.user.id, menuName());
      const email = uniqueEmail();
      const res = await owner.agent
        .post('/v1/accounts/invitations/project-guests')
        .send({ email, id_project: idProject })
        .expect(201);
      expect((res.body as ProjectInvitationResponse).invitation).toMatchObject({
        role: 'Guest',
        kind: 'PROJECT_GUEST',
        id_project: idProject,
      });
      const me = (
        await accept(t.agent(), { token: tokenFor(t, email), email, password: PASSWORD }).expect(
          201,
        )
      ).body as Me;
      expect(me.active_workspace?.role).toBe('Guest');
      expect(await projectMembers(idProject)).toEqual([me.user.id]);

      for (const plan of ['FREE', 'LITE']) {
        const other = await newWorkspace(t, { name: 'Bakery', plan });
        const otherProject = await newProject(t, other.workspaceId, other.me.user.id, menuName());
        const refused = await other.agent
          .post('/v1/accounts/invitations/project-guests')
          .send({ email: uniqueEmail(), id_project: otherProject })
          .expect(403);
        expect(refused.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      }
    });

    it('refuses an id_user that is not the inviter', async () => {
      const { owner, Member } = await invitationsTeam(t);
      const idProject = await newProject(t, owner.workspaceId, owner.me.user.id, menuName());
      await owner.agent
        .post('/v1/accounts/invitations/project-guests')
        .send({ email: uniqueEmail(), id_project: idProject, id_user: Member.me.user.id })
        .expect(400);
    });

    it('answers 404 project_not_found for another workspace, a deleted or an archived project', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const other = await newWorkspace(t);
      const foreign = await newProject(t, other.workspaceId, other.me.user.id, menuName());
      const deleted = await newProject(t, owner.workspaceId, owner.me.user.id, menuName());
      const archived = await newProject(t, owner.workspaceId, owner.me.user.id, menuName());
      await sql(t, `UPDATE projects SET deleted_at = now() WHERE id = $1`, [deleted]);
      await sql(t, `UPDATE projects SET archived_at = now() WHERE id = $1`, [archived]);
      for (const id of [foreign, deleted, archived, '00000000-0000-4000-8000-000000000000']) {
        for (const [path, body] of [
          ['project-members', { id_project: id, email: uniqueEmail(), role: 'Member' }],
          ['project-guests', { id_project: id, email: uniqueEmail() }],
        ] as const) {
          const res = await owner.agent
            .post(`/v1/accounts/invitations/${path}`)
            .send(body)
            .expect(404);
          expect(res.body).toMatchObject({ error_key: 'project_not_found' });
        }
      }
      expect(await liveInvitations(owner.agent)).toEqual([]);
    });

    it('applies the role rules and the member limit to project invitations', async () => {
      const { owner, Manager, Member } = await invitationsTeam(t);
      const idProject = await newProject(t, owner.workspaceId, owner.me.user.id, menuName());
      const above = await Manager.agent
        .post('/v1/accounts/invitations/project-members')
        .send({ id_project: idProject, email: uniqueEmail(), role: 'Owner' })
        .expect(403);
      expect(above.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      await Member.agent
        .post('/v1/accounts/invitations/project-members')
        .send({ id_project: idProject, email: uniqueEmail(), role: 'Member' })
        .expect(403);
      await Member.agent
        .post('/v1/accounts/invitations/project-guests')
        .send({ id_project: idProject, email: uniqueEmail() })
        .expect(403);
      const free = await newWorkspace(t, { name: 'Bakery', plan: 'FREE' });
      const freeProject = await newProject(t, free.workspaceId, free.me.user.id, menuName());
      await invite(free.agent, [uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail()]);
      const full = await free.agent
        .post('/v1/accounts/invitations/project-members')
        .send({ id_project: freeProject, email: uniqueEmail(), role: 'Member' })
        .expect(403);
      expect(full.body).toMatchObject({ error_key: 'add_member_forbidden' });
    });
  });
});
