import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApi } from '../src/app.factory.js';
import { newWorkspace } from './support/factory.js';
import {
  PASSWORD,
  signUp,
  startTestApp,
  type TestApp,
  uniqueEmail,
  signIn,
} from './support/test-app.js';

/** Routes anyone may call. Every other route of the OpenAPI document must refuse a stranger. */
const PUBLIC_ROUTES = new Set([
  'GET /v1/health',
  'POST /v1/accounts/emails/signup-verification',
  'POST /v1/accounts/verification',
  'POST /v1/accounts/sign-in',
  'POST /v1/accounts/members',
  'GET /v1/accounts/sign-out',
  'POST /v1/accounts/sign-out',
  'GET /v1/accounts/emails/password-reset/{x}',
  'PATCH /v1/accounts/reset/password',
  'PATCH /v1/accounts/reset/pin',
  'POST /v1/client-errors',
  // Someone who cannot sign in can still ask for help (throttled per IP).
  'POST /v1/accounts/support',
  // The pairing code is the credential.
  'POST /v1/kiosk/pair',
  // The invitation's token is the credential: its landing page names workspace and inviter.
  'GET /v1/accounts/invitations/lookup',
  // Stripe's signature over the body is the credential (verified with STRIPE_WEBHOOK_SECRET).
  'POST /v1/billing/webhooks/stripe',
  // Single sign-on starts signed out: the providers, the redirect to one, Apple's form post, and
  // the code exchange that signs in (the provider's code and the PKCE verifier are the proof).
  'GET /v1/accounts/sso/providers',
  'GET /v1/accounts/sso/{ssoService}/authorize',
  'POST /v1/accounts/sso/apple/callback',
  'PUT /v1/accounts/me/{ssoService}/sso',
  // Slack's signature over the body is the credential (verified with SLACK_SIGNING_SECRET).
  'POST /v1/slack/commands',
]);

describe('security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('denies by default: every non-public route answers 401 to a caller without credentials', async () => {
    const document: OpenAPIObject = buildOpenApi(t.app);
    const routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method, path })),
    );
    expect(routes.length).toBeGreaterThan(20);
    const documented = new Set(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    for (const route of PUBLIC_ROUTES) expect(documented).toContain(route);
    for (const { method, path } of routes) {
      if (PUBLIC_ROUTES.has(`${method.toUpperCase()} ${path}`)) continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.agent()[method as 'get'](url);
      expect({ route: `${method} ${path}`, status: res.status }).toEqual({
        route: `${method} ${path}`,
        status: 401,
      });
    }
  });

  describe('cross-site requests', () => {
    it('refuses cookie-authenticated state changes from another site', async () => {
      const { agent } = await signUp(t);
      const viaFetchSite = await agent
        .post('/v1/workspaces')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ name: 'x' })
        .expect(403);
      expect(viaFetchSite.body).toMatchObject({ error_key: 'error.forbidden' });
      await agent
        .post('/v1/workspaces')
        .set('Origin', 'https://evil.example')
        .send({ name: 'x' })
        .expect(403);
      await agent.post('/v1/accounts/sign-out').set('Sec-Fetch-Site', 'same-site').expect(403);
    });

    it('refuses a cross-site sign-in (login CSRF)', async () => {
      const { email } = await signUp(t);
      await t
        .agent()
        .post('/v1/accounts/sign-in')
        .set('Origin', 'https://evil.example')
        .send({ email, password: PASSWORD })
        .expect(403);
    });

    it('lets same-origin browsers, header-less clients and bearer keys through', async () => {
      const owner = await newWorkspace(t);
      await owner.agent
        .post('/v1/workspaces')
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ name: 'A' })
        .expect(201);
      await owner.agent
        .post('/v1/workspaces')
        .set('Origin', 'http://punchcard.test')
        .send({ name: 'B' })
        .expect(201);
      await owner.agent.post('/v1/workspaces').send({ name: 'C' }).expect(201);
      // Reads pass from anywhere (the GETs that change state are in credentials.spec.ts).
      await owner.agent
        .get(`/v1/workspaces/${owner.workspaceId}`)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(200);
      await owner.agent.get(`/v1/workspaces/${owner.workspaceId}/switch`).expect(200);
      const key = await owner.agent.patch('/v1/accounts/me/token').expect(200);
      await t
        .agent()
        .patch(`/v1/workspaces/${owner.workspaceId}/names`)
        .set('Authorization', `Bearer ${(key.body as { token: string }).token}`)
        .set('Origin', 'https://evil.example')
        .send({ name: 'D' })
        .expect(200);
    });
  });

  it('validates bodies: unknown fields and wrong types are 400 error.bad_request', async () => {
    const { agent } = await signUp(t);
    const unknown = await agent
      .post('/v1/workspaces')
      .send({ name: 'x', is_admin: true })
      .expect(400);
    expect(unknown.body).toMatchObject({
      error_key: 'error.bad_request',
      details: [{ field: 'is_admin' }],
    });
    await agent.post('/v1/workspaces').send({ name: 42 }).expect(400);
    await agent
      .post('/v1/workspaces')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
  });

  it('refuses a non-UUID id before any service sees it', async () => {
    const { agent } = await newWorkspace(t);
    for (const path of [
      '/v1/workspaces/not-a-uuid',
      '/v1/workspaces/1/members',
      '/v1/workspaces/x/permissions',
    ]) {
      const res = await agent.get(path).expect(400);
      expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
    }
    await agent.patch('/v1/workspaces/deleted/abc').expect(400);
  });

  it('answers unknown routes with 404 error.not_found in the error shape', async () => {
    const res = await t.agent().get('/v1/nothing-here').expect(404);
    expect(res.body).toMatchObject({ status_code: 404, error_key: 'error.not_found' });
  });

  it('sends security headers (helmet)', async () => {
    const res = await t.agent().get('/v1/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // PUBLIC_URL is plain HTTP here: no upgrade of sub-requests, no HSTS.
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('security behind a trusted HTTPS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when the proxy says the browser came over HTTPS', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const viaHttps = await t
      .agent()
      .post('/v1/accounts/sign-in')
      .set('X-Forwarded-Proto', 'https')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(String(viaHttps.headers['set-cookie'])).toMatch(/; Secure/);
    const viaHttp = await signIn(t, email, PASSWORD).expect(200);
    expect(String(viaHttp.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});

describe('security without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('does not believe X-Forwarded-Proto', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    const res = await t
      .agent()
      .post('/v1/accounts/sign-in')
      .set('X-Forwarded-Proto', 'https')
      .send({ email, password: PASSWORD })
      .expect(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/; Secure/);
  });
});

describe('security on an HTTPS install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://punchcard.test' });
  });
  afterAll(() => t.close());

  it('sends HSTS, upgrades insecure sub-requests and always marks the cookie Secure', async () => {
    const health = await t.agent().get('/v1/health').expect(200);
    expect(health.headers['strict-transport-security']).toContain('max-age=');
    expect(health.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const { email } = await signUp(t);
    const res = await signIn(t, email, PASSWORD).expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});

describe('throttle on sign-in and verification (real limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ THROTTLE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  it('allows 5 sign-in attempts a minute per account and IP, then answers 429 error.too_many_requests', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      await signIn(t, email, 'Wrong-pass-1').expect(400);
    }
    const res = await signIn(t, email, 'Wrong-pass-1').expect(429);
    expect(res.body).toMatchObject({ status_code: 429, error_key: 'error.too_many_requests' });
    await signIn(t, uniqueEmail(), 'Wrong-pass-1').expect(400);
  });

  it('throttles code requests and password-reset requests the same way', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) {
      await t.agent().post('/v1/accounts/emails/signup-verification').send({ email }).expect(201);
    }
    await t.agent().post('/v1/accounts/emails/signup-verification').send({ email }).expect(429);
    const unknown = uniqueEmail();
    for (let i = 0; i < 5; i++)
      await t.agent().get(`/v1/accounts/emails/password-reset/${unknown}`).expect(404);
    await t.agent().get(`/v1/accounts/emails/password-reset/${unknown}`).expect(429);
  });
});
