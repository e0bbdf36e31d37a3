import type { Invitation, InvitationLookupResponse } from '@punchcard/shared';
import { newWorkspace } from './support/factory.js';
import { mailBody, signUp, startTestApp, type TestApp, uniqueEmail } from './support/test-app.js';
import {
  accept,
  DAY_MS,
  invitationsTeam,
  invite,
  liveInvitations,
  tokenFor,
} from './support/invitations.js';

const lookup = (t: TestApp, token: string) =>
  t.agent().get('/v1/accounts/invitations/lookup').query({ token });

describe('invitation look-up and resend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('GET /v1/accounts/invitations/lookup', () => {
    it('names the workspace, the inviter and the e-mail to a signed-out caller, nothing else', async () => {
      const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
      await owner.agent
        .patch(`/v1/workspaces/members/${owner.id}/profile`)
        .send({ first_name: 'Ada', last_name: 'Lovelace' })
        .expect(200);
      const email = uniqueEmail('look');
      await invite(owner.agent, [email], 'Manager').expect(201);
      const res = await lookup(t, tokenFor(t, email)).expect(200);
      const body = res.body as InvitationLookupResponse;
      expect(Object.keys(body).sort()).toEqual(
        ['email', 'expires_at', 'has_account', 'inviter_name', 'role', 'workspace_name'].sort(),
      );
      expect(body).toMatchObject({
        workspace_name: 'Bakery',
        email,
        role: 'Manager',
        has_account: false,
      });
      // The inviter as the workspace names them (their profile name here).
      expect(body.inviter_name).toBe('Ada Lovelace');
      expect(body.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(6 * 86400);
    });

    it('says when the invited address already has an account', async () => {
      const owner = await newWorkspace(t, { plan: 'BASIC' });
      const existing = await signUp(t);
      await invite(owner.agent, [existing.email]).expect(201);
      const res = await lookup(t, tokenFor(t, existing.email)).expect(200);
      expect(res.body).toMatchObject({ email: existing.email, has_account: true });
    });

    it('answers 404 invitation_not_found for unknown, revoked, accepted and expired tokens alike', async () => {
      const { owner } = await invitationsTeam(t);
      const notFound = { error_key: 'invitation_not_found' };
      expect((await lookup(t, 'not-a-token').expect(404)).body).toMatchObject(notFound);
      expect((await lookup(t, '').expect(404)).body).toMatchObject(notFound);

      const [revoked, used, expiring] = [uniqueEmail('r'), uniqueEmail('u'), uniqueEmail('e')];
      const sent = (await invite(owner.agent, [revoked, used, expiring]).expect(201))
        .body as Invitation[];
      await owner.agent.delete(`/v1/accounts/invitations/${sent[0]?.id ?? ''}`).expect(200);
      expect((await lookup(t, tokenFor(t, revoked)).expect(404)).body).toMatchObject(notFound);

      const usedToken = tokenFor(t, used);
      await accept(t.agent(), { token: usedToken, email: used, password: 'Look-Up-Pass-1' }).expect(
        201,
      );
      expect((await lookup(t, usedToken).expect(404)).body).toMatchObject(notFound);

      const expiringToken = tokenFor(t, expiring);
      t.clock.advance(8 * DAY_MS);
      try {
        expect((await lookup(t, expiringToken).expect(404)).body).toMatchObject(notFound);
      } finally {
        t.clock.advance(-8 * DAY_MS);
      }
    });

    it('forgets the inviter once they have left the workspace', async () => {
      const { owner, Manager } = await invitationsTeam(t);
      const email = uniqueEmail('left');
      await invite(Manager.agent, [email]).expect(201);
      await owner.agent.patch(`/v1/workspaces/members/${Manager.id}/deactivate`).expect(200);
      const res = await lookup(t, tokenFor(t, email)).expect(200);
      expect(res.body).toMatchObject({ inviter_name: null, email });
    });
  });

  describe('POST /v1/accounts/invitations/{id}/resend', () => {
    it('mails a new link in the first language, the old one stops working, no seat is taken', async () => {
      const owner = await newWorkspace(t, { name: 'Café', plan: 'FREE' });
      // FREE holds five seats: the owner and four invitations fill it.
      const emails = [1, 2, 3, 4].map((n) => uniqueEmail(`seat${n}`));
      const sent = (
        await owner.agent
          .post('/v1/accounts/invitations/workspace-members')
          .set('Accept-Language', 'ja')
          .send({ role: 'Member', emails })
          .expect(201)
      ).body as Invitation[];
      const [first] = sent;
      const email = emails[0] ?? '';
      const oldToken = tokenFor(t, email);

      const res = await owner.agent
        .post(`/v1/accounts/invitations/${first?.id ?? ''}/resend`)
        .set('Accept-Language', 'en')
        .expect(200);
      const again = res.body as Invitation;
      expect(again).toMatchObject({ email, role: 'Member', kind: 'WORKSPACE_MEMBER' });
      expect(again.id).not.toBe(first?.id);

      const mail = t.lastMail(email);
      expect(mail).toContain('Content-Language: ja');
      expect(mailBody(mail)).toContain('Café');
      const newToken = tokenFor(t, email);
      expect(newToken).not.toBe(oldToken);
      await lookup(t, oldToken).expect(404);
      await lookup(t, newToken).expect(200);

      const live = await liveInvitations(owner.agent);
      expect(live.filter((row) => row.email === email).map((row) => row.id)).toEqual([again.id]);
      expect(live).toHaveLength(4);
    });

    it('answers 404 for a withdrawn or another workspace’s invitation', async () => {
      const { owner } = await invitationsTeam(t);
      const other = await newWorkspace(t, { plan: 'BASIC' });
      const [mine] = (await invite(owner.agent, [uniqueEmail('w')]).expect(201))
        .body as Invitation[];
      const [theirs] = (await invite(other.agent, [uniqueEmail('o')]).expect(201))
        .body as Invitation[];
      await owner.agent
        .post(`/v1/accounts/invitations/${theirs?.id ?? ''}/resend`)
        .expect(404, /invitation_not_found/);
      await owner.agent.delete(`/v1/accounts/invitations/${mine?.id ?? ''}`).expect(200);
      await owner.agent
        .post(`/v1/accounts/invitations/${mine?.id ?? ''}/resend`)
        .expect(404, /invitation_not_found/);
    });

    it('refuses a manager resending an owner invitation (no role above their own)', async () => {
      const { owner, Manager } = await invitationsTeam(t);
      const [sent] = (await invite(owner.agent, [uniqueEmail('own')], 'Owner').expect(201))
        .body as Invitation[];
      await Manager.agent
        .post(`/v1/accounts/invitations/${sent?.id ?? ''}/resend`)
        .expect(403, /role_not_allowed/);
    });
  });
});
