import { randomBytes, randomInt } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  FAILURE_BACKOFF,
  type FailureBackoffStore,
} from '../src/common/throttling/failure-backoff.js';
import { invite, tokenFor } from './support/invitations.js';
import { newWorkspace } from './support/factory.js';
import { ownRedisUrl } from './support/redis.js';
import {
  mailBody,
  PASSWORD,
  signUp,
  startTestApp,
  type TestAgent,
  type TestApp,
  uniqueEmail,
} from './support/test-app.js';

/**
 * The sign-in throttles at their real limits (THROTTLE_LIMIT_SCALE=1), in PostgreSQL and, when
 * REDIS_URL is set, in Redis. Behind the trusted proxy configured here each test speaks from its
 * own X-Forwarded-For address, so the per-IP budgets of one test never spend another's; the
 * addresses are new on every run, as Redis keeps its counters between runs. Every loop below is
 * sequential: each call is counted before the next one asks.
 */
const stores: [string, Record<string, string>][] = [
  ['PostgreSQL', {}],
  ...(process.env.REDIS_URL
    ? [['Redis', { REDIS_URL: process.env.REDIS_URL }] as [string, Record<string, string>]]
    : []),
];

describe.each(stores)('sign-in and enumeration budgets in %s (real limits)', (_store, env) => {
  let t: TestApp;
  beforeAll(async () => {
    // Redis keeps counters between runs and suites: this suite's own logical database, emptied.
    const own: Record<string, string> =
      env.REDIS_URL === undefined ? {} : { REDIS_URL: await ownRedisUrl(2) };
    t = await startTestApp({ THROTTLE_LIMIT_SCALE: '1', TRUST_PROXY: 'true', ...env, ...own });
  });
  afterAll(() => t.close());

  const network = `10.${randomInt(256)}.${randomInt(256)}`;
  /** The n-th address (1-254) of this run. */
  const ip = (n: number) => `${network}.${n}`;

  const signInFrom = (from: string, email: string, password: string) =>
    t.agent().post('/v1/accounts/sign-in').set('X-Forwarded-For', from).send({ email, password });

  /** The statuses answered until the first 429 (included), at most `max` calls. */
  async function untilRefused(max: number, call: (i: number) => Promise<{ status: number }>) {
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) {
      const { status } = await call(i);
      statuses.push(status);
      if (status === 429) break;
    }
    return statuses;
  }

  it('doubles the wait with each failure beyond the free ones, up to the cap', async () => {
    const store = t.app.get<FailureBackoffStore>(FAILURE_BACKOFF);
    const key = `failures:test-${randomBytes(8).toString('hex')}`;
    const policy = { freeFailures: 2, windowMs: 60_000, firstBlockMs: 1_000, maxBlockMs: 3_000 };
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) waits.push(await store.recordFailure(key, policy));
    expect(waits.map((ms) => Math.round(ms / 100) * 100)).toEqual([0, 0, 1000, 2000, 3000, 3000]);
    expect(await store.blockedForMs(key)).toBeGreaterThan(2_000);
    await store.forget(key);
    expect(await store.blockedForMs(key)).toBe(0);
  });

  it('stops a password spray over 60 accounts from one IP within a few dozen tries', async () => {
    const statuses = await untilRefused(60, () =>
      signInFrom(ip(10), uniqueEmail('spray'), 'Wrong-pass-1'),
    );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(36);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    const refused = await signInFrom(ip(10), uniqueEmail('spray'), 'Wrong-pass-1');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status_code: 429, error_key: 'error.too_many_requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 120_000);

  it('lets a user sign in from an IP where another account was hammered', async () => {
    const from = ip(20);
    const target = uniqueEmail('target');
    for (let i = 0; i < 5; i++) await signInFrom(from, target, 'Wrong-pass-1').expect(400);
    const sixth = await signInFrom(from, target, 'Wrong-pass-1').expect(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const { email } = await signUp(t);
    await signInFrom(from, email, PASSWORD).expect(200);
  }, 60_000);

  it('limits failures on one account across IPs, with Retry-After', async () => {
    const { email } = await signUp(t);
    const statuses = await untilRefused(30, (i) => signInFrom(ip(100 + i), email, 'Wrong-pass-1'));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(16);
    // The right password from yet another IP waits out the back-off too.
    const blocked = await signInFrom(ip(150), email, PASSWORD).expect(429);
    expect(blocked.body).toMatchObject({ status_code: 429, error_key: 'error.too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it("forgets an account's failures once its user signs in", async () => {
    const { email } = await signUp(t);
    const fail = (i: number) => signInFrom(ip(160 + i), email, 'Wrong-pass-1');
    for (let i = 0; i < 9; i++) await fail(i).expect(400);
    await signInFrom(ip(190), email, PASSWORD).expect(200);
    for (let i = 10; i < 19; i++) await fail(i).expect(400);
  }, 60_000);

  it("spends the account's budget on wrong current passwords of a password change", async () => {
    const { agent, email } = await signUp(t);
    const statuses = await untilRefused(16, (i) =>
      agent
        .patch('/v1/accounts/me/password')
        .set('X-Forwarded-For', ip(200 + i))
        .send({ old_password: 'Wrong-pass-1', new_password: 'Brand-New-2' }),
    );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(16);
    // One budget per account: signing in waits as well.
    await signInFrom(ip(230), email, PASSWORD).expect(429);
  }, 60_000);

  it('counts password-reset requests against the per-IP budget, keeping the 404', async () => {
    const from = ip(30);
    const statuses = await untilRefused(40, () =>
      t
        .agent()
        .get(`/v1/accounts/emails/password-reset/${uniqueEmail('probe')}`)
        .set({
          'X-Forwarded-For': from,
        }),
    );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(36);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    // One budget per IP: signing in from there waits as well.
    await signInFrom(from, uniqueEmail(), 'Wrong-pass-1').expect(429);
    // Elsewhere the spec's answer stands.
    await t
      .agent()
      .get(`/v1/accounts/emails/password-reset/${uniqueEmail('probe')}`)
      .set('X-Forwarded-For', ip(31))
      .expect(404);
  }, 120_000);

  it('counts sign-up code requests against the per-IP budget, keeping the 409', async () => {
    const from = ip(40);
    const statuses = await untilRefused(40, () =>
      t
        .agent()
        .post('/v1/accounts/emails/signup-verification')
        .set('X-Forwarded-For', from)
        .send({ email: uniqueEmail('probe') }),
    );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(36);
    const { email } = await signUp(t);
    await t
      .agent()
      .post('/v1/accounts/emails/signup-verification')
      .set('X-Forwarded-For', ip(41))
      .send({ email })
      .expect(409);
  }, 120_000);

  it('keys password resets by their token, not by the IP', async () => {
    const from = ip(50);
    const reset = (token: string) =>
      t
        .agent()
        .patch('/v1/accounts/reset/password')
        .set('X-Forwarded-For', from)
        .send({ token, new_password: 'Another-Horse-7' });
    // Other people's resets (here unknown links) from the same office IP...
    for (let i = 0; i < 5; i++) await reset(randomBytes(16).toString('hex')).expect(404);
    // ...leave this user's own reset alone.
    const { email } = await signUp(t);
    await t
      .agent()
      .get(`/v1/accounts/emails/password-reset/${email}`)
      .set('X-Forwarded-For', from)
      .expect(200);
    const match = /reset\?token=([A-Za-z0-9_%-]+)/.exec(mailBody(t.lastMail(email)));
    await reset(decodeURIComponent(match?.[1] ?? '')).expect(200);
  }, 60_000);

  it('keys invitation acceptance by its token, not by the IP', async () => {
    const from = ip(60);
    const owner = await newWorkspace(t);
    const invitee = await signUp(t);
    await invite(owner.agent, [invitee.email]).expect(201);
    const accept = (agent: TestAgent, token: string) =>
      agent.post('/v1/accounts/members').set('X-Forwarded-For', from).send({ token });
    // Other people's links from the same office IP...
    for (let i = 0; i < 5; i++)
      await accept(t.agent(), randomBytes(16).toString('hex')).expect(401);
    // ...leave this user's own acceptance alone.
    await accept(invitee.agent, tokenFor(t, invitee.email)).expect(201);
    // One token still gets five tries a minute.
    const token = randomBytes(16).toString('hex');
    for (let i = 0; i < 5; i++) await accept(t.agent(), token).expect(401);
    await accept(t.agent(), token).expect(429);
  }, 60_000);
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('logs one warning naming TRUST_PROXY', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      await t.agent().get('/v1/accounts/me').expect(401);
      expect(warn).not.toHaveBeenCalled();
      await t.agent().get('/v1/accounts/me').set('X-Forwarded-For', '192.0.2.1').expect(401);
      await t.agent().get('/v1/accounts/me').set('X-Forwarded-For', '192.0.2.2').expect(401);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('TRUST_PROXY');
    } finally {
      warn.mockRestore();
    }
  });
});
