import { createHash } from 'node:crypto';
import type { Invitation, Me, Member, ProjectInvitationResponse } from '@punchcard/shared';
import { addMember, setPlan, sql } from './support/db.js';
import {
  mailBody,
  PASSWORD,
  signUp,
  signUpWithWorkspace,
  startTestApp,
  type TestAgent,
  type TestApp,
  uniqueEmail,
} from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('invitations', () => {
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
          return [role, person] as const;
        }),
      ),
    ) as Record<(typeof roles)[number], Awaited<ReturnType<typeof signUp>>>;
    return { owner, ...people };
  }

  async function ownerOn(plan: string) {
    const owner = await signUpWithWorkspace(t, 'Bakery');
    await setPlan(t, owner.workspaceId, plan);
    return owner;
  }

  function invite(agent: TestAgent, emails: string[], role = 'Member') {
    return agent.post('/v1/accounts/invitations/workspace-members').send({ role, emails });
  }

  /** The token of the invitation link last mailed to `email`. */
  function tokenFor(email: string): string {
    const match = /signup\/member\/invite\?token=([A-Za-z0-9_%-]+)/.exec(
      mailBody(t.lastMail(email)),
    );
    if (!match?.[1]) throw new Error(`No invitation link mailed to ${email}`);
    return decodeURIComponent(match[1]);
  }

  function accept(agent: TestAgent, body: object) {
    return agent.post('/v1/accounts/members').send(body);
  }

  async function members(agent: TestAgent, workspaceId: string): Promise<Member[]> {
    return (await agent.get(`/v1/workspaces/${workspaceId}/members`).expect(200)).body as Member[];
  }

  async function liveInvitations(agent: TestAgent): Promise<Invitation[]> {
    return (await agent.get('/v1/accounts/invitations').expect(200)).body as Invitation[];
  }

  // Project names are unique per workspace: each helper call gets its own.
  async function project(
    workspaceId: string,
    createdBy: string,
    name = `Spring Menu ${uniqueEmail('p')}`,
  ) {
    const [row] = await sql<{ id: string }>(
      t,
      `INSERT INTO projects (id_workspace, name, created_by) VALUES ($1, $2, $3) RETURNING id`,
      [workspaceId, name, createdBy],
    );
    if (!row) throw new Error('no project');
    return row.id;
  }

  async function projectMembers(idProject: string): Promise<string[]> {
    const rows = await sql<{ id_user: string }>(
      t,
      `SELECT id_user FROM project_members WHERE id_project = $1 ORDER BY id_user`,
      [idProject],
    );
    return rows.map((row) => row.id_user);
  }

  describe('POST /v1/accounts/invitations/workspace-members', () => {
    it('invites new and existing e-mails: trimmed, lower-cased, deduplicated, mailed in the caller language', async () => {
      const owner = await ownerOn('BASIC');
      const existing = await signUp(t);
      const fresh = uniqueEmail('new');
      const res = await owner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .set('Accept-Language', 'ja-JP,ja;q=0.9')
        .send({
          role: 'manager',
          emails: [` ${fresh.toUpperCase()} `, fresh, existing.email.toUpperCase()],
        })
        .expect(201);
      const sent = res.body as Invitation[];
      const now = Math.floor(Date.now() / 1000);
      expect(sent).toEqual([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          email: fresh,
          role: 'Manager',
          kind: 'WORKSPACE_MEMBER',
          id_project: null,
          id_user: null,
          expires_at: expect.any(Number) as number,
          created_at: expect.any(Number) as number,
        },
        expect.objectContaining({ email: existing.email, id_user: existing.me.user.id }),
      ]);
      const first = sent[0];
      expect(first && first.expires_at - now).toBeGreaterThanOrEqual(7 * 86400 - 5);
      expect(first && first.expires_at - now).toBeLessThanOrEqual(7 * 86400 + 5);

      const mail = t.lastMail(fresh);
      expect(mail).toContain('Content-Language: ja');
      const body = mailBody(mail);
      expect(body).toContain('http://punchcard.test/ja/signup/member/invite?token=');
      expect(body).toContain('Bakery');
      expect(body).toContain('有効期限7日');

      // Only the token's SHA-256 is stored.
      const token = tokenFor(fresh);
      const rows = await sql<{ token_hash: string }>(
        t,
        `SELECT token_hash FROM invitations WHERE email = $1`,
        [fresh],
      );
      expect(rows).toEqual([
        { token_hash: createHash('sha256').update(token).digest('base64url') },
      ]);

      // The existing account is a PENDING member; the new e-mail is an invitation only.
      const list = await members(owner.agent, owner.workspaceId);
      expect(list.find((m) => m.id_user === existing.me.user.id)).toMatchObject({
        status: 'PENDING',
        role: 'Manager',
        is_default: false,
      });
      expect(list.map((m) => m.email)).not.toContain(fresh);
      const live = await liveInvitations(owner.agent);
      expect(live.map((i) => [i.email, i.id_user]).sort()).toEqual(
        [
          [fresh, null],
          [existing.email, existing.me.user.id],
        ].sort(),
      );
      // A pending member cannot use the workspace yet.
      await existing.agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(404);
    });

    it('mails in English by default', async () => {
      const owner = await ownerOn('BASIC');
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      const body = mailBody(t.lastMail(email));
      expect(body).toContain('http://punchcard.test/en/signup/member/invite?token=');
      expect(body).toContain('valid for 7 days');
    });

    it.each([
      ['no e-mail', { role: 'Member', emails: [] }],
      ['a bad e-mail', { role: 'Member', emails: ['not-an-email'] }],
      [
        '51 e-mails',
        { role: 'Member', emails: Array.from({ length: 51 }, (_, i) => `p${i}@x.io`) },
      ],
      ['an unknown role', { role: 'Boss', emails: ['a@x.io'] }],
      ['no role', { emails: ['a@x.io'] }],
    ])('refuses %s with 400 error.bad_request', async (_label, body) => {
      const owner = await ownerOn('BASIC');
      const res = await owner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
      expect(await liveInvitations(owner.agent)).toEqual([]);
    });

    it('takes 50 e-mails in one call', async () => {
      const owner = await ownerOn('BASIC');
      const emails = Array.from({ length: 50 }, () => uniqueEmail('bulk'));
      const res = await invite(owner.agent, emails).expect(201);
      expect((res.body as Invitation[]).map((i) => i.email)).toEqual(emails);
    });

    it('refuses an active or inactive member with 409 conflict_user and applies nothing of the call', async () => {
      const { owner, Member } = await team();
      const fresh = uniqueEmail();
      const res = await invite(owner.agent, [fresh, Member.email]).expect(409);
      expect(res.body).toMatchObject({ status_code: 409, error_key: 'conflict_user' });
      expect(await liveInvitations(owner.agent)).toEqual([]);
      expect(() => t.lastMail(fresh)).toThrow();

      await owner.agent.patch(`/v1/workspaces/members/${Member.me.user.id}/deactivate`).expect(200);
      await invite(owner.agent, [Member.email]).expect(409);
      await invite(owner.agent, [owner.email]).expect(409);
    });

    it('re-sends to a pending invitee: a new token, the old one revoked, the new role kept', async () => {
      const owner = await ownerOn('BASIC');
      const existing = await signUp(t);
      const fresh = uniqueEmail();
      await invite(owner.agent, [existing.email, fresh], 'Member').expect(201);
      const oldExisting = tokenFor(existing.email);
      const oldFresh = tokenFor(fresh);
      await invite(owner.agent, [existing.email, fresh], 'Manager').expect(201);
      expect(tokenFor(fresh)).not.toBe(oldFresh);
      const live = await liveInvitations(owner.agent);
      expect(live).toHaveLength(2);
      expect(live.every((i) => i.role === 'Manager')).toBe(true);

      await accept(t.agent(), { token: oldFresh, email: fresh, password: PASSWORD }).expect(404);
      await accept(existing.agent, { token: oldExisting }).expect(404);
      const me = (
        await accept(t.agent(), {
          token: tokenFor(fresh),
          email: fresh,
          password: PASSWORD,
        }).expect(201)
      ).body as Me;
      expect(me.memberships).toEqual([
        expect.objectContaining({ id_workspace: owner.workspaceId, role: 'Manager' }),
      ]);
      await accept(existing.agent, { token: tokenFor(existing.email) }).expect(201);
      const list = await members(owner.agent, owner.workspaceId);
      expect(list.filter((m) => m.role === 'Manager' && m.status === 'ACTIVE')).toHaveLength(2);
    });

    it('lets nobody invite a SuperOwner or above their own role', async () => {
      const { owner, Manager, Owner } = await team();
      for (const agent of [owner.agent, Owner.agent]) {
        const res = await invite(agent, [uniqueEmail()], 'SuperOwner').expect(403);
        expect(res.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      }
      const res = await invite(Manager.agent, [uniqueEmail()], 'Owner').expect(403);
      expect(res.body).toMatchObject({ error_key: 'member_role_not_allowed' });
      await invite(Manager.agent, [uniqueEmail()], 'Manager').expect(201);
      await invite(Owner.agent, [uniqueEmail()], 'Owner').expect(201);
    });

    it('needs MANAGE_WORKSPACE_MEMBERS', async () => {
      const { Member, Guest } = await team();
      for (const person of [Member, Guest]) {
        const res = await invite(person.agent, [uniqueEmail()], 'Guest').expect(403);
        expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
      }
    });

    it('gates roles by plan: only Member on FREE, no Guest on LITE', async () => {
      const free = await ownerOn('FREE');
      for (const role of ['Manager', 'Guest', 'Owner']) {
        const res = await invite(free.agent, [uniqueEmail()], role).expect(403);
        expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      }
      await invite(free.agent, [uniqueEmail()], 'Member').expect(201);
      const lite = await ownerOn('LITE');
      const res = await invite(lite.agent, [uniqueEmail()], 'Guest').expect(403);
      expect(res.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      await invite(lite.agent, [uniqueEmail()], 'Manager').expect(201);
      const basic = await ownerOn('BASIC');
      await invite(basic.agent, [uniqueEmail()], 'Guest').expect(201);
    });

    it('counts active and pending members and pending invitations against the FREE limit, all or nothing', async () => {
      const owner = await ownerOn('FREE');
      const existing = await signUp(t);
      await invite(owner.agent, [existing.email, uniqueEmail(), uniqueEmail()]).expect(201);
      // 1 active + 1 pending member + 2 invitations = 4 of 5 seats.
      const refused = uniqueEmail('refused');
      const res = await invite(owner.agent, [refused, uniqueEmail()]).expect(403);
      expect(res.body).toMatchObject({ status_code: 403, error_key: 'add_member_forbidden' });
      expect(await liveInvitations(owner.agent)).toHaveLength(3);
      expect(() => t.lastMail(refused)).toThrow();
      // Re-sending to pending invitees takes no seat.
      await invite(owner.agent, [existing.email]).expect(201);
      const last = uniqueEmail();
      await invite(owner.agent, [last]).expect(201);
      await invite(owner.agent, [uniqueEmail()]).expect(403);
      // An expired invitation frees its seat.
      t.clock.advance(8 * DAY_MS);
      try {
        await invite(owner.agent, [uniqueEmail(), uniqueEmail()]).expect(201);
      } finally {
        t.clock.advance(-8 * DAY_MS);
      }
    });

    it('lets only one of two concurrent invitations take the last seat', async () => {
      const owner = await ownerOn('FREE');
      await invite(owner.agent, [uniqueEmail(), uniqueEmail(), uniqueEmail()]).expect(201);
      const statuses = await Promise.all(
        [uniqueEmail(), uniqueEmail(), uniqueEmail()].map(
          async (email) => (await invite(owner.agent, [email])).status,
        ),
      );
      expect(statuses.sort()).toEqual([201, 403, 403]);
      const [seats] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM invitations WHERE id_workspace = $1`,
        [owner.workspaceId],
      );
      expect(seats?.n).toBe(4);
    });
  });

  describe('POST /v1/accounts/members (accepting)', () => {
    it('signs an invitee up without a code: account, ACTIVE membership, active workspace, session', async () => {
      const owner = await ownerOn('BASIC');
      const email = uniqueEmail();
      await owner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .set('Accept-Language', 'ja')
        .send({ role: 'Manager', emails: [email] })
        .expect(201);
      const agent = t.agent();
      const res = await accept(agent, {
        token: tokenFor(email),
        email: ` ${email.toUpperCase()} `,
        password: PASSWORD,
      }).expect(201);
      const me = res.body as Me;
      expect(me.user).toMatchObject({ email, locale: 'ja', has_password: true });
      expect(me.memberships).toEqual([
        {
          id_workspace: owner.workspaceId,
          name: 'Bakery',
          role: 'Manager',
          status: 'ACTIVE',
          is_default: true,
        },
      ]);
      expect(me.active_workspace).toMatchObject({ id: owner.workspaceId, role: 'Manager' });
      expect(String(res.headers['set-cookie'])).toMatch(/punchcard_session=.*HttpOnly/);
      await agent.get(`/v1/workspaces/${owner.workspaceId}`).expect(200);
      await t.agent().post('/v1/accounts/sign-in').send({ email, password: PASSWORD }).expect(200);
      const member = (await members(owner.agent, owner.workspaceId)).find((m) => m.email === email);
      expect(member).toMatchObject({ status: 'ACTIVE', role: 'Manager', is_default: true });
      expect(await liveInvitations(owner.agent)).toEqual([]);
      // Used once.
      const again = await accept(t.agent(), {
        token: tokenFor(email),
        email: uniqueEmail(),
        password: PASSWORD,
      }).expect(404);
      expect(again.body).toMatchObject({ error_key: 'invitation_not_found' });
    });

    it('answers 404 invitation_not_found for an unknown, expired or other-e-mail token', async () => {
      const owner = await ownerOn('BASIC');
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      const token = tokenFor(email);
      for (const body of [
        { token: 'nope', email, password: PASSWORD },
        { token, email: uniqueEmail(), password: PASSWORD },
      ]) {
        const res = await accept(t.agent(), body).expect(404);
        expect(res.body).toMatchObject({ status_code: 404, error_key: 'invitation_not_found' });
      }
      t.clock.advance(7 * DAY_MS + 60_000);
      try {
        const res = await accept(t.agent(), { token, email, password: PASSWORD }).expect(404);
        expect(res.body).toMatchObject({ error_key: 'invitation_not_found' });
      } finally {
        t.clock.advance(-(7 * DAY_MS + 60_000));
      }
      await accept(t.agent(), { token, email, password: PASSWORD }).expect(201);
    });

    it('answers 404 when the workspace was deleted since', async () => {
      const owner = await ownerOn('BASIC');
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      await owner.agent.delete(`/v1/workspaces/${owner.workspaceId}`).expect(200);
      await accept(t.agent(), { token: tokenFor(email), email, password: PASSWORD }).expect(404);
    });

    it('refuses a sign-up for an e-mail that has an account with 409 signup_conflict', async () => {
      const owner = await ownerOn('BASIC');
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      const token = tokenFor(email);
      // The invitee signed up on their own after being invited.
      const later = await signUp(t, email);
      const res = await accept(t.agent(), {
        token,
        email,
        password: PASSWORD,
      }).expect(409);
      expect(res.body).toMatchObject({ error_key: 'signup_conflict' });
      // Signed in, they accept; the invitation made them no PENDING member row before.
      const me = (await accept(later.agent, { token }).expect(201)).body as Me;
      expect(me.active_workspace?.id).toBe(owner.workspaceId);
    });

    it('validates the sign-up body', async () => {
      const owner = await ownerOn('BASIC');
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      const token = tokenFor(email);
      await accept(t.agent(), { token, email, password: 'short' }).expect(400);
      await accept(t.agent(), { token, password: PASSWORD }).expect(400);
      await accept(t.agent(), { email, password: PASSWORD }).expect(400);
      await accept(t.agent(), { token, email, password: PASSWORD, extra: 1 }).expect(400);
      await accept(t.agent(), { token, email, password: PASSWORD }).expect(201);
    });

    it('lets a signed-in invitee accept with the token alone; the workspace becomes active', async () => {
      const owner = await ownerOn('BASIC');
      const invitee = await signUpWithWorkspace(t, 'Own');
      await invite(owner.agent, [invitee.email], 'Guest').expect(201);
      const token = tokenFor(invitee.email);
      const signedOut = await accept(t.agent(), { token }).expect(401);
      expect(signedOut.body).toMatchObject({ error_key: 'error.unauthorized' });
      const stranger = await signUp(t);
      const wrong = await accept(stranger.agent, { token }).expect(404);
      expect(wrong.body).toMatchObject({ error_key: 'invitation_not_found' });
      await accept(invitee.agent, { token, email: stranger.email }).expect(404);
      const me = (await accept(invitee.agent, { token, email: invitee.email }).expect(201))
        .body as Me;
      expect(me.active_workspace).toMatchObject({ id: owner.workspaceId, role: 'Guest' });
      expect(me.memberships.map((m) => [m.id_workspace, m.status, m.is_default]).sort()).toEqual(
        [
          [invitee.workspaceId, 'ACTIVE', false],
          [owner.workspaceId, 'ACTIVE', true],
        ].sort(),
      );
      await accept(invitee.agent, { token }).expect(404);
    });

    it('refuses an API key', async () => {
      const owner = await ownerOn('BASIC');
      const invitee = await signUpWithWorkspace(t, 'Own');
      const key = (await invitee.agent.patch('/v1/accounts/me/token').expect(200)).body as {
        token: string;
      };
      await invite(owner.agent, [invitee.email]).expect(201);
      await t
        .agent()
        .post('/v1/accounts/members')
        .set('Authorization', `Bearer ${key.token}`)
        .send({ token: tokenFor(invitee.email) })
        .expect(403);
    });
  });

  describe('project invitations', () => {
    it('invites a new e-mail to the workspace and a project; acceptance joins both', async () => {
      const owner = await ownerOn('BASIC');
      const idProject = await project(owner.workspaceId, owner.me.user.id);
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
        await accept(t.agent(), { token: tokenFor(email), email, password: PASSWORD }).expect(201)
      ).body as Me;
      expect(await projectMembers(idProject)).toEqual([me.user.id]);
    });

    it('adds an active member to the project at once, without mail', async () => {
      const { owner, Member } = await team();
      const idProject = await project(owner.workspaceId, owner.me.user.id);
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
      const owner = await ownerOn('BASIC');
      const one = await project(owner.workspaceId, owner.me.user.id, 'One');
      const two = await project(owner.workspaceId, owner.me.user.id, 'Two');
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
      const me = (await accept(invitee.agent, { token: tokenFor(invitee.email) }).expect(201))
        .body as Me;
      expect(me.active_workspace?.role).toBe('Manager');
      expect(await projectMembers(one)).toEqual([invitee.me.user.id]);
      expect(await projectMembers(two)).toEqual([invitee.me.user.id]);
      expect(await liveInvitations(owner.agent)).toEqual([]);
    });

    it('invites a project guest as Guest; needs the guest-role plan feature', async () => {
      const owner = await ownerOn('BASIC');
      const idProject = await project(owner.workspaceId, owner.me.user.id);
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
        await accept(t.agent(), { token: tokenFor(email), email, password: PASSWORD }).expect(201)
      ).body as Me;
      expect(me.active_workspace?.role).toBe('Guest');
      expect(await projectMembers(idProject)).toEqual([me.user.id]);

      for (const plan of ['FREE', 'LITE']) {
        const other = await ownerOn(plan);
        const otherProject = await project(other.workspaceId, other.me.user.id);
        const refused = await other.agent
          .post('/v1/accounts/invitations/project-guests')
          .send({ email: uniqueEmail(), id_project: otherProject })
          .expect(403);
        expect(refused.body).toMatchObject({ error_key: 'plan_feature_unavailable' });
      }
    });

    it('refuses an id_user that is not the inviter', async () => {
      const { owner, Member } = await team();
      const idProject = await project(owner.workspaceId, owner.me.user.id);
      await owner.agent
        .post('/v1/accounts/invitations/project-guests')
        .send({ email: uniqueEmail(), id_project: idProject, id_user: Member.me.user.id })
        .expect(400);
    });

    it('answers 404 project_not_found for another workspace, a deleted or an archived project', async () => {
      const owner = await ownerOn('BASIC');
      const other = await signUpWithWorkspace(t);
      const foreign = await project(other.workspaceId, other.me.user.id);
      const deleted = await project(owner.workspaceId, owner.me.user.id);
      const archived = await project(owner.workspaceId, owner.me.user.id);
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
      const { owner, Manager, Member } = await team();
      const idProject = await project(owner.workspaceId, owner.me.user.id);
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
      const free = await ownerOn('FREE');
      const freeProject = await project(free.workspaceId, free.me.user.id);
      await invite(free.agent, [uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail()]);
      const full = await free.agent
        .post('/v1/accounts/invitations/project-members')
        .send({ id_project: freeProject, email: uniqueEmail(), role: 'Member' })
        .expect(403);
      expect(full.body).toMatchObject({ error_key: 'add_member_forbidden' });
    });
  });

  describe('GET /v1/accounts/invitations', () => {
    it('lists the live invitations of the active workspace only, to those who manage members', async () => {
      const { owner, Member } = await team();
      const other = await ownerOn('BASIC');
      const mine = uniqueEmail();
      await invite(owner.agent, [mine]).expect(201);
      await invite(other.agent, [uniqueEmail()]).expect(201);
      const live = await liveInvitations(owner.agent);
      expect(live.map((i) => i.email)).toEqual([mine]);
      const res = await Member.agent.get('/v1/accounts/invitations').expect(403);
      expect(res.body).toMatchObject({ error_key: 'error.forbidden' });
    });
  });

  describe('revoking', () => {
    it('withdraws a live invitation: its link stops working and its seat is freed', async () => {
      const owner = await ownerOn('FREE');
      const email = uniqueEmail('withdrawn');
      const [sent] = (await invite(owner.agent, [email]).expect(201)).body as Invitation[];
      if (!sent) throw new Error('no invitation');
      const token = tokenFor(email);
      const revoked = await owner.agent.delete(`/v1/accounts/invitations/${sent.id}`).expect(200);
      expect(revoked.body).toMatchObject({ id: sent.id, email });
      expect((await liveInvitations(owner.agent)).map((i) => i.id)).not.toContain(sent.id);
      const res = await accept(t.agent(), { email, password: PASSWORD, token }).expect(404);
      expect(res.body).toMatchObject({ error_key: 'invitation_not_found' });
      const again = await owner.agent.delete(`/v1/accounts/invitations/${sent.id}`).expect(404);
      expect(again.body).toMatchObject({ error_key: 'invitation_not_found' });
    });

    it("answers 404 for another workspace's invitation", async () => {
      const owner = await ownerOn('BASIC');
      const [sent] = (await invite(owner.agent, [uniqueEmail('theirs')]).expect(201))
        .body as Invitation[];
      const stranger = await ownerOn('BASIC');
      await stranger.agent.delete(`/v1/accounts/invitations/${sent?.id ?? ''}`).expect(404);
    });
  });
});
