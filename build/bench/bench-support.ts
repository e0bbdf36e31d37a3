import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/** Shared plumbing of the benchmarks: scratch databases, the real server, and the statistics. */

export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

export async function createScratchDatabase(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `punchcard_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl(url) });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * The built one-process server (`npm run build` first; BENCH_API_MAIN names another build's
 * main.js), on the given database. `env` overrides the defaults last; an `undefined` value removes
 * the variable (`DATABASE_URL: undefined` starts the server on embedded PGlite under `DATA_DIR`).
 */
export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string | undefined> = {},
): Promise<ChildProcess> {
  const main =
    process.env.BENCH_API_MAIN ?? path.resolve(import.meta.dirname, '../../api/dist/main.js');
  const nodeArgs = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: `/tmp/punchcard-bench-${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is listening')) resolve();
    });
    child.on('exit', (code) => {
      reject(new Error(`server exited with ${String(code)}`));
    });
  });
  return child;
}

/** Stops a server `startServer` started and waits until it exited (at once if it already had). */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Runs `work` against a server started as `startServer` does, and stops it whatever happens. */
export async function withBenchServer<T>(
  databaseUrl: string,
  port: number,
  env: Record<string, string | undefined>,
  work: (server: ChildProcess) => Promise<T>,
): Promise<T> {
  const server = await startServer(databaseUrl, port, env);
  try {
    return await work(server);
  } finally {
    await stopServer(server);
  }
}

export interface BenchMember {
  idUser: string;
  token: string;
}

/** A workspace with `count` active members, each with an API key (how the kiosk-side tools call). */
export async function seedMembers(
  pool: pg.Pool,
  count: number,
): Promise<{ idWorkspace: string; members: BenchMember[] }> {
  const owner = await pool.query<{ id: string }>(
    `INSERT INTO users (email) VALUES ($1) RETURNING id`,
    [`${randomUUID()}@bench.test`],
  );
  const idOwner = owner.rows[0]?.id ?? '';
  const workspace = await pool.query<{ id: string }>(
    `INSERT INTO workspaces (name, plan, created_by) VALUES ('Bench', 'BUSINESS', $1) RETURNING id`,
    [idOwner],
  );
  const idWorkspace = workspace.rows[0]?.id ?? '';
  await pool.query(`INSERT INTO timestamp_settings (id_workspace) VALUES ($1)`, [idWorkspace]);
  const members: BenchMember[] = [];
  for (let i = 0; i < count; i++) {
    const token = `pk_${randomUUID()}`;
    const user = await pool.query<{ id: string }>(
      `INSERT INTO users (email) VALUES ($1) RETURNING id`,
      [`${randomUUID()}@bench.test`],
    );
    const idUser = user.rows[0]?.id ?? '';
    await pool.query(
      `INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default, api_key_hash)
       VALUES ($1, $2, 'Member', 'ACTIVE', true, $3)`,
      [idWorkspace, idUser, createHash('sha256').update(token).digest('base64url')],
    );
    members.push({ idUser, token });
  }
  return { idWorkspace, members };
}

export interface RunResult {
  operations: number;
  seconds: number;
  latenciesMs: number[];
  errors: number;
}

/**
 * Runs `operation` for `seconds` with `concurrency` workers; worker `w` only ever uses the members
 * `w, w + concurrency, ...` so no two workers clock the same member.
 */
export async function drive<M extends BenchMember>(
  members: M[],
  concurrency: number,
  seconds: number,
  operation: (member: M) => Promise<boolean>,
): Promise<RunResult> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const mine = members.filter((_, i) => i % concurrency === worker);
      for (let i = 0; performance.now() < deadline; i++) {
        const member = mine[i % mine.length];
        if (!member) return;
        const t0 = performance.now();
        const ok = await operation(member);
        latenciesMs.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  return {
    operations: latenciesMs.length,
    seconds: (performance.now() - started) / 1000,
    latenciesMs,
    errors,
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function summary(
  label: string,
  result: RunResult,
): { label: string; perSecond: number; p50: number; p99: number } {
  return {
    label,
    perSecond: result.operations / result.seconds,
    p50: percentile(result.latenciesMs, 50),
    p99: percentile(result.latenciesMs, 99),
  };
}
