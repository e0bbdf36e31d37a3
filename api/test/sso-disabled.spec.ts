import type { SsoProviders } from '@punchcard/shared';
import { spawnOidcStandIn } from '../../build/testing/stand-ins/oidc-process.js';
import { ssoEnvForStandIn } from '../../build/testing/stand-ins/sso-env.js';
import { sql } from './support/db.js';
import { errorKey } from './support/errors.js';
import { newWorkspace } from './support/factory.js';
import { PASSWORD, signIn, startTestApp, type TestApp, uniqueEmail } from './support/test-app.js';
import {
  APPLE_CALLBACK,
  freePort,
  newFlow,
  PUBLIC_URL,
  SIGNING_IN,
  ssoSignIn,
  type SsoWorld,
} from './sso-support.js';

const APPLE_OFF = {
  APPLE_CLIENT_ID: '',
  APPLE_TEAM_ID: '',
  APPLE_KEY_ID: '',
  APPLE_PRIVATE_KEY: '',
};
const OIDC_OFF = { OIDC_ISSUER: '', OIDC_CLIENT_ID: '', OIDC_CLIENT_SECRET: '', OIDC_NAME: '' };

/** Providers this install has not configured, and one that is not up yet. */
describe('SSO providers off or away', () => {
  // Nothing listens on the stand-in's port until the last test starts it.
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({ PUBLIC_URL, ...ssoEnvForStandIn(port), ...APPLE_OFF, ...OIDC_OFF });
  });

  afterAll(async () => {
    await t.close();
  });

  const authorize = (service: string, redirectUri = SIGNING_IN) => {
    const flow = newFlow();
    return t
      .agent()
      .get(`/v1/accounts/sso/${service}/authorize`)
      .query({
        redirect_uri: redirectUri,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: flow.challenge,
      })
      .expect(302);
  };

  it('lists only the configured providers', async () => {
    const res = await t.agent().get('/v1/accounts/sso/providers').expect(200);
    expect((res.body as SsoProviders).providers).toEqual([{ service: 'google', name: 'Google' }]);
  });

  it('answers sso-fail and sso_provider_disabled for a provider that is off', async () => {
    expect((await authorize('apple', APPLE_CALLBACK)).headers.location).toBe(
      '/signing-in?reason=sso-fail',
    );
    const res = await t
      .agent()
      .put('/v1/accounts/me/apple/sso')
      .send({ code: 'x', code_verifier: newFlow().verifier, redirect_uri: APPLE_CALLBACK });
    expect(res.status).toBe(409);
    expect(errorKey(res)).toBe('sso_provider_disabled');
  });

  it('cannot require the company provider without one, nor enforce a requirement left behind', async () => {
    const owner = await newWorkspace(t);
    const res = await owner.agent
      .patch('/v1/workspaces/sso-requirement')
      .send({ is_oidc_required: true });
    expect(res.status).toBe(409);
    expect(errorKey(res)).toBe('sso_provider_disabled');
    await sql(t, `UPDATE workspaces SET is_oidc_required = true WHERE id = $1`, [
      owner.workspaceId,
    ]);
    expect((await signIn(t, owner.email, PASSWORD)).status).toBe(200);
  });

  it('reaches a provider that comes up after the server, discovering it again', async () => {
    expect((await authorize('google')).headers.location).toBe('/signing-in?reason=sso-fail');
    const standIn = await spawnOidcStandIn(port);
    try {
      const location = (await authorize('google')).headers.location as string;
      expect(location.startsWith(`${standIn.url}/google/auth?`)).toBe(true);
      const world: SsoWorld = { t, standIn, close: () => Promise.resolve() };
      const { response } = await ssoSignIn(world, 'google', uniqueEmail('late'));
      expect(response.status).toBe(200);
    } finally {
      await standIn.stop();
    }
  });
});
