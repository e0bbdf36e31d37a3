import type { Me, SsoProviders } from '@punchcard/shared';
import { errorKey } from './support/errors.js';
import { signUp, uniqueEmail } from './support/test-app.js';
import {
  authorizeAs,
  complete,
  newFlow,
  SIGNING_IN,
  ssoSignIn,
  startSsoWorld,
  type SsoWorld,
} from './sso-support.js';

/** Signing in and up through Google and the company's issuer against the real OpenID stand-in. */
describe('SSO sign-in', () => {
  let world: SsoWorld;

  beforeAll(async () => {
    world = await startSsoWorld();
  });

  afterAll(async () => {
    await world.close();
  });

  it('lists the configured providers with their button names', async () => {
    const res = await world.t.agent().get('/v1/accounts/sso/providers').expect(200);
    expect((res.body as SsoProviders).providers).toEqual([
      { service: 'google', name: 'Google' },
      { service: 'apple', name: 'Apple' },
      { service: 'oidc', name: 'Acme SSO' },
    ]);
  });

  it('sends the browser to the provider with PKCE and the nonce', async () => {
    const flow = newFlow();
    const res = await world.t
      .agent()
      .get('/v1/accounts/sso/google/authorize')
      .query({
        redirect_uri: SIGNING_IN,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: flow.challenge,
      })
      .expect(302);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${world.standIn.url}/google/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'punchcard-google.apps.example',
      response_type: 'code',
      redirect_uri: SIGNING_IN,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: flow.challenge,
      code_challenge_method: 'S256',
    });
  });

  it('answers sso-fail for a redirect_uri Punchcard does not register', async () => {
    const flow = newFlow();
    const res = await world.t
      .agent()
      .get('/v1/accounts/sso/google/authorize')
      .query({
        redirect_uri: 'https://evil.example/steal',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: flow.challenge,
      })
      .expect(302);
    expect(res.headers.location).toBe('/signing-in?reason=sso-fail');
  });

  it('signs a new person up with the verified e-mail and the name from the ID token', async () => {
    const email = uniqueEmail('google');
    await world.standIn.putAccount({
      issuer: 'google',
      email,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const { agent, response } = await ssoSignIn(world, 'google', email);
    expect(response.status).toBe(200);
    const me = response.body as Me;
    expect(me.user).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      has_password: false,
      google_email: email,
      apple_id: null,
      apple_email: null,
    });
    const again = await agent.get('/v1/accounts/me').expect(200);
    expect((again.body as Me).user.id).toBe(me.user.id);
    const profile = await agent.get('/v1/accounts/me/profile').expect(200);
    expect(profile.body).toMatchObject({
      has_account: false,
      allow_google_sso: true,
      allow_apple_sso: false,
    });
  });

  it('signs the same identity in again to the same account, with a new session', async () => {
    const email = uniqueEmail('again');
    const first = await ssoSignIn(world, 'google', email);
    const second = await ssoSignIn(world, 'google', email);
    expect(second.response.status).toBe(200);
    expect((second.response.body as Me).user.id).toBe((first.response.body as Me).user.id);
    expect(second.response.headers['set-cookie']).toBeDefined();
    await first.agent.get('/v1/accounts/me').expect(200);
  });

  it('makes one account when the same person signs up twice at once', async () => {
    const email = uniqueEmail('twice');
    const flows = [newFlow(), newFlow()];
    const agents = [world.t.agent(), world.t.agent()];
    const returned = await Promise.all(
      flows.map((flow, i) => authorizeAs(agents[i] ?? world.t.agent(), 'google', email, flow)),
    );
    const answers = await Promise.all(
      flows.map((flow, i) => {
        const back = returned[i];
        if (!back) throw new Error('no code');
        return complete(agents[i] ?? world.t.agent(), 'google', back, flow.verifier);
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const ids = answers.map((answer) => (answer.body as Me).user.id);
    expect(ids[0]).toBe(ids[1]);
  });

  it("signs up through the company's issuer", async () => {
    const email = uniqueEmail('company');
    const { response } = await ssoSignIn(world, 'oidc', email);
    expect(response.status).toBe(200);
    expect((response.body as Me).user).toMatchObject({
      email,
      has_password: false,
      google_email: null,
    });
  });

  it('refuses a replayed code', async () => {
    const email = uniqueEmail('replay');
    const agent = world.t.agent();
    const flow = newFlow();
    const returned = await authorizeAs(agent, 'google', email, flow);
    expect((await complete(agent, 'google', returned, flow.verifier)).status).toBe(200);
    const replayed = await complete(world.t.agent(), 'google', returned, flow.verifier);
    expect(replayed.status).toBe(401);
    expect(errorKey(replayed)).toBe('sso_failed');
  });

  it("refuses a code sent with another flow's verifier", async () => {
    const agent = world.t.agent();
    const flow = newFlow();
    const returned = await authorizeAs(agent, 'google', uniqueEmail('verifier'), flow);
    const res = await complete(agent, 'google', returned, newFlow().verifier);
    expect(res.status).toBe(401);
    expect(errorKey(res)).toBe('sso_failed');
  });

  it('refuses an ID token whose nonce is not the one of this verifier', async () => {
    const agent = world.t.agent();
    // The PKCE challenge matches the verifier, so only the nonce check can refuse it.
    const flow = { ...newFlow(), nonce: newFlow().nonce };
    const returned = await authorizeAs(agent, 'google', uniqueEmail('nonce'), flow);
    const res = await complete(agent, 'google', returned, flow.verifier);
    expect(res.status).toBe(401);
    expect(errorKey(res)).toBe('sso_failed');
  });

  it('refuses an expired ID token', async () => {
    const email = uniqueEmail('expired');
    await world.standIn.putAccount({ issuer: 'google', email, id_token_age_seconds: 2 * 3600 });
    const { response } = await ssoSignIn(world, 'google', email);
    expect(response.status).toBe(401);
    expect(errorKey(response)).toBe('sso_failed');
    // The same person with a sound token gets in: the age alone was refused.
    await world.standIn.putAccount({ issuer: 'google', email });
    expect((await ssoSignIn(world, 'google', email)).response.status).toBe(200);
  });

  it('never merges into an account that already has the e-mail', async () => {
    const owner = await signUp(world.t);
    const { response } = await ssoSignIn(world, 'google', owner.email);
    expect(response.status).toBe(409);
    expect(errorKey(response)).toBe('sso_email_taken');
    const links = await owner.agent.get('/v1/accounts/me/sso').expect(200);
    expect(links.body).toEqual({ links: [], has_password: true });
  });

  it('makes no account from an e-mail the provider has not verified', async () => {
    const email = uniqueEmail('unverified');
    await world.standIn.putAccount({ issuer: 'oidc', email, email_verified: false });
    const { response } = await ssoSignIn(world, 'oidc', email);
    expect(response.status).toBe(401);
    expect(errorKey(response)).toBe('sso_email_unverified');
  });

  it('validates the request before calling the provider', async () => {
    const res = await world.t
      .agent()
      .put('/v1/accounts/me/google/sso')
      .send({ code: 'x', code_verifier: 'short', redirect_uri: SIGNING_IN });
    expect(res.status).toBe(400);
    const unknown = await world.t
      .agent()
      .put('/v1/accounts/me/github/sso')
      .send({ code: 'x', code_verifier: newFlow().verifier, redirect_uri: SIGNING_IN });
    expect(unknown.status).toBe(400);
  });
});
