/**
 * Benchmark (not a test): the clock hot path through the whole API on PostgreSQL, then the same
 * on embedded PGlite, at the same concurrency, in one run. Goal (issue 13): embedded reaches at
 * least 60% of PostgreSQL's throughput with a p99 under 4x PostgreSQL's.
 *
 *   npm run build -w shared && npm run build -w api
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:embedded
 *   options: --members 200 --concurrency 16 --seconds 10 --warmup 5 (--only embedded: no PostgreSQL)
 *
 * One operation = clock in, then clock out, for one member with an API key. Both servers are the
 * built `api/dist/main.js`; the PostgreSQL one runs on a scratch database, the embedded one on a
 * fresh DATA_DIR. PGlite's data directory belongs to one process at a time, so the embedded
 * server is started once to migrate it, stopped, seeded here with the same SQL as PostgreSQL
 * (`seedMembers`), then started again and measured.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPglite, pglitePoolOptions } from '../../api/src/database/pglite-client.js';
import {
  type BenchMember,
  createScratchDatabase,
  drive,
  percentile,
  seedMembers,
  startServer,
  stopServer,
  summary,
} from './bench-support.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    // Both servers are driven this long before measuring. A freshly started embedded server runs
    // PGlite's WebAssembly on V8's baseline compiler until the optimised code is ready, and its
    // first seconds are slower; production servers are warm.
    warmup: { type: 'string', default: '5' },
    // `--only embedded` skips PostgreSQL (no comparison), for profiling the embedded server alone.
    only: { type: 'string' },
  },
});
const MEMBERS = Number(values.members);
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const PORT = 4900 + Math.floor(Math.random() * 200);

const THROUGHPUT_GOAL = 0.6;
const P99_GOAL = 4;

interface Measured {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU the server process spent per operation (Linux; NaN elsewhere). */
  cpuMsPerOp: number;
  statuses: Map<string, number>;
}

/**
 * User + system CPU of a process in milliseconds, from /proc. Throughput on a shared machine
 * moves with whatever else runs; the server's CPU per operation mostly does not.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of stat(5)) in clock ticks, 100 per second on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Warms up, then measures clock-in + clock-out on a running server. */
async function measure(
  label: string,
  server: ChildProcess,
  port: number,
  members: BenchMember[],
): Promise<Measured> {
  // A lean keep-alive client: undici's fetch costs more CPU than the server it measures, and
  // client, server and database share the machine's cores.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map<string, number>();
  const call = (method: 'POST' | 'PATCH', member: BenchMember, expected: number) =>
    new Promise<boolean>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/v1/workspaces/timestamps',
          method,
          agent,
          headers: {
            authorization: `Bearer ${member.token}`,
            'content-type': 'application/json',
            'content-length': 2,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const key = `${method} ${String(response.statusCode)}`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            resolve(response.statusCode === expected);
          });
        },
      );
      request.on('error', reject);
      request.end('{}');
    });
  const operation = async (m: BenchMember) => (await call('POST', m, 201)) && call('PATCH', m, 200);
  try {
    await drive(members, CONCURRENCY, WARMUP, operation);
    statuses.clear();
    const cpuBefore = cpuMs(server.pid);
    const result = await drive(members, CONCURRENCY, SECONDS, operation);
    const cpuMsPerOp = (cpuMs(server.pid) - cpuBefore) / result.operations;
    return {
      ...summary(label, result),
      max: percentile(result.latenciesMs, 100),
      cpuMsPerOp,
      statuses,
    };
  } finally {
    agent.destroy();
  }
}

async function onPostgres(url: string): Promise<Measured> {
  const scratch = await createScratchDatabase(url);
  const server = await startServer(scratch.url, PORT);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  try {
    const { members } = await seedMembers(pool, MEMBERS);
    return await measure('PostgreSQL (HTTP, whole app)', server, PORT, members);
  } finally {
    await pool.end();
    await stopServer(server);
    await scratch.drop();
  }
}

async function onPglite(): Promise<Measured> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-bench-embedded-'));
  const embedded = { DATABASE_URL: undefined, DATA_DIR: dataDir };
  try {
    // First start: the server creates and migrates the database, then lets go of it.
    await stopServer(await startServer('', PORT + 1, embedded));
    const db = await openPglite(path.join(dataDir, 'pg'));
    const { driver, extra } = pglitePoolOptions(db);
    const pool = new driver.Pool(extra);
    let members: BenchMember[];
    try {
      ({ members } = await seedMembers(pool, MEMBERS));
    } finally {
      await pool.end();
      await db.close();
    }
    const server = await startServer('', PORT + 1, embedded);
    try {
      return await measure('embedded PGlite (HTTP)', server, PORT + 1, members);
    } finally {
      await stopServer(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function verdict(met: boolean): string {
  return met ? 'met' : 'MISSED';
}

async function main(): Promise<void> {
  if (values.only === 'embedded') {
    report([await onPglite()]);
    return;
  }
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL server (a scratch database is created beside it).',
    );
  const postgres = await onPostgres(url);
  const embedded = await onPglite();
  report([postgres, embedded]);

  const throughput = embedded.perSecond / postgres.perSecond;
  const p99 = embedded.p99 / postgres.p99;
  console.log(
    `throughput embedded / PostgreSQL: ${(throughput * 100).toFixed(0)}% (goal: at least ${THROUGHPUT_GOAL * 100}%) ${verdict(throughput >= THROUGHPUT_GOAL)}`,
  );
  console.log(
    `p99 embedded / PostgreSQL: ${p99.toFixed(2)}x (goal: under ${P99_GOAL}x) ${verdict(p99 < P99_GOAL)}`,
  );
}

function report(rows: Measured[]): void {
  console.log(
    `clock-in + clock-out, ${MEMBERS} members, concurrency ${CONCURRENCY}, ${SECONDS} s each after ${WARMUP} s of warm-up`,
  );
  for (const row of rows) {
    const statuses = [...row.statuses].map(([key, n]) => `${key}: ${n}`).join(', ');
    console.log(
      `${row.label.padEnd(30)} ${row.perSecond.toFixed(0).padStart(6)} ops/s   p50 ${row.p50.toFixed(1)} ms   p99 ${row.p99.toFixed(1)} ms   max ${row.max.toFixed(1)} ms   server CPU ${row.cpuMsPerOp.toFixed(1)} ms/op   (${statuses})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
