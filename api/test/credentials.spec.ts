import type { OpenAPIObject } from '@nestjs/swagger';
import type { Me } from '@punchcard/shared';
import { buildOpenApi } from '../src/app.factory.js';
import { newWorkspace, type Owner } from './support/factory.js';
import { mailBody, PASSWORD, signIn, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 14, credentials: a member API key acts only inside its workspace, a new password revokes
 * every key as it does every session, and the spec's state-changing GETs refuse other sites.
 */
describe('credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A workspace's super owner with a second workspace, and a key minted in the first. */
  async function ownerWithKey(): Promise<Owner & { key: { Authorization: string } }> {
    const owner = await newWorkspace(t, { name: 'Keyed' });
    const minted = await owner.agent.patch('/v1/accounts/me/token').expect(200);
    await owner.agent.post('/v1/workspaces').send({ name: 'Elsewhere' }).expect(201);
    await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/switch`).expect(200);
    const { token } = minted.body as { token: string };
    return { ...owner, key: { Authorization: `Bearer ${token}` } };
  }

  describe('an API key', () => {
    it('is refused on every account-level route with 403 error.api_key_not_allowed', async () => {
      const owner = await ownerWithKey();
      const refused: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string][] = [
        ['delete', '/v1/accounts/me'],
        ['patch', '/v1/accounts/me/password'],
        ['patch', '/v1/accounts/me/token'],
        ['post', '/v1/accounts/me/profile'],
        ['put', '/v1/accounts/me/profile'],
        ['get', '/v1/accounts/me/account/exists'],
        ['patch', '/v1/accounts/me/tutorial-state'],
        ['patch', '/v1/accounts/me/pomodoro/status'],
        ['patch', '/v1/accounts/me/pomodoro/settings'],
        ['post', '/v1/workspaces'],
        ['patch', `/v1/workspaces/deleted/${owner.workspaceId}`],
        ['get', `/v1/workspaces/${owner.workspaceId}/switch`],
      ];
      for (const [method, path] of refused) {
        const res = await t.agent()[method](path).set(owner.key).send({});
        expect({
          route: `${method} ${path}`,
          status: res.status,
          body: res.body as unknown,
        }).toEqual({
          route: `${method} ${path}`,
          status: 403,
          body: expect.objectContaining({
            status_code: 403,
            error_key: 'error.api_key_not_allowed',
          }) as unknown,
        });
      }
      // The account, its browser session and its key all still stand.
      await owner.agent.get('/v1/accounts/me').expect(200);
      await t.agent().get(`/v1/workspaces/${owner.workspaceId}`).set(owner.key).expect(200);
    });

    it('works inside its workspace and sees only its own membership', async () => {
      const owner = await ownerWithKey();
      const viaSession = (await owner.agent.get('/v1/accounts/me').expect(200)).body as Me;
      expect(viaSession.memberships).toHaveLength(2);
      const me = (await t.agent().get('/v1/accounts/me').set(owner.key).expect(200)).body as Me;
      expect(me.user.id).toBe(owner.me.user.id);
      expect(me.memberships.map((m) => m.id_workspace)).toEqual([owner.workspaceId]);
      expect(me.active_workspace?.id).toBe(owner.workspaceId);
      await t.agent().get('/v1/accounts/me/profile').set(owner.key).expect(200);
      await t.agent().get('/v1/workspaces/permissions/values').set(owner.key).expect(200);
      await t
        .agent()
        .patch(`/v1/workspaces/${owner.workspaceId}/names`)
        .set(owner.key)
        .send({ name: 'Renamed by key' })
        .expect(200);
      await t.agent().post('/v1/workspaces/timestamps').set(owner.key).send({}).expect(201);
    });

    it('still reads another workspace as 404, before the key rule', async () => {
      const owner = await ownerWithKey();
      const other = (await owner.agent.get('/v1/accounts/me').expect(200)).body as Me;
      const elsewhere = other.memberships.find((m) => m.id_workspace !== owner.workspaceId);
      await t
        .agent()
        .get(`/v1/workspaces/${elsewhere?.id_workspace ?? ''}/switch`)
        .set(owner.key)
        .expect(404);
    });

    it('has the refusal in the OpenAPI document of every route that refuses it', () => {
      const document: OpenAPIObject = buildOpenApi(t.app);
      const keysOf = (path: string, method: string): string => {
        const item = document.paths[path] as Record<string, { responses: object }> | undefined;
        return JSON.stringify(item?.[method]?.responses ?? {});
      };
      expect(keysOf('/v1/accounts/me', 'delete')).toContain('error.api_key_not_allowed');
      expect(keysOf('/v1/workspaces/{id}/switch', 'get')).toContain('error.api_key_not_allowed');
      expect(keysOf('/v1/accounts/me', 'get')).not.toContain('error.api_key_not_allowed');
      expect(keysOf('/v1/workspaces/{id}', 'get')).not.toContain('error.api_key_not_allowed');
    });
  });

  describe('a new password', () => {
    it('revokes every API key when changed, and a new key can be minted', async () => {
      const owner = await ownerWithKey();
      await owner.agent
        .patch('/v1/accounts/me/password')
        .send({ old_password: PASSWORD, new_password: 'Changed-Pass-7' })
        .expect(200);
      const revoked = await t.agent().get('/v1/accounts/me').set(owner.key).expect(401);
      expect(revoked.body).toMatchObject({ error_key: 'error.unauthorized' });
      const minted = await owner.agent.patch('/v1/accounts/me/token').expect(200);
      const { token } = minted.body as { token: string };
      await t.agent().get('/v1/accounts/me').set('Authorization', `Bearer ${token}`).expect(200);
    });

    it('revokes every API key when reset by e-mail', async () => {
      const owner = await ownerWithKey();
      await t
        .agent()
        .get(`/v1/accounts/emails/password-reset/${encodeURIComponent(owner.email)}`)
        .expect(200);
      const token = /token=([A-Za-z0-9_%-]+)/.exec(mailBody(t.lastMail(owner.email)))?.[1];
      await t
        .agent()
        .patch('/v1/accounts/reset/password')
        .send({ token: decodeURIComponent(token ?? ''), new_password: 'Reset-Pass-7' })
        .expect(200);
      await t.agent().get('/v1/accounts/me').set(owner.key).expect(401);
      await signIn(t, owner.email, 'Reset-Pass-7').expect(200);
    });
  });

  describe('state-changing GETs', () => {
    it('refuse a cross-site sign-out and keep the session', async () => {
      const owner = await newWorkspace(t);
      const viaFetchSite = await owner.agent
        .get('/v1/accounts/sign-out')
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      expect(viaFetchSite.body).toMatchObject({ error_key: 'error.forbidden' });
      // A browser without Sec-Fetch-Site still names the page the link was on.
      await owner.agent
        .get('/v1/accounts/sign-out')
        .set('Referer', 'https://evil.example/page')
        .expect(403);
      await owner.agent.get('/v1/accounts/me').expect(200);
      // Typed in the address bar, or sent by the app itself, it still signs out.
      await owner.agent.get('/v1/accounts/sign-out').set('Sec-Fetch-Site', 'none').expect(200);
      await owner.agent.get('/v1/accounts/me').expect(401);
    });

    it('refuse a cross-site workspace switch and keep the active workspace', async () => {
      const owner = await newWorkspace(t, { name: 'First' });
      const second = await owner.agent.post('/v1/workspaces').send({ name: 'Second' }).expect(201);
      const idSecond = (second.body as { id: string }).id;
      const active = async () =>
        ((await owner.agent.get('/v1/accounts/me').expect(200)).body as Me).active_workspace?.id;
      expect(await active()).toBe(idSecond);
      await owner.agent
        .get(`/v1/workspaces/${owner.workspaceId}/switch`)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      await owner.agent
        .get(`/v1/workspaces/${owner.workspaceId}/switch`)
        .set('Referer', 'https://evil.example/')
        .expect(403);
      expect(await active()).toBe(idSecond);
      await owner.agent
        .get(`/v1/workspaces/${owner.workspaceId}/switch`)
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
      expect(await active()).toBe(owner.workspaceId);
    });
  });
});
