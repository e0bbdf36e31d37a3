import { type Invitation, type Me } from '@punchcard/shared';
import { newWorkspace } from './support/factory.js';
import { PASSWORD, signUp, startTestApp, type TestApp, uniqueEmail } from './support/test-app.js';
import {
  accept,
  invitationsTeam,
  invite,
  liveInvitations,
  members,
  tokenFor,
  DAY_MS,
} from './support/invitations.js';

describe('invitations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('POST /v1/accounts/members (accepting)', () => {
    it('signs an invitee up without a code: account, ACTIVE membership, active workspace, session', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const email = uniqueEmail();
      await owner.agent
        .post('/v1/accounts/invitations/workspace-members')
        .set('Accept-Language', 'ja')
        .send({ role: 'Manager', emails: [email] })
        .expect(201);
      const agent = t.agent();
      const res = await accept(agent, {
        token: tokenFor(t, email),
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
        token: tokenFor(t, email),
        email: uniqueEmail(),
        password: PASSWORD,
      }).expect(404);
      expect(again.body).toMatchObject({ error_key: 'invitation_not_found' });
    });

    it('answers 404 invitation_not_found for an unknown, expired or other-e-mail token', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      const token = tokenFor(t, email);
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
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      await owner.agent.delete(`/v1/workspaces/${owner.workspaceId}`).expect(200);
      await accept(t.agent(), { token: tokenFor(t, email), email, password: PASSWORD }).expect(404);
    });

    it('refuses a sign-up for an e-mail that has an account with 409 signup_conflict', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      const token = tokenFor(t, email);
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
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const email = uniqueEmail();
      await invite(owner.agent, [email]).expect(201);
      const token = tokenFor(t, email);
      await accept(t.agent(), { token, email, password: 'short' }).expect(400);
      await accept(t.agent(), { token, password: PASSWORD }).expect(400);
      await accept(t.agent(), { email, password: PASSWORD }).expect(400);
      await accept(t.agent(), { token, email, password: PASSWORD, extra: 1 }).expect(400);
      await accept(t.agent(), { token, email, password: PASSWORD }).expect(201);
    });

    it('lets a signed-in invitee accept with the token alone; the workspace becomes active', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const invitee = await newWorkspace(t, { name: 'Own' });
      await invite(owner.agent, [invitee.email], 'Guest').expect(201);
      const token = tokenFor(t, invitee.email);
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
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const invitee = await newWorkspace(t, { name: 'Own' });
      const key = (await invitee.agent.patch('/v1/accounts/me/token').expect(200)).body as {
        token: string;
      };
      await invite(owner.agent, [invitee.email]).expect(201);
      await t
        .agent()
        .post('/v1/accounts/members')
        .set('Authorization', `Bearer ${key.token}`)
        .send({ token: tokenFor(t, invitee.email) })
        .expect(403);
    });
  });

  describe('GET /v1/accounts/invitations', () => {
    it('lists the live invitations of the active workspace only, to those who manage members', async () => {
      const { owner, Member } = await invitationsTeam(t);
      const other = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
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
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'FREE' });
      const email = uniqueEmail('withdrawn');
      const [sent] = (await invite(owner.agent, [email]).expect(201)).body as Invitation[];
      if (!sent) throw new Error('no invitation');
      const token = tokenFor(t, email);
      const revoked = await owner.agent.delete(`/v1/accounts/invitations/${sent.id}`).expect(200);
      expect(revoked.body).toMatchObject({ id: sent.id, email });
      expect((await liveInvitations(owner.agent)).map((i) => i.id)).not.toContain(sent.id);
      const res = await accept(t.agent(), { email, password: PASSWORD, token }).expect(404);
      expect(res.body).toMatchObject({ error_key: 'invitation_not_found' });
      const again = await owner.agent.delete(`/v1/accounts/invitations/${sent.id}`).expect(404);
      expect(again.body).toMatchObject({ error_key: 'invitation_not_found' });
    });

    it("answers 404 for another workspace's invitation", async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      const [sent] = (await invite(owner.agent, [uniqueEmail('theirs')]).expect(201))
        .body as Invitation[];
      const stranger = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      await stranger.agent.delete(`/v1/accounts/invitations/${sent?.id ?? ''}`).expect(404);
    });
  });
});
