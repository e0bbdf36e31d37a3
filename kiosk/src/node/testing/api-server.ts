// The built API (api/dist/main.js) on a port and a data directory of its own, for tests that go
// end to end through HTTP. Mail lands in DATA_DIR/outbox, where the tests read sign-up codes.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
export const API_ENTRY = join(REPO, 'api/dist/main.js');

export interface ApiServerOptions {
  port: number;
  /** Default: READER_E2E_DATABASE_URL, then DATABASE_URL, else the embedded database. */
  databaseUrl?: string;
}

export class ApiServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly url: string,
    readonly dataDir: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Starts the server and resolves once /v1/health answers. */
  static async start(options: ApiServerOptions): Promise<ApiServer> {
    if (!existsSync(API_ENTRY)) {
      throw new Error(`${API_ENTRY} is missing: npm run build -w shared && npm run build -w api`);
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'punchcard-reader-api-'));
    const databaseUrl =
      options.databaseUrl ?? process.env.READER_E2E_DATABASE_URL ?? process.env.DATABASE_URL;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      BILLING: 'test',
      // Tests sign people up from 127.0.0.1, beyond the per-IP sign-up budget.
      THROTTLE_LIMIT_SCALE: '50',
      LOG_LEVEL: 'warn',
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const server = new ApiServer(`http://127.0.0.1:${options.port}`, dataDir, env);
    try {
      await server.launch();
    } catch (error) {
      await server.stop();
      throw error;
    }
    return server;
  }

  /** The server's log so far (for a failing test's message). */
  get log(): string {
    return this.output;
  }

  /** Stops the server: its port refuses connections, as when the network is down. */
  async halt(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) =>
      child.once('close', () => {
        done();
      }),
    );
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** Starts it again on the same port, data directory and database. */
  async launch(): Promise<void> {
    if (this.child) return;
    const child = spawn(process.execPath, [API_ENTRY], { cwd: REPO, env: this.env, stdio: 'pipe' });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const healthy = await fetch(`${this.url}/v1/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (healthy) return;
      await sleep(250);
    }
    throw new Error(`The API did not start on ${this.url}:\n${this.output}`);
  }

  async stop(): Promise<void> {
    await this.halt();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
