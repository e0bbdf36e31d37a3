import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeFrom, PASSWORD } from './support/test-app.js';

/**
 * The real entry point (api/dist/main.js, built by `npm test`) on embedded PostgreSQL: one process
 * per data directory, a clean stop on SIGTERM, and data that survives a restart.
 */
const MAIN = path.resolve(__dirname, '../dist/main.js');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(dataDir: string, port: number): Running {
  // Embedded mode on purpose, without jest's VM flags, and without the suite's Redis (whose
  // throttle counters other suites and earlier runs share).
  const {
    DATABASE_URL: _url,
    NODE_OPTIONS: _options,
    REDIS_URL: _redis,
    ...inherited
  } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  return { child, output: () => output, exited };
}

/** A first start on PGlite compiles its WebAssembly: minutes when both test lanes share 2 cores. */
const START_WITHIN_MS = 150_000;

async function waitForListening(running: Running): Promise<void> {
  const deadline = Date.now() + START_WITHIN_MS;
  while (!running.output().includes('is listening')) {
    if (running.child.exitCode !== null) throw new Error(`exited early:\n${running.output()}`);
    if (Date.now() > deadline) throw new Error(`did not start:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function json(url: string, init?: Omit<RequestInit, 'headers'>) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

describe('the server process on embedded PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-process-'));
  const port = 4300 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}/v1`;
  const email = 'persist@example.com';
  let first: Running | undefined;

  afterAll(() => {
    first?.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses a second process on the same DATA_DIR with a clear message',
    async () => {
      expect(fs.existsSync(MAIN)).toBe(true);
      first = start(dataDir, port);
      await waitForListening(first);
      expect(fs.readFileSync(path.join(dataDir, 'punchcard.lock'), 'utf8')).toBe(
        String(first.child.pid),
      );

      const second = start(dataDir, port + 1);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('Another Punchcard process');
      expect(second.output()).toContain(String(first.child.pid));
      expect((await json(`${base}/health`)).status).toBe(200);
    },
    START_WITHIN_MS + 60_000,
  );

  it(
    'keeps data across a clean SIGTERM stop and a restart',
    async () => {
      if (!first) throw new Error('first process not running');
      const requested = await json(`${base}/accounts/emails/signup-verification`, {
        method: 'POST',
        body: JSON.stringify({ email }),
      });
      expect(requested.status).toBe(201);
      const outbox = path.join(dataDir, 'outbox');
      const mail = fs.readFileSync(path.join(outbox, fs.readdirSync(outbox)[0] ?? ''), 'utf8');
      const verified = await json(`${base}/accounts/verification`, {
        method: 'POST',
        body: JSON.stringify({
          id: requested.body.id,
          email,
          code: codeFrom(mail),
          password: PASSWORD,
        }),
      });
      expect(verified.status).toBe(201);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('SIGTERM: closing');
      expect(fs.existsSync(path.join(dataDir, 'punchcard.lock'))).toBe(false);

      first = start(dataDir, port);
      await waitForListening(first);
      const signedIn = await json(`${base}/accounts/sign-in`, {
        method: 'POST',
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(signedIn.status).toBe(200);
      first.child.kill('SIGINT');
      expect(await first.exited).toBe(0);
    },
    START_WITHIN_MS + 60_000,
  );
});
