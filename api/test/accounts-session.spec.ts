import type { Me } from '@punchcard/shared';
import { newWorkspace, newMember } from './support/factory.js';
import { addMember } from './support/db.js';
import {
  mailBody,
  PASSWORD,
  signUp,
  startTestApp,
  type TestApp,
  uniqueEmail,
  signIn,
} from './support/test-app.js';

describe('sessions, passwords and the account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('sign-in', () => {
    it('answers 400 signin.bad_request for a wrong password and for an unknown e-mail alike', async () => {
      const { email } = await signUp(t);
      const wrong = await signIn(t, email, 'Wrong-pass-1').expect(400);
      const unknown = await signIn(t, uniqueEmail(), PASSWORD).expect(400);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toMatchObject({ status_code: 400, error_key: 'signin.bad_request' });
    });

    it('signs in case-insensitively and issues a new session id, revoking the one the browser had', async () => {
      const { agent, email } = await signUp(t);
      const before = await agent.get('/v1/accounts/me').expect(200);
      const oldCookie = before.request.cookies;
      const res = await agent
        .post('/v1/accounts/sign-in')
        .send({ email: email.toUpperCase(), password: PASSWORD })
        .expect(200);
      expect((res.body as Me).user.email).toBe(email);
      await agent.get('/v1/accounts/me').expect(200);
      await t.agent().get('/v1/accounts/me').set('Cookie', oldCookie).expect(401);
    });

    it('signs out with GET and with POST; the old cookie no longer works', async () => {
      for (const method of ['get', 'post'] as const) {
        const { agent } = await signUp(t);
        const cookie = (await agent.get('/v1/accounts/me')).request.cookies;
        const res = await agent[method]('/v1/accounts/sign-out').expect(200);
        expect(String(res.headers['set-cookie'])).toMatch(/punchcard_session=;/);
        await t.agent().get('/v1/accounts/me').set('Cookie', cookie).expect(401);
      }
    });

    it('answers 401 error.unauthorized when signed out or with a forged cookie', async () => {
      const res = await t.agent().get('/v1/accounts/me').expect(401);
      expect(res.body).toMatchObject({ status_code: 401, error_key: 'error.unauthorized' });
      await t.agent().get('/v1/accounts/me').set('Cookie', 'punchcard_session=abc.def').expect(401);
    });
  });

  describe('password change', () => {
    it('refuses a wrong current password with account.messages.edit_password_error', async () => {
      const { agent } = await signUp(t);
      const res = await agent
        .patch('/v1/accounts/me/password')
        .send({ old_password: 'Not-the-1', new_password: 'Brand-New-2' })
        .expect(400);
      expect(res.body).toMatchObject({ error_key: 'account.messages.edit_password_error' });
    });

    it('signs out every other browser, keeps this one with a new id, and swaps the password', async () => {
      const { agent, email } = await signUp(t);
      const other = t.agent();
      await other.post('/v1/accounts/sign-in').send({ email, password: PASSWORD }).expect(200);
      const cookieBefore = (await agent.get('/v1/accounts/me')).request.cookies;
      await agent
        .patch('/v1/accounts/me/password')
        .send({ old_password: PASSWORD, new_password: 'Brand-New-2' })
        .expect(200);
      await agent.get('/v1/accounts/me').expect(200);
      await other.get('/v1/accounts/me').expect(401);
      await t.agent().get('/v1/accounts/me').set('Cookie', cookieBefore).expect(401);
      await signIn(t, email, PASSWORD).expect(400);
      await signIn(t, email, 'Brand-New-2').expect(200);
    });

    it('refuses a new password that breaks the rules', async () => {
      const { agent } = await signUp(t);
      const res = await agent
        .patch('/v1/accounts/me/password')
        .send({ old_password: PASSWORD, new_password: 'weak' })
        .expect(400);
      expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
    });
  });

  describe('forgotten password', () => {
    function tokenFrom(mail: string): string {
      const match = /token=([A-Za-z0-9_%-]+)/.exec(mailBody(mail));
      if (!match?.[1]) throw new Error('no token in mail');
      return decodeURIComponent(match[1]);
    }

    it('answers 404 forgot_password.not_found for an unknown e-mail', async () => {
      const res = await t
        .agent()
        .get(`/v1/accounts/emails/password-reset/${uniqueEmail()}`)
        .expect(404);
      expect(res.body).toMatchObject({ error_key: 'forgot_password.not_found' });
    });

    it('mails a one-time link that resets the password and signs out every session', async () => {
      const { agent, email } = await signUp(t);
      await t
        .agent()
        .get(`/v1/accounts/emails/password-reset/${encodeURIComponent(email)}`)
        .set('Accept-Language', 'ja')
        .expect(200);
      const mail = t.lastMail(email);
      expect(mailBody(mail)).toContain('http://punchcard.test/ja/forgot-password/reset?token=');
      const token = tokenFrom(mail);
      await t
        .agent()
        .patch('/v1/accounts/reset/password')
        .send({ token, new_password: 'Reset-Pass-3' })
        .expect(200);
      await agent.get('/v1/accounts/me').expect(401);
      await signIn(t, email, 'Reset-Pass-3').expect(200);
      const reused = await t
        .agent()
        .patch('/v1/accounts/reset/password')
        .send({ token, new_password: 'Reset-Pass-4' })
        .expect(404);
      expect(reused.body).toMatchObject({ error_key: 'reset_password_not_found' });
    });

    it('refuses an expired link, and an older link once a newer one was sent', async () => {
      const { email } = await signUp(t);
      await t.agent().get(`/v1/accounts/emails/password-reset/${email}`).expect(200);
      const first = tokenFrom(t.lastMail(email));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await t.agent().get(`/v1/accounts/emails/password-reset/${email}`).expect(200);
      const second = tokenFrom(t.lastMail(email));
      expect(second).not.toBe(first);
      await t
        .agent()
        .patch('/v1/accounts/reset/password')
        .send({ token: first, new_password: 'Reset-Pass-3' })
        .expect(404);
      t.clock.advance(61 * 60_000);
      try {
        await t
          .agent()
          .patch('/v1/accounts/reset/password')
          .send({ token: second, new_password: 'Reset-Pass-3' })
          .expect(404);
      } finally {
        t.clock.advance(-61 * 60_000);
      }
    });
  });

  describe('profile and tutorial', () => {
    it('reads, creates and updates the profile', async () => {
      const { agent } = await signUp(t);
      const empty = await agent.get('/v1/accounts/me/profile').expect(200);
      expect(empty.body).toEqual({
        first_name: null,
        last_name: null,
        address: null,
        contact_number: null,
        has_account: true,
        allow_google_sso: false,
        allow_apple_sso: false,
        finished_tutorial: false,
        has_pin: false,
      });
      await agent
        .post('/v1/accounts/me/profile')
        .send({ first_name: ' Ada ', last_name: 'Lovelace' })
        .expect(201);
      const updated = await agent
        .put('/v1/accounts/me/profile')
        .send({
          first_name: 'Ada',
          last_name: 'King',
          address: '12 St James Sq',
          contact_number: '+44 20 0000',
        })
        .expect(200);
      expect(updated.body).toMatchObject({
        first_name: 'Ada',
        last_name: 'King',
        address: '12 St James Sq',
      });
      const me = await agent.get('/v1/accounts/me').expect(200);
      expect((me.body as Me).user).toMatchObject({ first_name: 'Ada', last_name: 'King' });
    });

    it('refuses a profile without any name with account.messages.profle_bad_request', async () => {
      const { agent } = await signUp(t);
      const res = await agent
        .put('/v1/accounts/me/profile')
        .send({ first_name: ' ', last_name: '' })
        .expect(400);
      expect(res.body).toMatchObject({ error_key: 'account.messages.profle_bad_request' });
    });

    it('keeps the tutorial state and says the account has a password', async () => {
      const { agent } = await signUp(t);
      await agent
        .patch('/v1/accounts/me/tutorial-state')
        .send({ is_tutorial_done: true })
        .expect(200, { is_tutorial_done: true });
      const me = await agent.get('/v1/accounts/me').expect(200);
      expect((me.body as Me).user.is_tutorial_done).toBe(true);
      await agent.get('/v1/accounts/me/account/exists').expect(200, { exists: true });
      await agent
        .patch('/v1/accounts/me/tutorial-state')
        .send({ is_tutorial_done: 'yes' })
        .expect(400);
    });
  });

  describe('API key', () => {
    it('is shown once, works as a bearer in its workspace only, and a new one replaces it', async () => {
      const owner = await newWorkspace(t, { name: 'Key Co' });
      const res = await owner.agent.patch('/v1/accounts/me/token').expect(200);
      const { token, id_workspace } = res.body as { token: string; id_workspace: string };
      expect(token).toMatch(/^pk_/);
      expect(id_workspace).toBe(owner.workspaceId);
      const bearer = { Authorization: `Bearer ${token}` };
      await t.agent().get('/v1/accounts/me').set(bearer).expect(200);
      await t.agent().get(`/v1/workspaces/${owner.workspaceId}`).set(bearer).expect(200);

      const other = await owner.agent.post('/v1/workspaces').send({ name: 'Other Co' }).expect(201);
      const otherId = (other.body as { id: string }).id;
      await owner.agent.get(`/v1/workspaces/${otherId}`).expect(200);
      const refused = await t.agent().get(`/v1/workspaces/${otherId}`).set(bearer).expect(404);
      expect(refused.body).toMatchObject({ error_key: 'workspace_not_found' });
      await t.agent().get(`/v1/workspaces/${otherId}/switch`).set(bearer).expect(404);

      await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/switch`).expect(200);
      await owner.agent.patch('/v1/accounts/me/token').expect(200);
      await t.agent().get('/v1/accounts/me').set(bearer).expect(401);
    });

    it('refuses a wrong bearer with 401 even when a valid cookie is also sent', async () => {
      const { agent } = await signUp(t);
      const cookie = (await agent.get('/v1/accounts/me')).request.cookies;
      const res = await t
        .agent()
        .get('/v1/accounts/me')
        .set('Cookie', cookie)
        .set('Authorization', 'Bearer pk_nope')
        .expect(401);
      expect(res.body).toMatchObject({ error_key: 'error.unauthorized' });
    });

    it('needs an active workspace', async () => {
      const { agent } = await signUp(t);
      const res = await agent.patch('/v1/accounts/me/token').expect(404);
      expect(res.body).toMatchObject({ error_key: 'workspace_not_found' });
    });
  });

  describe('account deletion', () => {
    it('refuses while the caller is the only super owner of a workspace with other members', async () => {
      const owner = await newWorkspace(t);
      await newMember(t, owner.workspaceId, 'Member', { via: 'sign-up' });
      const res = await owner.agent.delete('/v1/accounts/me').expect(412);
      expect(res.body).toMatchObject({ error_key: 'error.precondition_failed' });
      await owner.agent.get('/v1/accounts/me').expect(200);
    });

    it('deletes the account, its sessions and its lone workspaces; the e-mail can sign up again', async () => {
      const owner = await newWorkspace(t);
      const other = await newWorkspace(t);
      await addMember(t, other.workspaceId, owner.me.user.id, 'Member');
      await owner.agent.delete('/v1/accounts/me').expect(200);
      await owner.agent.get('/v1/accounts/me').expect(401);
      await signIn(t, owner.email, PASSWORD).expect(400);
      const members = await other.agent
        .get(`/v1/workspaces/${other.workspaceId}/members`)
        .expect(200);
      expect((members.body as { id_user: string }[]).map((m) => m.id_user)).toEqual([
        other.me.user.id,
      ]);
      const again = await signUp(t, owner.email);
      expect(again.me.user.id).not.toBe(owner.me.user.id);
      expect(again.me.memberships).toEqual([]);
    });
  });
});
