import type { Me, Member } from '@punchcard/shared';
import { newWorkspace } from './support/factory.js';
import { accept, invite, members, tokenFor } from './support/invitations.js';
import { codeFrom, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './support/test-app.js';

// A new account starts with the name its person gave, so nobody is shown by their e-mail address.
describe('the name a new account starts with', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function verify(email: string, names: object) {
    const agent = t.agent();
    const requested = await agent
      .post('/v1/accounts/emails/signup-verification')
      .send({ email })
      .expect(201);
    const id = (requested.body as { id: string }).id;
    const code = codeFrom(t.lastMail(email));
    return agent
      .post('/v1/accounts/verification')
      .send({ id, email, code, password: PASSWORD, ...names });
  }

  it('keeps the trimmed first and last name given at sign-up', async () => {
    const res = await verify(uniqueEmail(), { first_name: ' Ada ', last_name: 'Lovelace ' });
    expect(res.status).toBe(201);
    expect((res.body as Me).user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('stores blank or missing names as none', async () => {
    const blank = await verify(uniqueEmail(), { first_name: '  ', last_name: '' });
    expect((blank.body as Me).user).toMatchObject({ first_name: null, last_name: null });
    const missing = await verify(uniqueEmail(), {});
    expect((missing.body as Me).user).toMatchObject({ first_name: null, last_name: null });
  });

  it('refuses a name over 100 characters or not a string with 400, creating nothing', async () => {
    const email = uniqueEmail();
    const long = await verify(email, { first_name: 'A'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error_key: 'error.bad_request' });
    const numeric = await verify(uniqueEmail(), { last_name: 42 });
    expect(numeric.status).toBe(400);
    await t.agent().post('/v1/accounts/sign-in').send({ email, password: PASSWORD }).expect(400);
  });

  it('names an invitee who signs up, and their team sees the name', async () => {
    const owner = await newWorkspace(t, { name: 'Bakery', plan: 'BASIC' });
    const email = uniqueEmail('invitee');
    await invite(owner.agent, [email]).expect(201);
    const res = await accept(t.agent(), {
      token: tokenFor(t, email),
      email,
      password: PASSWORD,
      first_name: 'Grace',
      last_name: ' Hopper',
    }).expect(201);
    expect((res.body as Me).user).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    const listed: Member | undefined = (await members(owner.agent, owner.workspaceId)).find(
      (member) => member.email === email,
    );
    expect(listed).toMatchObject({
      name: 'Grace Hopper',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
  });

  it('refuses an over-long name on joining with 400, leaving the invitation usable', async () => {
    const owner = await newWorkspace(t, { name: 'Mill', plan: 'BASIC' });
    const email = uniqueEmail('long');
    await invite(owner.agent, [email]).expect(201);
    const token = tokenFor(t, email);
    await accept(t.agent(), {
      token,
      email,
      password: PASSWORD,
      last_name: 'B'.repeat(101),
    }).expect(400);
    await accept(t.agent(), { token, email, password: PASSWORD }).expect(201);
  });
});
