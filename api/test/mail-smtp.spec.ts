import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { codeFrom, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './support/test-app.js';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback: the app sends through SMTP_URL exactly as in production. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

describe('mail over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Punchcard <hello@punchcard.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => {
      smtp.server.close(() => {
        resolve();
      });
    });
  });

  it('delivers the sign-up code through the SMTP server, in the caller language, and no outbox file', async () => {
    const email = uniqueEmail('smtp');
    const requested = await t
      .agent()
      .post('/v1/accounts/emails/signup-verification')
      .set('Accept-Language', 'ja')
      .send({ email })
      .expect(201);
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    if (!message) return;
    expect(message.from).toBe('hello@punchcard.test');
    expect(message.data).toContain('Content-Language: ja');
    const code = codeFrom(message.data);
    await t
      .agent()
      .post('/v1/accounts/verification')
      .send({ id: (requested.body as { id: string }).id, email, code, password: PASSWORD })
      .expect(201);
    expect(() => t.lastMail(email)).toThrow(/No mail/);
  });
});
