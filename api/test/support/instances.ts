import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { codeFrom, PASSWORD } from './test-app.js';

/**
 * Built API processes (api/dist/main.js, `npm run build -w shared && npm run build -w api`) on one
 * PostgreSQL database, as a load balancer would run them, and a small cookie-keeping HTTP caller:
 * the scale-out test drives them over real sockets, like process.spec.ts does one.
 */
const MAIN = path.resolve(__dirname, '../../dist/main.js');
/** PGlite-free, but a loaded 2-core machine has taken over 30 s to boot one instance. */
const BOOT_TIMEOUT_MS = 120_000;

export interface Instance {
  name: string;
  /** `http://127.0.0.1:<port>/v1` */
  base: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Secrets every instance shares, as a deployment gives them: a cookie from one works on all. */
export function sharedSecrets(): Record<string, string> {
  return {
    SESSION_SECRET: randomBytes(36).toString('base64'),
    BADGE_SECRET: randomBytes(36).toString('base64'),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts one instance and resolves once it is listening. */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the API first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `punchcard-${name}-`));
  // Without jest's VM flags, and without the parent's REDIS_URL unless the caller passes one.
  const { NODE_OPTIONS: _options, REDIS_URL: _redis, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const instance: Instance = {
    name,
    base: `http://127.0.0.1:${port}/v1`,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (!output.includes('is listening')) {
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
    if (Date.now() > deadline) {
      await instance.stop();
      throw new Error(`${name} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return instance;
}

export interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One caller: a browser's cookie jar, or a script's API key. Works against any instance. */
export class Caller {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly bearer?: string) {}

  async call(instance: Instance, method: string, route: string, body?: unknown): Promise<Reply> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const response = await fetch(`${instance.base}${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      headers: response.headers,
    };
  }
}

/** Signs a new account up through `instance` (the code comes from its mail outbox). */
export async function signUpThrough(instance: Instance, email: string): Promise<Caller> {
  const caller = new Caller();
  const requested = await caller.call(instance, 'POST', '/accounts/emails/signup-verification', {
    email,
  });
  if (requested.status !== 201) throw new Error(`sign-up request: ${requested.status}`);
  const outbox = path.join(instance.dataDir, 'outbox');
  const file = fs.readdirSync(outbox).find((name) => name.includes(email));
  if (!file) throw new Error(`no mail to ${email} in ${outbox}`);
  const code = codeFrom(fs.readFileSync(path.join(outbox, file), 'utf8'));
  const { id } = requested.body as { id: string };
  const verified = await caller.call(instance, 'POST', '/accounts/verification', {
    id,
    email,
    code,
    password: PASSWORD,
  });
  if (verified.status !== 201) throw new Error(`verification: ${verified.status}`);
  return caller;
}

/** Polls `check` until it holds; answers how long that took, or throws after `limitMs`. */
export async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
