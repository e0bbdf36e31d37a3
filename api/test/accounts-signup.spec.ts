import type { Me } from '@punchcard/shared';
import {
  codeFrom,
  mailBody,
  PASSWORD,
  signUp,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from './support/test-app.js';

describe('sign-up by e-mailed code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function requestCode(email: string, language = 'en') {
    const res = await t
      .agent()
      .post('/v1/accounts/emails/signup-verification')
      .set('Accept-Language', language)
      .send({ email })
      .expect(201);
    return { id: (res.body as { id: string }).id, code: codeFrom(t.lastMail(email)) };
  }

  it('mails a 6-digit code in the caller language and answers an id', async () => {
    const email = uniqueEmail();
    const { id, code } = await requestCode(email);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(code).toMatch(/^\d{6}$/);
    expect(mailBody(t.lastMail(email))).toContain('It expires in 15 minutes');

    const jaEmail = uniqueEmail('ja');
    await requestCode(jaEmail, 'ja-JP,ja;q=0.9');
    expect(t.lastMail(jaEmail)).toContain('Content-Language: ja');
    expect(mailBody(t.lastMail(jaEmail))).toContain('有効期限は15分');
  });

  it('creates the account, signs in with an HTTP-only Lax cookie, and shows it in /me', async () => {
    const email = uniqueEmail();
    const { id, code } = await requestCode(email.toUpperCase());
    const agent = t.agent();
    const res = await agent
      .post('/v1/accounts/verification')
      .send({ id, email: email.toUpperCase(), code, password: PASSWORD })
      .expect(201);
    const me = res.body as Me;
    expect(me.user.email).toBe(email);
    expect(me.memberships).toEqual([]);
    expect(me.active_workspace).toBeNull();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/punchcard_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const again = await agent.get('/v1/accounts/me').expect(200);
    expect((again.body as Me).user.id).toBe(me.user.id);
  });

  it('refuses an e-mail that already has an account with 409 signup_conflict', async () => {
    const { email } = await signUp(t);
    const res = await t
      .agent()
      .post('/v1/accounts/emails/signup-verification')
      .send({ email })
      .expect(409);
    expect(res.body).toMatchObject({ status_code: 409, error_key: 'signup_conflict' });
  });

  it('refuses a malformed e-mail with 400 error.bad_request and field details', async () => {
    const res = await t
      .agent()
      .post('/v1/accounts/emails/signup-verification')
      .send({ email: 'nope' })
      .expect(400);
    expect(res.body).toMatchObject({
      error_key: 'error.bad_request',
      details: [{ field: 'email' }],
    });
  });

  it('answers 404 signup_not_verified for an unknown id or another e-mail', async () => {
    const email = uniqueEmail();
    const { id, code } = await requestCode(email);
    const unknown = await t
      .agent()
      .post('/v1/accounts/verification')
      .send({ id: '00000000-0000-4000-8000-000000000000', email, code, password: PASSWORD })
      .expect(404);
    expect(unknown.body).toMatchObject({ error_key: 'signup_not_verified' });
    const other = await t
      .agent()
      .post('/v1/accounts/verification')
      .send({ id, email: uniqueEmail(), code, password: PASSWORD })
      .expect(404);
    expect(other.body).toMatchObject({ error_key: 'signup_not_verified' });
  });

  it('counts wrong codes: 400 signup_expired with attempts left, then 403 after the fifth', async () => {
    const email = uniqueEmail();
    const { id, code } = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await t
        .agent()
        .post('/v1/accounts/verification')
        .send({ id, email, code: wrong, password: PASSWORD })
        .expect(400);
      const body = res.body as { error_key: string; message: string };
      expect(body.error_key).toBe('signup_expired');
      expect(body.message).toContain(`${5 - attempt} attempt`);
    }
    await t
      .agent()
      .post('/v1/accounts/verification')
      .send({ id, email, code: wrong, password: PASSWORD })
      .expect(403);
    const right = await t
      .agent()
      .post('/v1/accounts/verification')
      .send({ id, email, code, password: PASSWORD })
      .expect(403);
    expect(right.body).toMatchObject({ status_code: 403, error_key: 'signup_expired' });
  });

  it('refuses a code after 15 minutes with 403 signup_expired', async () => {
    const email = uniqueEmail();
    const { id, code } = await requestCode(email);
    t.clock.advance(15 * 60_000 + 1000);
    try {
      const res = await t
        .agent()
        .post('/v1/accounts/verification')
        .send({ id, email, code, password: PASSWORD })
        .expect(403);
      expect(res.body).toMatchObject({ error_key: 'signup_expired' });
    } finally {
      t.clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('refuses a used code', async () => {
    const email = uniqueEmail();
    const { id, code } = await requestCode(email);
    await t
      .agent()
      .post('/v1/accounts/verification')
      .send({ id, email, code, password: PASSWORD })
      .expect(201);
    const res = await t
      .agent()
      .post('/v1/accounts/verification')
      .send({ id, email, code, password: PASSWORD });
    expect([403, 409]).toContain(res.status);
    expect(['signup_expired', 'signup_conflict']).toContain(
      (res.body as { error_key: string }).error_key,
    );
  });

  it.each([
    ['short1A', 'min_length'],
    ['alllowercase1', 'uppercase'],
    ['ALLUPPERCASE1', 'lowercase'],
    ['NoDigitsHere', 'digit'],
    [`Aa1${'x'.repeat(126)}`, 'max_length'],
  ])('applies the shared password rules: %s breaks %s', async (password, rule) => {
    const email = uniqueEmail();
    const { id, code } = await requestCode(email);
    const res = await t
      .agent()
      .post('/v1/accounts/verification')
      .send({ id, email, code, password })
      .expect(400);
    expect(res.body).toMatchObject({ error_key: 'error.bad_request' });
    expect(JSON.stringify(res.body)).toContain(rule);
  });

  it('creates one account when two codes for one e-mail are used at once', async () => {
    const email = uniqueEmail();
    const first = await requestCode(email);
    const second = await requestCode(email);
    const results: { status: number; body: unknown }[] = await Promise.all(
      [first, second].map(({ id, code }) =>
        t.agent().post('/v1/accounts/verification').send({ id, email, code, password: PASSWORD }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({
      error_key: 'signup_conflict',
    });
  });
});
