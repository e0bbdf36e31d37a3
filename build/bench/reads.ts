/**
 * Benchmark (not a test): the reads a member or manager makes every day, on a workspace with a
 * year of history (seed-year.ts), through the whole API versus hand-written SQL on bare
 * node-postgres, in one run. Prints p50/p99 of both, their ratio, the goals (p50 under 50 ms and
 * the API within 2x of SQL), and EXPLAIN ANALYZE of the slowest statement the API itself ran for
 * each read (captured on the wire), so a sequential scan is visible.
 *
 *   npm run build -w shared && npm run build -w api
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reads
 *   options: --members 1000 --days 365 --requests 50 --seconds 5
 *            --reuse <database> (an already seeded one, e.g. kept by --keep; migrated on start)
 *            --keep (leave the scratch database) --only <part of a label>
 *            --verbose (also print each slowest statement's SQL and whole plan)
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  type BenchMember,
  createScratchDatabase,
  percentile,
  startServer,
} from './bench-support.js';
import { startPgCapture } from './pg-capture.js';
import { planSummary, type PlanSummary } from './plan-summary.js';
import { GRANTS, MEMBER_BY_KEY, READS, type ReadCase, type ReadContext } from './reads-cases.js';
import { rekeyYear, seedYear, type YearSeed } from './seed-year.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    days: { type: 'string', default: '365' },
    requests: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    reuse: { type: 'string' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(values.requests);
const SECONDS = Number(values.seconds);
const GOAL_P50_MS = 50;
const GOAL_RATIO = 2;
/** How many members take turns, so no read is served from one member's hot pages only. */
const CALLERS = 50;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port: number, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        response.resume();
        response.on('end', () => {
          resolve(response.statusCode ?? 0);
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Latencies of `operation`, one at a time: `REQUESTS` of them or `SECONDS`, whichever is first. */
async function measure(operation: (turn: number) => Promise<void>): Promise<number[]> {
  for (let turn = 0; turn < 3; turn++) await operation(turn);
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  for (let turn = 0; turn < REQUESTS && performance.now() < deadline; turn++) {
    const t0 = performance.now();
    await operation(turn);
    latencies.push(performance.now() - t0);
  }
  return latencies;
}

function caller(read: ReadCase, seed: YearSeed, turn: number): BenchMember {
  if (read.who === 'manager') return seed.owner;
  const member = seed.members[turn % Math.min(CALLERS, seed.members.length)];
  if (!member) throw new Error('the seed has no members');
  return member;
}

interface Row {
  label: string;
  api: number[];
  floor: number[];
  plan: PlanSummary | null;
}

/** EXPLAIN ANALYZE of every SELECT the API ran for one request of each read. */
async function capturePlans(
  url: string,
  port: number,
  seed: YearSeed,
  ctx: ReadContext,
  reads: ReadCase[],
  pool: pg.Pool,
): Promise<Map<string, PlanSummary | null>> {
  const capture = await startPgCapture(url);
  const server = await startServer(capture.url, port);
  const plans = new Map<string, PlanSummary | null>();
  try {
    for (const read of reads) {
      const member = caller(read, seed, 1);
      await get(port, read.path(ctx, member), member.token);
      capture.start();
      await get(port, read.path(ctx, member), member.token);
      plans.set(read.label, await planSummary(pool, capture.stop()));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await capture.close();
  }
  return plans;
}

function printTable(rows: Row[]): void {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `${'read'.padEnd(42)} ${'API p50'.padStart(7)} ${'p99'.padStart(7)} ${'SQL p50'.padStart(7)} ${'p99'.padStart(7)}  API/SQL  <50ms  <=2x`,
  );
  for (const row of rows) {
    const api50 = percentile(row.api, 50);
    const sql50 = percentile(row.floor, 50);
    const ratio = api50 / sql50;
    console.log(
      `${row.label.padEnd(42)} ${ms(api50)} ${ms(percentile(row.api, 99))} ${ms(sql50)} ${ms(percentile(row.floor, 99))}  ${ratio.toFixed(2).padStart(6)}x  ${(api50 < GOAL_P50_MS ? 'yes' : 'NO').padEnd(5)}  ${ratio <= GOAL_RATIO ? 'yes' : 'NO'}`,
    );
  }
  console.log('\nslowest statement the API ran per read (EXPLAIN ANALYZE, top plan nodes):');
  for (const row of rows) {
    const plan = row.plan;
    const text = plan
      ? `${plan.ms.toFixed(1)} ms of ${String(plan.statements)} statements: ${plan.nodes}`
      : 'no statement captured';
    console.log(`  ${row.label.padEnd(42)} ${text}`);
  }
}

async function printPlans(pool: pg.Pool, rows: Row[]): Promise<void> {
  for (const row of rows) {
    if (!row.plan) continue;
    const { text, values } = row.plan.statement;
    const { rows: lines } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
      values,
    );
    console.log(`\n== ${row.label}\n${text}\n${JSON.stringify(values)}`);
    for (const line of lines) console.log(line['QUERY PLAN']);
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (a database is created beside it).');
  const scratch = values.reuse
    ? { url: withDatabase(url, values.reuse), drop: () => Promise.resolve() }
    : await createScratchDatabase(url);
  const port = 4700 + Math.floor(Math.random() * 200);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // The first start migrates (a reused database gets any new migration, indexes included).
    server = await startServer(scratch.url, port);
    const started = performance.now();
    const seed = values.reuse
      ? await rekeyYear(pool, CALLERS)
      : await seedYear(pool, { members: Number(values.members), days: Number(values.days) });
    const seeded = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${values.reuse ? 'reused' : 'seeded'} in ${seeded} s:`, seed.counts);
    const now = Math.floor(Date.now() / 1000);
    const ctx: ReadContext = {
      idWorkspace: seed.idWorkspace,
      owner: seed.owner,
      window: { start: now - 60 * 86400, end: now - 30 * 86400 },
    };
    const reads = READS.filter((read) => !values.only || read.label.includes(values.only));
    const rows: Row[] = [];
    const hashes = await apiKeyHashes(pool, seed);
    for (const read of reads) {
      const api = await measure(async (turn) => {
        const member = caller(read, seed, turn);
        const status = await get(port, read.path(ctx, member), member.token);
        if (status !== 200) throw new Error(`${read.label}: HTTP ${String(status)}`);
      });
      const floor = await measure(async (turn) => {
        const member = caller(read, seed, turn);
        await pool.query(MEMBER_BY_KEY, [hashes.get(member.idUser)]);
        await pool.query(GRANTS, [ctx.idWorkspace]);
        for (const statement of read.statements(ctx, member)) {
          await pool.query(statement.text, statement.values);
        }
      });
      rows.push({ label: read.label, api, floor, plan: null });
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
    server = undefined;
    const plans = await capturePlans(scratch.url, port + 1, seed, ctx, reads, pool);
    for (const row of rows) row.plan = plans.get(row.label) ?? null;
    console.log(
      `\nreads on ${String(seed.counts.workspace_times)} workspace times, one at a time, up to ${String(REQUESTS)} requests or ${String(SECONDS)} s each (ms)`,
    );
    printTable(rows);
    if (values.verbose) await printPlans(pool, rows);
    if (values.keep && !values.reuse) console.log(`\nkept ${scratch.url}`);
  } finally {
    await pool.end();
    agent.destroy();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    if (!values.keep) await scratch.drop();
  }
}

/** The stored key hash of each caller, as the API looks it up. */
async function apiKeyHashes(pool: pg.Pool, seed: YearSeed): Promise<Map<string, string>> {
  const ids = [seed.owner.idUser, ...seed.members.slice(0, CALLERS).map((m) => m.idUser)];
  const { rows } = await pool.query<{ id_user: string; api_key_hash: string }>(
    `SELECT id_user, api_key_hash FROM workspace_members WHERE id_workspace = $1 AND id_user = ANY($2)`,
    [seed.idWorkspace, ids],
  );
  return new Map(rows.map((row) => [row.id_user, row.api_key_hash]));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
