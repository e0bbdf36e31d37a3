import { generateKeyPairSync } from 'node:crypto';
import { APPLE_CALLBACK_PATH, type Me } from '@punchcard/shared';
import { errorKey } from './support/errors.js';
import { uniqueEmail } from './support/test-app.js';
import {
  APPLE_CALLBACK,
  authorizeAs,
  complete,
  newFlow,
  PUBLIC_URL,
  startSsoWorld,
  type SsoWorld,
} from './sso-support.js';

/**
 * Sign in with Apple against the stand-in acting as Apple: form_post to the API's callback, the
 * ES256 client-secret JWT the stand-in verifies, private-relay addresses and the name Apple posts
 * on the first login only.
 */
describe('SSO with Apple', () => {
  let world: SsoWorld;

  beforeAll(async () => {
    world = await startSsoWorld();
  });

  afterAll(async () => {
    await world.close();
  });

  it('asks Apple for a form_post answer with the name and e-mail scopes', async () => {
    const flow = newFlow();
    const res = await world.t
      .agent()
      .get('/v1/accounts/sso/apple/authorize')
      .query({
        redirect_uri: APPLE_CALLBACK,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: flow.challenge,
      })
      .expect(302);
    const query = new URL(res.headers.location as string).searchParams;
    expect(query.get('response_mode')).toBe('form_post');
    expect(query.get('scope')).toBe('openid email name');
    expect(query.get('client_id')).toBe('com.example.punchcard');
  });

  it('turns the posted answer into a redirect to /signing-in, from another site too', async () => {
    const res = await world.t
      .agent()
      .post(APPLE_CALLBACK_PATH)
      .set('Origin', 'https://appleid.apple.com')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ code: 'c0de', state: 'st4te', user: '{"name":{"firstName":"A"}}' })
      .expect(303);
    const location = new URL(res.headers.location as string, PUBLIC_URL);
    expect(location.pathname).toBe('/signing-in');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'c0de',
      state: 'st4te',
      user: '{"name":{"firstName":"A"}}',
    });
  });

  it('answers sso-fail when the person cancelled at Apple', async () => {
    const res = await world.t
      .agent()
      .post(APPLE_CALLBACK_PATH)
      .type('form')
      .send({ error: 'user_cancelled_authorize', state: 'st4te' })
      .expect(303);
    expect(res.headers.location).toBe('/signing-in?reason=sso-fail');
  });

  it('signs up with the private-relay address and the name Apple posts on the first login', async () => {
    const email = uniqueEmail('apple');
    const registered = await world.standIn.putAccount({
      issuer: 'apple',
      email,
      given_name: 'Tim',
      family_name: 'Apple',
      private_relay: true,
    });
    expect(registered.email).toMatch(/@privaterelay\.appleid\.com$/);
    const agent = world.t.agent();
    const flow = newFlow();
    const returned = await authorizeAs(agent, 'apple', email, flow);
    expect(JSON.parse(returned.user ?? '{}')).toEqual({
      name: { firstName: 'Tim', lastName: 'Apple' },
      email: registered.email,
    });
    const res = await complete(agent, 'apple', returned, flow.verifier);
    expect(res.status).toBe(200);
    expect((res.body as Me).user).toMatchObject({
      email: registered.email,
      first_name: 'Tim',
      last_name: 'Apple',
      apple_id: registered.sub,
      apple_email: registered.email,
      google_email: null,
    });

    // The next login carries no name; the same account signs in.
    const nextAgent = world.t.agent();
    const next = newFlow();
    const again = await authorizeAs(nextAgent, 'apple', email, next);
    expect(again.user).toBeUndefined();
    const signedIn = await complete(nextAgent, 'apple', again, next.verifier);
    expect(signedIn.status).toBe(200);
    expect((signedIn.body as Me).user.id).toBe((res.body as Me).user.id);
  });

  it("never trusts the posted user's e-mail over the ID token's", async () => {
    const email = uniqueEmail('apple-real');
    await world.standIn.putAccount({ issuer: 'apple', email });
    const agent = world.t.agent();
    const flow = newFlow();
    const returned = await authorizeAs(agent, 'apple', email, flow);
    const forged = JSON.stringify({
      name: { firstName: 'Eve', lastName: 'X' },
      email: 'ceo@example.com',
    });
    const res = await complete(agent, 'apple', { ...returned, user: forged }, flow.verifier);
    expect(res.status).toBe(200);
    expect((res.body as Me).user).toMatchObject({ email, first_name: 'Eve', apple_email: email });
  });
});

describe('SSO with Apple, signed with a key Apple does not know', () => {
  let world: SsoWorld;

  beforeAll(async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    world = await startSsoWorld({
      APPLE_PRIVATE_KEY: stranger.export({ format: 'pem', type: 'pkcs8' }).toString(),
    });
  });

  afterAll(async () => {
    await world.close();
  });

  it('fails the code exchange: Apple checks the client secret', async () => {
    const email = uniqueEmail('wrong-key');
    const agent = world.t.agent();
    const flow = newFlow();
    const returned = await authorizeAs(agent, 'apple', email, flow);
    const res = await complete(agent, 'apple', returned, flow.verifier);
    expect(res.status).toBe(401);
    expect(errorKey(res)).toBe('sso_failed');
  });
});
