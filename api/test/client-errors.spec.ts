import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { ChatMessage } from '../src/modules/client-errors/chat-message.js';
import { signUp, startTestApp, type TestApp } from './support/test-app.js';

/** What the fake chat service does with a delivery: answer it, or keep it waiting. */
type Answer = (response: http.ServerResponse) => void;
const answerOk: Answer = (response) => response.writeHead(200).end('ok');

/** A real HTTP server standing in for the chat webhook. */
interface ChatWebhook {
  url: string;
  received: { contentType: string | undefined; message: ChatMessage }[];
  answer: Answer;
  /** Resolves on the next delivery. */
  next(): Promise<ChatMessage>;
  close(): Promise<void>;
}

async function startChatWebhook(): Promise<ChatWebhook> {
  const waiters: ((message: ChatMessage) => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatMessage;
      hook.received.push({ contentType: request.headers['content-type'], message });
      waiters.shift()?.(message);
      hook.answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const hook: ChatWebhook = {
    url: `http://127.0.0.1:${port}/services/T0/B0/secret`,
    received: [],
    answer: answerOk,
    next: () => new Promise((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  return hook;
}

const blockTexts = (message: ChatMessage) => message.blocks.map((block) => block.text.text);

/** The warnings logged since call number `since` whose `msg` matches. */
function warnings(warn: jest.SpyInstance, msg: RegExp, since = 0): Record<string, unknown>[] {
  return warn.mock.calls
    .slice(since)
    .map(([entry]) => entry as Record<string, unknown>)
    .filter((entry) => typeof entry.msg === 'string' && msg.test(entry.msg));
}

/** Resolves once the service logs a warning whose `msg` matches. */
function nextWarning(warn: jest.SpyInstance, msg: RegExp): Promise<Record<string, unknown>> {
  const since = warn.mock.calls.length;
  return new Promise((resolve) => {
    const poll = setInterval(() => {
      const [hit] = warnings(warn, msg, since);
      if (hit) {
        clearInterval(poll);
        resolve(hit);
      }
    }, 20);
    // A test that fails waiting must not keep jest alive.
    poll.unref();
  });
}

describe('POST /v1/client-errors with CHAT_WEBHOOK_URL', () => {
  let hook: ChatWebhook;
  let t: TestApp;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    hook = await startChatWebhook();
    t = await startTestApp({ CHAT_WEBHOOK_URL: hook.url });
  });
  beforeEach(() => {
    hook.answer = answerOk;
    warn = jest.spyOn(Logger.prototype, 'warn');
  });
  afterEach(() => {
    warn.mockRestore();
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  it('forwards a signed-out report as JSON with the page and detail, naming no user', async () => {
    const delivered = hook.next();
    const res = await t
      .agent()
      .post('/v1/client-errors')
      .send({ message: 'TypeError: x is undefined', page: '/signin', detail: 'at a (b.js:1:2)' })
      .expect(202);
    expect(res.body).toEqual({ accepted: true });
    const message = await delivered;
    expect(hook.received.at(-1)?.contentType).toBe('application/json');
    expect(message.text).toBe('Client error on /signin: TypeError: x is undefined');
    expect(blockTexts(message)).toEqual([
      'Client error: TypeError: x is undefined',
      'Page: /signin',
      'User id: signed out',
      'Detail:\nat a (b.js:1:2)',
    ]);
  });

  it('names the signed-in user by id and e-mail', async () => {
    const { agent, me, email } = await signUp(t);
    const delivered = hook.next();
    await agent
      .post('/v1/client-errors')
      .send({ message: 'RangeError', page: 'http://punchcard.test/ja/clock' })
      .expect(202);
    expect(blockTexts(await delivered)).toEqual([
      'Client error: RangeError',
      'Page: http://punchcard.test/ja/clock',
      `User id: ${me.user.id}`,
      `E-mail: ${email}`,
    ]);
  });

  it.each([
    ['no message', { page: '/clock' }],
    ['an empty message', { message: '', page: '/clock' }],
    ['no page', { message: 'x' }],
    ['a message over 2,000 characters', { message: 'x'.repeat(2001), page: '/' }],
    ['a page over 2,000 characters', { message: 'x', page: `/${'p'.repeat(2000)}` }],
    ['a detail over 20,000 characters', { message: 'x', page: '/', detail: 'd'.repeat(20_001) }],
    ['a detail that is not text', { message: 'x', page: '/', detail: { stack: [] } }],
    ['an unknown field', { message: 'x', page: '/', user_id: 'someone-else' }],
  ])('refuses %s with 400 error.bad_request and forwards nothing', async (_case, body) => {
    const before = hook.received.length;
    const res = await t.agent().post('/v1/client-errors').send(body).expect(400);
    expect(res.body).toMatchObject({ status_code: 400, error_key: 'error.bad_request' });
    // A valid report sent after the refused one is the only one that arrives.
    const delivered = hook.next();
    await t.agent().post('/v1/client-errors').send({ message: 'valid', page: '/' }).expect(202);
    await delivered;
    expect(hook.received.slice(before).map((r) => r.message.text)).toEqual([
      'Client error on /: valid',
    ]);
  });

  it('accepts the longest allowed fields', async () => {
    const delivered = hook.next();
    await t
      .agent()
      .post('/v1/client-errors')
      .send({ message: 'm'.repeat(2000), page: `/${'p'.repeat(1999)}`, detail: 'd'.repeat(20_000) })
      .expect(202);
    const texts = blockTexts(await delivered);
    expect(texts.join('')).toContain(`Detail:\n${'d'.repeat(20_000)}`);
  });

  it('still answers 202 when the webhook fails, and logs the report with the failure', async () => {
    hook.answer = (response) => response.writeHead(500).end('no');
    const warned = nextWarning(warn, /answered 500/);
    await t.agent().post('/v1/client-errors').send({ message: 'lost?', page: '/home' }).expect(202);
    expect(await warned).toMatchObject({
      client_error: { message: 'lost?', page: '/home', user: null },
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(hook.url);
  });

  it('answers before a slow webhook does, and gives up on it after 5 seconds', async () => {
    let held: http.ServerResponse | undefined;
    hook.answer = (response) => {
      held = response;
    };
    const delivered = hook.next();
    const warned = nextWarning(warn, /unreachable/);
    await t.agent().post('/v1/client-errors').send({ message: 'slow', page: '/' }).expect(202);
    // Answered while the webhook still sits on the delivery: nothing has timed out yet.
    expect(warnings(warn, /unreachable/)).toEqual([]);
    await delivered;
    expect(held?.headersSent).toBe(false);
    expect(await warned).toMatchObject({
      reason: expect.stringMatching(/timeout/i) as unknown,
      client_error: { message: 'slow' },
    });
    held?.end();
  }, 15_000);
});

describe('POST /v1/client-errors without CHAT_WEBHOOK_URL, at the real rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy each X-Forwarded-For is its own caller.
    t = await startTestApp({ THROTTLE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const report = (ip: string, message = 'boom') =>
    t
      .agent()
      .post('/v1/client-errors')
      .set('X-Forwarded-For', ip)
      .send({ message, page: '/clock', detail: 'stack' });

  it('logs the report at warn level, with the signed-in user', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const { agent, me, email } = await signUp(t);
      await agent
        .post('/v1/client-errors')
        .set('X-Forwarded-For', '192.0.2.1')
        .send({ message: 'logged', page: '/home' })
        .expect(202);
      expect(warn).toHaveBeenCalledWith({
        msg: 'Client error reported',
        client_error: { message: 'logged', page: '/home', user: { id: me.user.id, email } },
      });
    } finally {
      warn.mockRestore();
    }
  });

  it('takes 10 reports a minute from one address, then answers 429 error.too_many_requests', async () => {
    for (let i = 0; i < 10; i++) await report('203.0.113.9').expect(202);
    const res = await report('203.0.113.9').expect(429);
    expect(res.body).toMatchObject({ status_code: 429, error_key: 'error.too_many_requests' });
    // Every 429 says when to come back, under the header clients read.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await report('198.51.100.4').expect(202);
  });
});
