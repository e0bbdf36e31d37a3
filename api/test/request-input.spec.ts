import { MAX_JSON_DEPTH } from '#src/common/http/request-input.js';
import { errorOf } from './support/errors.js';
import { newMember, newWorkspace, type Owner, type Person } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Text that PostgreSQL or the code downstream cannot take is refused where it enters, for every
 * route: each case here once answered 500 (the probe's reproducers).
 */
describe('request input at the edge', () => {
  let t: TestApp;
  let owner: Owner;
  let member: Person;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await newWorkspace(t);
    member = await newMember(t, owner.workspaceId);
  });
  afterAll(() => t.close());

  const expectRefused = (res: { status: number; body: unknown }, status = 400) => {
    expect(res.status).toBe(status);
    const body = errorOf(res);
    // The catalogue's shape; validation failures add their field `details`.
    expect(
      Object.keys(body).filter(
        (k) => !['status_code', 'error_key', 'message', 'details'].includes(k),
      ),
    ).toEqual([]);
    expect(body.status_code).toBe(status);
    return body;
  };

  it('refuses a NUL character in a body, a path and a query, signed in or not', async () => {
    const anonymous = t.agent();
    expectRefused(
      await anonymous
        .post('/v1/accounts/sign-in')
        .send({ email: 'x\u0000@probe.test', password: 'Passw0rdXyz' }),
    );
    expectRefused(await anonymous.get('/v1/accounts/emails/password-reset/a%00b@probe.test'));
    expectRefused(await member.agent.get('/v1/search?q=a%00b'));
    expectRefused(await owner.agent.post('/v1/tags').send({ name: 'a\u0000b' }));
    expectRefused(await owner.agent.post('/v1/tags').send({ ['na\u0000me']: 'x' }));
  });

  it('refuses an unpaired surrogate, in a body or percent-encoded in a URL', async () => {
    const anonymous = t.agent();
    const lone = '{"email":"\\ud800"}';
    for (const path of ['/v1/accounts/emails/signup-verification', '/v1/accounts/verification']) {
      expectRefused(await anonymous.post(path).set('content-type', 'application/json').send(lone));
    }
    expectRefused(await anonymous.get('/v1/accounts/emails/password-reset/%ED%A0%80@probe.test'));
    expectRefused(await member.agent.get('/v1/search?q=%E0%A4'));
  });

  it('refuses JSON nested deeper than the bound, and accepts it at the bound', async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const deep = await owner.agent
      .post('/v1/tags')
      .set('content-type', 'application/json')
      .send(`{"name":${nested(5000)}}`);
    expect(expectRefused(deep).message).toMatch(/nested/);
    const atBound = await owner.agent
      .post('/v1/tags')
      .set('content-type', 'application/json')
      .send(`{"name":${nested(MAX_JSON_DEPTH - 1)}}`);
    // Within the bound the DTO decides: a list is not a name.
    expect(expectRefused(atBound).message).not.toMatch(/nested/);
  });

  it('answers malformed JSON, an oversized body and an unknown charset with their own keys', async () => {
    const anonymous = t.agent();
    const malformed = await anonymous
      .post('/v1/accounts/sign-in')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(expectRefused(malformed).error_key).toBe('error.bad_request');
    const large = await owner.agent.post('/v1/tags').send({ name: 'x'.repeat(200_000) });
    expect(expectRefused(large, 413).error_key).toBe('error.payload_too_large');
    const charset = await anonymous
      .post('/v1/accounts/sign-in')
      .set('content-type', 'application/json; charset=latin-9000')
      .send('{}');
    expect(expectRefused(charset, 415).error_key).toBe('error.unsupported_media_type');
  });

  it('refuses a list element that is not an object and a null for a field that cannot be cleared', async () => {
    const created = await owner.agent
      .post('/v1/tasks/categories')
      .send({ name: 'Design' })
      .expect(201);
    const id = (created.body as { id: string }).id;
    expectRefused(
      await owner.agent.patch('/v1/workspaces/categories').send({ categories: [[[]]] }),
    );
    expectRefused(await owner.agent.patch(`/v1/workspaces/categories/${id}`).send({ color: null }));
    expectRefused(await owner.agent.patch(`/v1/workspaces/categories/${id}`).send({ name: null }));
    // class-validator's maxDecimalPlaces threw on exponent forms.
    for (const rate of [1e-7, 1.5e-5, 12.345]) {
      expectRefused(await owner.agent.post('/v1/projects').send({ name: 'P', hourly_rate: rate }));
    }
    await owner.agent.post('/v1/projects').send({ name: 'P', hourly_rate: 12.34 }).expect(201);
    const unchanged = await owner.agent
      .patch(`/v1/workspaces/categories/${id}`)
      .send({ color: '#ff0000' })
      .expect(200);
    expect((unchanged.body as { name: string; color: string }).color).toBe('#FF0000');
  });
});
