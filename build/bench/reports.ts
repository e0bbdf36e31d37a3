/**
 * Benchmark (not a test): the reports of issue 19 on a workspace with a year of history
 * (seed-year.ts: 1,000 members x 365 days in Asia/Tokyo, plus the schedules and rates of
 * reports-setup.ts), through the real built server over HTTP as the workspace's owner, each
 * against the hand-written SQL floor for the same numbers run with bare node-postgres in this
 * process. Prints each report's first read (with member_months emptied before it: a
 * whole-workspace monthly read computes and stores its past months then, and the timed runs after
 * it read them back), the medians, the ratio (goal <= 1.5x), the queries per call (goal <= 5 whatever
 * the member count), whether the API's numbers equal the floor's, and for the year's CSV export
 * its size and the server's memory growth (goal < 50 MB).
 *
 *   npm run build -w shared && npm run build -w api
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reports
 *   options: --members 1000 --days 365 --runs 5 --export-runs 3
 *            --reuse <database> (one kept by --keep; migrated on start) --keep
 *            --only <part of a label> --verbose (every query's text and the slowest's plan)
 *            --pgoptions '-c jit=off' (session settings of the server's connections)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createScratchDatabase, startServer, stopServer } from './bench-support.js';
import { type FloorRows, REPORTS, type ReportCase, SCALING } from './reports-cases.js';
import { csvShape } from './reports-csv.js';
import {
  call,
  callWatchingMemory,
  closeAgent,
  collectGarbage,
  median,
  type MemoryRun,
} from './reports-http.js';
import { type Frame, prepareReports, type ReportContext, reportContext } from './reports-setup.js';
import { countStatements, type StatementCount } from './reports-statements.js';
import { rekeyYear, seedYear } from './seed-year.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    days: { type: 'string', default: '365' },
    runs: { type: 'string', default: '5' },
    'export-runs': { type: 'string', default: '3' },
    reuse: { type: 'string' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    pgoptions: { type: 'string' },
  },
});
/** --pgoptions '-c jit=off': the servers' PostgreSQL session settings (node-postgres PGOPTIONS). */
const SERVER_ENV: Record<string, string> = values.pgoptions ? { PGOPTIONS: values.pgoptions } : {};
const GOAL_RATIO = 1.5;
const GOAL_QUERIES = 5;
const GOAL_GROWTH_MB = 50;

interface Timed {
  report: ReportCase;
  /** The first read's ms, member_months emptied before it. */
  first: number;
  api: number[];
  floor: number[];
  problems: string[];
  failure: string | null;
  bytes: number;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function runFloor(pool: pg.Pool, report: ReportCase, ctx: ReportContext) {
  const results: FloorRows[] = [];
  for (const statement of report.floor(ctx)) {
    results.push(
      (await pool.query<Record<string, unknown>>(statement.text, statement.values)).rows,
    );
  }
  return results;
}

/** A warm-up of both sides (whose answers are compared), then alternating timed runs. */
async function time(port: number, pool: pg.Pool, ctx: ReportContext, report: ReportCase) {
  const timed: Timed = {
    report,
    first: Number.NaN,
    api: [],
    floor: [],
    problems: [],
    failure: null,
    bytes: 0,
  };
  const path = report.path(ctx);
  await pool.query('DELETE FROM member_months');
  const warm = await call(port, path, ctx.owner.token);
  timed.first = warm.ms;
  if (warm.status !== 200) {
    timed.failure = `HTTP ${String(warm.status)} ${warm.body.toString().slice(0, 200)}`;
    return timed;
  }
  timed.bytes = warm.body.length;
  timed.problems = report.check(warm.body, await runFloor(pool, report, ctx));
  const runs = Number(report.isExport ? values['export-runs'] : values.runs);
  for (let run = 0; run < runs; run++) {
    timed.api.push((await call(port, path, ctx.owner.token)).ms);
    const started = performance.now();
    await runFloor(pool, report, ctx);
    timed.floor.push(performance.now() - started);
  }
  // Progress on stderr: a full run takes minutes.
  console.error(
    `  ${report.label}: first ${timed.first.toFixed(0)} ms; API ${timed.api.map((v) => v.toFixed(0)).join(', ')} ms; SQL ${timed.floor.map((v) => v.toFixed(0)).join(', ')} ms`,
  );
  return timed;
}

/**
 * The export over `frame` on a fresh server (no heap grown by earlier reports), after a one-day
 * export has loaded and compiled its code paths and a full garbage collection (through the
 * server's inspector) has emptied its heap of everything but live objects, with the server's
 * memory watched: the growth is then the export's own, including the garbage it leaves.
 */
async function exportMemory(
  url: string,
  port: number,
  ctx: ReportContext,
  report: ReportCase,
  frame: Frame,
): Promise<MemoryRun> {
  const inspectPort = port + 1000;
  const server = await startServer(url, port, {
    ...SERVER_ENV,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${String(inspectPort)}`,
  });
  try {
    const day = { start: ctx.month.start, end: ctx.month.start + 86400 };
    await call(port, report.path({ ...ctx, year: day }), ctx.owner.token);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await collectGarbage(inspectPort);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return await callWatchingMemory(
      server.pid ?? 0,
      port,
      report.path({ ...ctx, year: frame }),
      ctx.owner.token,
    );
  } finally {
    await stopServer(server);
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-').padStart(8);
const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

function printTable(rows: Timed[], counts: Map<string, StatementCount>): void {
  console.log(
    `\n${'report (owner, over HTTP)'.padEnd(50)} ${'first'.padStart(8)} ${'API ms'.padStart(8)} ${'SQL ms'.padStart(8)}   ratio <=1.5x  queries <=5  same numbers`,
  );
  for (const row of rows) {
    const count = counts.get(row.report.label);
    const ratio = median(row.api) / median(row.floor);
    const own = count ? count.queries - count.auth : Number.NaN;
    const queries = count ? `${String(own)}+${String(count.auth)}` : '-';
    const same = row.failure ? 'FAILED' : row.problems.length ? 'NO' : 'yes';
    console.log(
      `${row.report.label.padEnd(50)} ${ms(row.first)} ${ms(median(row.api))} ${ms(median(row.floor))}  ${(Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '-').padStart(6)}  ${(ratio <= GOAL_RATIO ? 'yes' : 'NO').padEnd(5)}  ${queries.padStart(7)} ${(own <= GOAL_QUERIES ? 'yes' : 'NO').padEnd(4)} ${same}`,
    );
  }
  console.log(
    `(first = the first read, member_months empty; then medians; queries = the report's own + the authentication any request runs; FETCHes of a cursor not counted)`,
  );
  for (const row of rows) {
    if (row.failure) console.log(`  ${row.report.label}: ${row.failure}`);
    for (const problem of row.problems) console.log(`  ${row.report.label}: ${problem}`);
  }
}

function printExport(
  row: Timed | undefined,
  memory: [string, MemoryRun][],
  count?: StatementCount,
) {
  if (!row || row.failure) return;
  const year = memory.at(-1)?.[1];
  const shape = year ? csvShape(year.answer.body) : null;
  const seconds = median(row.api) / 1000;
  console.log(`\n${row.report.label}:`);
  console.log(
    `  ${String(row.bytes)} bytes, ${String(shape?.dataRows ?? '-')} data rows (${String(shape?.lines ?? '-')} lines), ${(row.bytes / 1048576 / seconds).toFixed(1)} MB/s, ${String(count?.fetches ?? '-')} cursor FETCHes`,
  );
  for (const [label, run] of memory) {
    const growth = run.peakKb - run.rssBeforeKb;
    console.log(
      `  ${label} on a fresh server: ${String(run.answer.body.length)} bytes; RSS before (after a full GC) ${mb(run.rssBeforeKb)}, peak ${mb(run.peakKb)} (VmHWM ${run.peakReset ? 'reset before the call' : 'not resettable: sampled only'}), after ${mb(run.rssAfterKb)}: growth ${mb(growth)}  <${String(GOAL_GROWTH_MB)} MB: ${growth < GOAL_GROWTH_MB * 1024 ? 'yes' : 'NO'}`,
    );
  }
  const last = memory.at(-1)?.[1];
  if (last) {
    console.log(
      `  ${String(last.answer.headers['content-type'])}; ${String(last.answer.headers['content-disposition'])}`,
    );
    console.log(`  heading: ${shape?.heading.join(' | ') ?? '-'}`);
  }
}

function printStatements(rows: Timed[], counts: Map<string, StatementCount>): void {
  console.log('\nslowest query the API ran per report (EXPLAIN ANALYZE, top plan nodes):');
  for (const row of rows) {
    const count = counts.get(row.report.label);
    const plan = count?.plan;
    const jit = plan?.jitMs ? ` (JIT ${plan.jitMs.toFixed(0)} ms of it)` : '';
    console.log(
      `  ${row.report.label.padEnd(50)} ${plan ? `${plan.ms.toFixed(0)} ms${jit}, planned in ${plan.planMs.toFixed(0)} ms: ${plan.nodes}` : '-'}`,
    );
    if (values.verbose) {
      for (const text of count?.texts ?? []) console.log(`      - ${text}`);
      if (plan) console.log(`      slowest: ${plan.text}`);
    }
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('Set DATABASE_URL to a PostgreSQL server (a database is created beside it).');
  const scratch = values.reuse
    ? { url: withDatabase(url, values.reuse), drop: () => Promise.resolve() }
    : await createScratchDatabase(url);
  const port = 4900 + Math.floor(Math.random() * 90);
  // Seeding, and EXPLAIN of the API's queries with the settings the API's connections have
  // (data-source-options.ts turns JIT off), or those --pgoptions gives them.
  const pool = new pg.Pool({
    connectionString: scratch.url,
    max: 2,
    options: values.pgoptions ?? '-c jit=off',
  });
  // The floor without JIT compilation: compiling these large statements costs PostgreSQL seconds
  // and saves nothing at this size (the API's own plans are explained with the defaults below).
  const floorPool = new pg.Pool({ connectionString: scratch.url, max: 1, options: '-c jit=off' });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // The first start migrates (a reused database gets any new migration).
    server = await startServer(scratch.url, port, SERVER_ENV);
    const started = performance.now();
    const seed = values.reuse
      ? await rekeyYear(pool, 0)
      : await seedYear(pool, { members: Number(values.members), days: Number(values.days) });
    await prepareReports(pool, seed.idWorkspace, seed.owner.idUser);
    const seeded = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${values.reuse ? 'reused' : 'seeded'} in ${seeded} s:`, seed.counts);
    const ctx = await reportContext(pool, seed.idWorkspace, seed.owner);
    const iso = (s: number) => new Date(s * 1000).toISOString();
    console.log(
      `${String(ctx.memberIds.length)} members, ${ctx.timeZone}; month ${iso(ctx.month.start)} .. ${iso(ctx.month.end)}; year ${iso(ctx.year.start)} .. ${iso(ctx.year.end)}`,
    );
    const reports = [...REPORTS, ...SCALING].filter(
      (report) => !values.only || report.label.includes(values.only),
    );
    const rows: Timed[] = [];
    for (const report of reports) rows.push(await time(port, floorPool, ctx, report));
    await stopServer(server);
    server = undefined;
    const exportCase = reports.find((report) => report.isExport);
    // A month's export and the year's, each on its own fresh server: memory that does not grow
    // with the size of the file is the runtime's, not the export's.
    const memory: [string, MemoryRun][] = [];
    if (exportCase) {
      memory.push([
        'a month',
        await exportMemory(scratch.url, port + 1, ctx, exportCase, ctx.month),
      ]);
      memory.push(['a year', await exportMemory(scratch.url, port + 2, ctx, exportCase, ctx.year)]);
    }
    const counts = await countStatements(scratch.url, port + 3, ctx, reports, pool, SERVER_ENV);
    printTable(rows, counts);
    printExport(
      rows.find((row) => row.report.isExport),
      memory,
      exportCase && counts.get(exportCase.label),
    );
    printStatements(rows, counts);
    if (values.keep && !values.reuse) console.log(`\nkept ${scratch.url}`);
  } finally {
    await pool.end();
    await floorPool.end();
    closeAgent();
    if (server) await stopServer(server);
    if (!values.keep) await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
