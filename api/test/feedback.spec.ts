import fs from 'node:fs';
import path from 'node:path';
import { sql } from './support/db.js';
import { newTeam, newWorkspace, nowSeconds } from './support/factory.js';
import {
  mailBody,
  signUp,
  startTestApp,
  type TestAgent,
  type TestApp,
  uniqueEmail,
} from './support/test-app.js';

const FEEDBACK = {
  kind: 'IDEA',
  rating: 4,
  message: 'A weekly total on the clock.',
  page: '/clock',
};
const SUPPORT = {
  category: 'SIGN_IN',
  subject: 'The reset link expired',
  message: 'I asked for a new one twice.',
};

/** Mail files of one kind to `email`, oldest first. */
function mailsTo(t: TestApp, email: string, kind: 'feedback' | 'support-request'): string[] {
  const outbox = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return (
    fs
      .readdirSync(outbox)
      .sort()
      .filter((file) => file.includes(`-${kind}-`) && file.includes(email.toLowerCase()))
      .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
      // A file still being written reads empty.
      .filter((mail) => mail !== '')
  );
}

/** What `read` answers once it answers something (the mail follows the answer). */
async function eventually<T>(read: () => T | undefined | null | Promise<T | undefined | null>) {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const value = await read();
    if (value !== undefined && value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('Nothing arrived within 10 s');
}

/** The mails of one kind to `email`, once there is one. */
const waitForMails = (t: TestApp, email: string, kind: 'feedback' | 'support-request') =>
  eventually(() => {
    const mails = mailsTo(t, email, kind);
    return mails.length > 0 ? mails : undefined;
  });

const header = (mail: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.split(/\r?\n\r?\n/)[0] ?? '')?.[1];

const rowOf = async (t: TestApp, table: string, id: string) => {
  const [row] = await sql(t, `SELECT * FROM ${table} WHERE id = $1`, [id]);
  return row;
};

describe('feedback and support without SUPPORT_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores feedback and mails the super owners of the sender’s workspace, in their language', async () => {
    const team = await newTeam(t, { members: { member: 'Member' }, via: 'sign-up' });
    await sql(t, `UPDATE users SET locale = 'ja' WHERE id = $1`, [team.superOwner.id]);
    const before = nowSeconds(t);
    const res = await team.member.agent
      .post('/v1/accounts/feedback')
      .send({ ...FEEDBACK, may_contact: true })
      .expect(201);
    const receipt = res.body as { id: string; created_at: number; routed_to: string };
    expect(receipt.routed_to).toBe('WORKSPACE_OWNERS');
    // Stamped by the app's clock.
    expect(receipt.created_at).toBeGreaterThanOrEqual(before);
    expect(receipt.created_at).toBeLessThanOrEqual(nowSeconds(t));

    const [mail = ''] = await waitForMails(t, team.superOwner.email, 'feedback');
    const body = mailBody(mail);
    expect(body).toContain(`（${team.member.email}）から Punchcard へのフィードバック`);
    expect(body).toContain('種類: アイデア');
    expect(body).toContain('A weekly total on the clock.');
    expect(body).toContain(`受付番号: ${receipt.id}`);
    // Consent given: a reply reaches the member.
    expect(header(mail, 'Reply-To')).toBe(team.member.email);
    // Nobody else was told.
    expect(mailsTo(t, team.member.email, 'feedback')).toEqual([]);

    const row = await rowOf(t, 'feedback_entries', receipt.id);
    expect(row).toMatchObject({
      id_user: team.member.id,
      id_workspace: team.workspaceId,
      kind: 'IDEA',
      rating: 4,
      page: '/clock',
      may_contact: true,
      routed_to: 'WORKSPACE_OWNERS',
    });
    // Recorded once every recipient has it.
    const mailed = await eventually(
      async () => (await rowOf(t, 'feedback_entries', receipt.id))?.mailed_at,
    );
    expect(mailed).toBeInstanceOf(Date);
  });

  it('sets no Reply-To when the sender did not agree to be contacted', async () => {
    const owner = await newWorkspace(t);
    await owner.agent
      .post('/v1/accounts/feedback')
      .set('Accept-Language', 'en')
      .send({ kind: 'PRAISE', message: 'Lovely kiosk.' })
      .expect(201);
    const [mail = ''] = await waitForMails(t, owner.email, 'feedback');
    expect(header(mail, 'Reply-To')).toBeUndefined();
    expect(mailBody(mail)).toContain('They did not ask to be contacted.');
  });

  it('keeps feedback from someone in no workspace for the administrator, mailing nobody', async () => {
    const { agent } = await signUp(t);
    const res = await agent.post('/v1/accounts/feedback').send(FEEDBACK).expect(201);
    const receipt = res.body as { id: string; routed_to: string };
    expect(receipt.routed_to).toBe('STORED');
    expect(await rowOf(t, 'feedback_entries', receipt.id)).toMatchObject({
      id_workspace: null,
      routed_to: 'STORED',
      mailed_at: null,
    });
  });

  it('answers a signed-in support request at the account’s e-mail unless told another', async () => {
    const owner = await newWorkspace(t, { name: 'Babbage & Co' });
    const res = await owner.agent.post('/v1/accounts/support').send(SUPPORT).expect(201);
    const receipt = res.body as { id: string; routed_to: string };
    expect(receipt.routed_to).toBe('WORKSPACE_OWNERS');
    const [mail = ''] = await waitForMails(t, owner.email, 'support-request');
    expect(header(mail, 'Reply-To')).toBe(owner.email);
    expect(mailBody(mail)).toContain('Workspace: Babbage & Co');
    expect(await rowOf(t, 'support_requests', receipt.id)).toMatchObject({
      email: owner.email,
      id_user: owner.id,
      category: 'SIGN_IN',
    });

    const other = 'Payroll@Example.com';
    const again = await owner.agent
      .post('/v1/accounts/support')
      .send({ ...SUPPORT, email: other })
      .expect(201);
    const row = await rowOf(t, 'support_requests', (again.body as { id: string }).id);
    expect(row?.email).toBe('payroll@example.com');
  });

  it('needs an e-mail from someone signed out, and stores their request without a workspace', async () => {
    const refused = await t.agent().post('/v1/accounts/support').send(SUPPORT).expect(400);
    expect(refused.body).toMatchObject({ status_code: 400, error_key: 'error.bad_request' });
    const email = uniqueEmail('locked-out');
    const res = await t
      .agent()
      .post('/v1/accounts/support')
      .send({ ...SUPPORT, email })
      .expect(201);
    expect((res.body as { routed_to: string }).routed_to).toBe('STORED');
    expect(await rowOf(t, 'support_requests', (res.body as { id: string }).id)).toMatchObject({
      id_user: null,
      id_workspace: null,
      email,
    });
  });

  it('answers a retry with the same Idempotency-Key with the first receipt, storing one', async () => {
    const owner = await newWorkspace(t);
    const send = () =>
      owner.agent
        .post('/v1/accounts/feedback')
        .set('Idempotency-Key', 'feedback-retry-1')
        .send(FEEDBACK)
        .expect(201);
    const first = (await send()).body as { id: string };
    const second = (await send()).body as { id: string };
    expect(second).toEqual(first);
    const rows = await sql(t, `SELECT id FROM feedback_entries WHERE id_user = $1`, [owner.id]);
    expect(rows).toHaveLength(1);
    await waitForMails(t, owner.email, 'feedback');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(t, owner.email, 'feedback')).toHaveLength(1);
  });

  const invalidFeedback: [string, object][] = [
    ['no kind', { message: 'x' }],
    ['an unknown kind', { kind: 'RANT', message: 'x' }],
    ['a rating of 0', { ...FEEDBACK, rating: 0 }],
    ['a rating of 6', { ...FEEDBACK, rating: 6 }],
    ['a rating of 2.5', { ...FEEDBACK, rating: 2.5 }],
    ['a blank message', { ...FEEDBACK, message: '   ' }],
    ['a message over 5,000 characters', { ...FEEDBACK, message: 'x'.repeat(5001) }],
    ['a page over 2,000 characters', { ...FEEDBACK, page: `/${'p'.repeat(2000)}` }],
    ['consent that is not a boolean', { ...FEEDBACK, may_contact: 'yes' }],
    ['an unknown field', { ...FEEDBACK, email: 'x@example.com' }],
  ];
  const invalidSupport: [string, object][] = [
    ['an unknown category', { ...SUPPORT, category: 'URGENT' }],
    ['a blank subject', { ...SUPPORT, subject: ' ' }],
    ['a subject over 200 characters', { ...SUPPORT, subject: 's'.repeat(201) }],
    ['a message over 5,000 characters', { ...SUPPORT, message: 'm'.repeat(5001) }],
    ['an e-mail that is not one', { ...SUPPORT, email: 'someone' }],
  ];

  describe('refuses what is not valid with 400 error.bad_request, storing nothing', () => {
    let agent: TestAgent;
    beforeAll(async () => {
      agent = (await newWorkspace(t)).agent;
    });

    it.each(invalidFeedback)('feedback with %s', async (_case, body) => {
      const res = await agent.post('/v1/accounts/feedback').send(body).expect(400);
      expect(res.body).toMatchObject({ status_code: 400, error_key: 'error.bad_request' });
    });

    it.each(invalidSupport)('a support request with %s', async (_case, body) => {
      const res = await agent.post('/v1/accounts/support').send(body).expect(400);
      expect(res.body).toMatchObject({ status_code: 400, error_key: 'error.bad_request' });
    });

    it('and the tables stay empty of them', async () => {
      const [row] = await sql<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM feedback_entries WHERE message = '' OR kind = 'RANT'`,
      );
      expect(row?.n).toBe(0);
    });
  });

  it('refuses feedback from someone signed out with 401', async () => {
    const res = await t.agent().post('/v1/accounts/feedback').send(FEEDBACK).expect(401);
    expect(res.body).toMatchObject({ error_key: 'error.unauthorized' });
  });
});

describe('feedback and support with SUPPORT_EMAIL, at the real limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      SUPPORT_EMAIL: 'help@punchcard.test, ops@punchcard.test',
      THROTTLE_LIMIT_SCALE: '1',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  it('mails every support address in the language the sender wrote in, not the owners', async () => {
    const owner = await newWorkspace(t, { name: 'Acme Bakery' });
    const res = await owner.agent
      .post('/v1/accounts/feedback')
      .set('X-Forwarded-For', '192.0.2.10')
      .set('Accept-Language', 'ja')
      .send({ ...FEEDBACK, kind: 'PROBLEM' })
      .expect(201);
    expect((res.body as { routed_to: string }).routed_to).toBe('SUPPORT');
    for (const address of ['help@punchcard.test', 'ops@punchcard.test']) {
      const [mail = ''] = await waitForMails(t, address, 'feedback');
      expect(mailBody(mail)).toContain('種類: 不具合・問題');
      expect(mailBody(mail)).toContain('ワークスペース: Acme Bakery');
    }
    expect(mailsTo(t, owner.email, 'feedback')).toEqual([]);
  });

  it('mails a signed-out support request with its Reply-To and an unverified-address warning', async () => {
    const email = uniqueEmail('locked-out');
    await t
      .agent()
      .post('/v1/accounts/support')
      .set('X-Forwarded-For', '192.0.2.20')
      .send({ ...SUPPORT, email, page: '/signin' })
      .expect(201);
    const mails = await waitForMails(t, 'help@punchcard.test', 'support-request');
    const mail = mails.find((text) => text.includes(email)) ?? '';
    expect(header(mail, 'Reply-To')).toBe(email);
    expect(header(mail, 'Subject')).toBe('Punchcard support: The reset link expired');
    expect(mailBody(mail)).toContain('Their address is not verified');
    expect(mailBody(mail)).toContain('Page: /signin');
  });

  it('takes 5 support requests an hour from one address, then answers 429', async () => {
    const ask = (ip: string) =>
      t
        .agent()
        .post('/v1/accounts/support')
        .set('X-Forwarded-For', ip)
        .send({ ...SUPPORT, email: 'someone@example.com' });
    for (let i = 0; i < 5; i++) await ask('203.0.113.7').expect(201);
    const res = await ask('203.0.113.7').expect(429);
    expect(res.body).toMatchObject({ status_code: 429, error_key: 'error.too_many_requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await ask('198.51.100.7').expect(201);
  });

  it('takes 10 pieces of feedback an hour per account, whatever the address', async () => {
    const owner = await newWorkspace(t);
    const send = (i: number) =>
      owner.agent
        .post('/v1/accounts/feedback')
        .set('X-Forwarded-For', `198.51.100.${i + 20}`)
        .send(FEEDBACK);
    for (let i = 0; i < 10; i++) await send(i).expect(201);
    const res = await send(10).expect(429);
    expect(res.body).toMatchObject({ error_key: 'error.too_many_requests' });
    // Another account is not held back by it.
    const other = await newWorkspace(t);
    await other.agent.post('/v1/accounts/feedback').send(FEEDBACK).expect(201);
  });
});
