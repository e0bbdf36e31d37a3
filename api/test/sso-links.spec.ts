import type { Me, SsoLinks } from '@punchcard/shared';
import { errorKey } from './support/errors.js';
import { PASSWORD, signIn, signUp, uniqueEmail } from './support/test-app.js';
import { ssoLink, ssoSignIn, startSsoWorld, type SsoWorld } from './sso-support.js';

/** Linking and unlinking providers, and the password beside them: never the last way in. */
describe('SSO links', () => {
  let world: SsoWorld;

  beforeAll(async () => {
    world = await startSsoWorld();
  });

  afterAll(async () => {
    await world.close();
  });

  const linksOf = (body: unknown) => (body as SsoLinks).links.map((link) => link.service);

  it('links Google and Apple to a password account and signs in with either', async () => {
    const owner = await signUp(world.t);
    const googleEmail = uniqueEmail('linked-google');
    const linked = await ssoLink(owner.agent, 'google', googleEmail);
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      has_password: true,
      links: [{ service: 'google', email: googleEmail }],
    });
    const appleEmail = uniqueEmail('linked-apple');
    const apple = await world.standIn.putAccount({
      issuer: 'apple',
      email: appleEmail,
      private_relay: true,
    });
    expect((await ssoLink(owner.agent, 'apple', appleEmail)).status).toBe(200);
    const me = (await owner.agent.get('/v1/accounts/me').expect(200)).body as Me;
    expect(me.user).toMatchObject({
      google_email: googleEmail,
      apple_id: apple.sub,
      apple_email: apple.email,
      has_password: true,
    });

    const viaGoogle = await ssoSignIn(world, 'google', googleEmail);
    expect(viaGoogle.response.status).toBe(200);
    expect((viaGoogle.response.body as Me).user.id).toBe(owner.me.user.id);
    const listed = await owner.agent.get('/v1/accounts/me/sso').expect(200);
    expect(linksOf(listed.body).sort()).toEqual(['apple', 'google']);
  });

  it('needs a signed-in browser to link', async () => {
    const res = await ssoLink(world.t.agent(), 'google', uniqueEmail('anon'));
    expect(res.status).toBe(401);
  });

  it('refuses an identity linked to another account, and a second link of one provider', async () => {
    const email = uniqueEmail('taken');
    const first = await ssoSignIn(world, 'google', email);
    expect(first.response.status).toBe(200);
    const other = await signUp(world.t);
    const taken = await ssoLink(other.agent, 'google', email);
    expect(taken.status).toBe(409);
    expect(errorKey(taken)).toBe('sso_identity_taken');
    const again = await ssoLink(first.agent, 'google', email);
    expect(errorKey(again)).toBe('sso_already_linked');
    const second = await ssoLink(first.agent, 'google', uniqueEmail('second'));
    expect(second.status).toBe(409);
    expect(errorKey(second)).toBe('sso_already_linked');
  });

  it("refuses to link a provider account whose e-mail is another account's", async () => {
    const someone = await signUp(world.t);
    const me = await signUp(world.t);
    const res = await ssoLink(me.agent, 'oidc', someone.email);
    expect(res.status).toBe(409);
    expect(errorKey(res)).toBe('sso_email_taken');
    expect(linksOf((await me.agent.get('/v1/accounts/me/sso').expect(200)).body)).toEqual([]);
  });

  it('unlinks, but never the last way to sign in', async () => {
    const email = uniqueEmail('only-sso');
    const { agent } = await ssoSignIn(world, 'google', email);
    const last = await agent.delete('/v1/accounts/me/google/sso');
    expect(last.status).toBe(409);
    expect(errorKey(last)).toBe('sso_last_sign_in_method');
    expect((await ssoLink(agent, 'oidc', uniqueEmail('company'))).status).toBe(200);
    const unlinked = await agent.delete('/v1/accounts/me/google/sso').expect(200);
    expect(unlinked.body).toMatchObject({ has_password: false, links: [{ service: 'oidc' }] });
    const missing = await agent.delete('/v1/accounts/me/google/sso');
    expect(missing.status).toBe(404);
    expect(errorKey(missing)).toBe('sso_not_linked');
    // Unlinked, the identity no longer reaches the account: it would sign up anew, but the
    // e-mail is the account's, so it is refused instead of merged.
    const back = await ssoSignIn(world, 'google', email);
    expect(errorKey(back.response)).toBe('sso_email_taken');
  });

  it('frees the identity when the account is deleted', async () => {
    const email = uniqueEmail('deleted');
    const first = await ssoSignIn(world, 'google', email);
    await first.agent.delete('/v1/accounts/me').expect(200);
    const again = await ssoSignIn(world, 'google', email);
    expect(again.response.status).toBe(200);
    expect((again.response.body as Me).user.id).not.toBe((first.response.body as Me).user.id);
  });

  it('sets a first password on an SSO account, once', async () => {
    const email = uniqueEmail('first-password');
    const { agent } = await ssoSignIn(world, 'google', email);
    const weak = await agent.post('/v1/accounts/me/sso/password').send({ password: 'short' });
    expect(weak.status).toBe(400);
    const set = await agent
      .post('/v1/accounts/me/sso/password')
      .send({ password: PASSWORD })
      .expect(200);
    expect(set.body).toMatchObject({ has_password: true });
    // The browser that set it got a fresh session and stays signed in.
    await agent.get('/v1/accounts/me').expect(200);
    expect((await signIn(world.t, email, PASSWORD)).status).toBe(200);
    const twice = await agent.post('/v1/accounts/me/sso/password').send({ password: PASSWORD });
    expect(twice.status).toBe(409);
    expect(errorKey(twice)).toBe('password_already_set');
    // With a password, the provider can go.
    await agent.delete('/v1/accounts/me/google/sso').expect(200);
  });

  it('removes the password only while a provider is linked', async () => {
    const owner = await signUp(world.t);
    const alone = await owner.agent.delete('/v1/accounts/me/password');
    expect(alone.status).toBe(409);
    expect(errorKey(alone)).toBe('sso_last_sign_in_method');
    expect((await signIn(world.t, owner.email, PASSWORD)).status).toBe(200);

    const googleEmail = uniqueEmail('keeps-google');
    expect((await ssoLink(owner.agent, 'google', googleEmail)).status).toBe(200);
    const other = world.t.agent();
    await other
      .post('/v1/accounts/sign-in')
      .send({ email: owner.email, password: PASSWORD })
      .expect(200);
    const removed = await owner.agent.delete('/v1/accounts/me/password').expect(200);
    expect(removed.body).toMatchObject({ has_password: false, links: [{ service: 'google' }] });
    expect((await signIn(world.t, owner.email, PASSWORD)).status).toBe(400);
    // Other browsers are signed out; this one keeps a fresh session.
    await other.get('/v1/accounts/me').expect(401);
    await owner.agent.get('/v1/accounts/me').expect(200);
    const viaGoogle = await ssoSignIn(world, 'google', googleEmail);
    expect((viaGoogle.response.body as Me).user).toMatchObject({
      id: owner.me.user.id,
      has_password: false,
    });
  });
});
