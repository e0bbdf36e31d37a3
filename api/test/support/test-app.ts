import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Me } from '@punchcard/shared';
import request from 'supertest';

export type TestAgent = ReturnType<typeof request.agent>;
import { createApp } from '#src/app.factory.js';
import { type AppConfig, loadConfig } from '#src/config/app-config.js';
import type { DatabaseTarget } from '#src/database/data-source-options.js';
import { openPglite } from '#src/database/pglite-client.js';
import { cloneTestDatabase, serverUrl } from './test-database.js';
import { TestClock } from './test-clock.js';

export interface TestApp {
  app: NestExpressApplication;
  clock: TestClock;
  dataDir: string;
  config: AppConfig;
  /** A fresh cookie jar: one browser. */
  agent(): TestAgent;
  /** The latest message mailed to `email`, as raw RFC 822 text. */
  lastMail(email: string): string;
  close(): Promise<void>;
}

/** The whole app over real HTTP on its own database. */
export async function startTestApp(
  env: Record<string, string> = {},
  /** On a server: the URL the app connects with instead of its clone's (through a proxy). */
  options: { databaseUrl?: (cloneUrl: string) => string } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    THROTTLE_LIMIT_SCALE: '1000',
    PUBLIC_URL: 'http://punchcard.test',
    // Billing on, so plans mean what the spec's table says; billing-mode.spec.ts tests `none`.
    BILLING: 'test',
    ...env,
  });
  const closers: (() => Promise<void>)[] = [];
  let database: DatabaseTarget;
  if (serverUrl()) {
    const clone = await cloneTestDatabase(`punchcard_test_${randomUUID().replace(/-/g, '')}`);
    closers.push(clone.drop);
    const url = options.databaseUrl?.(clone.url) ?? clone.url;
    database = { kind: 'postgres', url, poolSize: 10 };
  } else {
    const db: PGlite = await openPglite('memory://');
    closers.push(() => db.close());
    database = { kind: 'pglite', db };
  }
  const clock = new TestClock();
  const secrets = {
    session: 'test-session-secret-0123456789abcdef',
    badge: 'test-badge-secret-0123456789abcdefgh',
    pin: 'test-pin-secret-0123456789abcdefghijk',
  };
  const app = await createApp({ config, secrets, database, clock });
  // Listening once up front: supertest would otherwise listen and close per request, which races
  // when many requests run at once.
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  return {
    app,
    clock,
    dataDir,
    config,
    agent: () => request.agent(server),
    lastMail: (email) => lastMail(dataDir, email),
    close: async () => {
      await app.close();
      for (const close of closers.reverse()) await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function lastMail(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
  const mine = files.filter((file) => file.includes(email.toLowerCase()));
  const latest = mine.at(-1);
  if (!latest) throw new Error(`No mail to ${email} in ${outbox}`);
  return fs.readFileSync(path.join(outbox, latest), 'utf8');
}

/** The text body of a single-part message, with its transfer encoding undone. */
export function mailBody(mail: string): string {
  const [head = '', ...rest] = mail.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

export function codeFrom(mail: string): string {
  const match = /\b(\d{6})\b/.exec(mailBody(mail));
  if (!match?.[1]) throw new Error('No 6-digit code in the mail');
  return match[1];
}

export const PASSWORD = 'Correct-Horse-9';

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${randomUUID().slice(0, 8)}@example.com`;
}

/** POST /v1/accounts/sign-in from a fresh browser; answers the pending request to assert on. */
export function signIn(t: TestApp, email: string, password: string) {
  return t.agent().post('/v1/accounts/sign-in').send({ email, password });
}

/** Signs a new user up through the real flow; answers their signed-in browser. */
export async function signUp(
  t: TestApp,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<{ agent: TestAgent; me: Me; email: string }> {
  const agent = t.agent();
  const requested = await agent
    .post('/v1/accounts/emails/signup-verification')
    .send({ email })
    .expect(201);
  const code = codeFrom(t.lastMail(email));
  const verified = await agent
    .post('/v1/accounts/verification')
    .send({ id: (requested.body as { id: string }).id, email, code, password })
    .expect(201);
  return { agent, me: verified.body as Me, email };
}
