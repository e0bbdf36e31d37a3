/**
 * Benchmark (not a test): a member at a kiosk, identify by PIN + one online punch, through the
 * whole API versus the same work through bare node-postgres (kiosk-floor.ts says exactly what the
 * floor does), at the same concurrency on the same PostgreSQL, in one run. Then the offline
 * backlog: one kiosk sends one batch of 600 punches twice at the same time.
 *
 *   npm run build -w shared && npm run build -w api &&
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:kiosk
 *   options: --members 200 --concurrency 8 --seconds 10 --rounds 5 --batch 600 --capture
 *
 * One operation = POST /v1/kiosk/identify {method: pin} + POST /v1/kiosk/punches with one entry
 * (clock_in, and clock_out the next time the same member comes), signed and chained per kiosk.
 * Each concurrent driver is one kiosk, so each journal chain is sequential. Goals (issue 15): the
 * API reaches at least 60% of the floor's throughput, and its p95 is under 100 ms on loopback (at
 * the chosen concurrency: client, server and PostgreSQL share the cores, so on a busy machine read
 * it beside the floor's p95, and try --concurrency 1 for the latency of one kiosk alone); the
 * batch of 600 applies in under 5 s, exactly once. Online punches are dated now (a member punched
 * twice within a second gets the next second), since a kiosk session only covers punches made
 * around its issue; the backlog is dated a day ago, a minute apart, in a workspace of its own.
 * --capture prints the statements the API sends for two operations (through pg-capture.ts) beside
 * the floor's count, so a drift between the two shows. BENCH_CPU_PROF=dir writes the server's CPU
 * profile.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  createScratchDatabase,
  drive,
  percentile,
  type RunResult,
  seedMembers,
  summary,
  withBenchServer,
} from './bench-support.js';
import { FLOOR_STATEMENTS, floorOperation } from './kiosk-floor.js';
import { startPgCapture } from './pg-capture.js';
import {
  apiOperation,
  type DeviceClient,
  deviceClient,
  type KioskMember,
  SECRETS,
  seedKiosks,
  seedPins,
} from './kiosk-setup.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    batch: { type: 'string', default: '600' },
    capture: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const BATCH = Number(values.batch);
const PORT = 5200 + Math.floor(Math.random() * 100); // apart from the other benches' ports

function merged(results: RunResult[]): RunResult {
  return {
    operations: results.reduce((sum, r) => sum + r.operations, 0),
    seconds: results.reduce((sum, r) => sum + r.seconds, 0),
    latenciesMs: results.flatMap((r) => r.latenciesMs),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

function line(label: string, result: RunResult): string {
  const row = summary(label, result);
  const p95 = percentile(result.latenciesMs, 95);
  return (
    `${label.padEnd(30)} ${row.perSecond.toFixed(0).padStart(6)} ops/s   p50 ${row.p50.toFixed(1)} ms` +
    `   p95 ${p95.toFixed(1)} ms   p99 ${row.p99.toFixed(1)} ms   errors ${String(result.errors)}`
  );
}

/** The statements the API sends for one operation, captured on the wire by a second server. */
async function captureOperation(url: string, member: KioskMember): Promise<string[]> {
  const capture = await startPgCapture(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return await withBenchServer(capture.url, PORT + 100, { ...SECRETS }, async () => {
      const call = deviceClient(PORT + 100, agent);
      await apiOperation(call, member); // warm: prepared statements, pools
      capture.start();
      // A clock-in then a clock-out, so both clock statements show.
      const ok = (await apiOperation(call, member)) && (await apiOperation(call, member));
      const statements = capture.stop();
      if (!ok) throw new Error('the captured operation failed');
      return statements.map((s) => s.text.replace(/\s+/g, ' ').slice(0, 110));
    });
  } finally {
    agent.destroy();
    await capture.close();
  }
}

/**
 * One kiosk's offline backlog, in a workspace of its own: `size` PIN punches (clock_in and
 * clock_out in turn over 20 members, a minute apart, starting a day ago) sent twice at the same
 * moment. Answers the wall time until both answered, and whether every entry was applied exactly
 * once (one answer says applied, the other duplicate).
 */
async function offlineBatch(
  pool: pg.Pool,
  call: DeviceClient,
  size: number,
): Promise<{ ms: number; exactlyOnce: boolean; statuses: string }> {
  const seeded = await seedMembers(pool, 20);
  const [kiosk] = await seedKiosks(pool, seeded.idWorkspace, seeded.members[0]?.idUser ?? '', 1);
  if (!kiosk) throw new Error('no kiosk');
  const members = await seedPins(pool, seeded.members, [kiosk]);
  const start = Math.floor(Date.now() / 1000) - 86_400;
  const entries = [];
  for (let i = 0; i < size; i++) {
    const member = members[i % members.length] as KioskMember;
    const action = member.clockedIn ? 'clock_out' : 'clock_in';
    entries.push(await kiosk.next(action, start + i * 60, { method: 'pin', value: member.pin }));
    member.clockedIn = !member.clockedIn;
  }
  const started = performance.now();
  const answers = await Promise.all([
    call(kiosk.token, '/v1/kiosk/punches', { punches: entries }),
    call(kiosk.token, '/v1/kiosk/punches', { punches: entries }),
  ]);
  const ms = performance.now() - started;
  const counts = new Map<string, number>();
  let exactlyOnce = answers.every((a) => a.status === 200);
  const lists = answers.map(
    (a) => (a.body as { results?: { status: string }[] } | null)?.results ?? [],
  );
  for (let i = 0; i < size; i++) {
    const pair = lists.map((list) => list[i]?.status ?? 'missing').sort();
    for (const status of pair) counts.set(status, (counts.get(status) ?? 0) + 1);
    if (pair[0] !== 'applied' || pair[1] !== 'duplicate') exactlyOnce = false;
  }
  return { ms, exactlyOnce, statuses: [...counts].map(([k, v]) => `${k} ${String(v)}`).join(', ') };
}

/** Seeds the scratch database, then measures the API (on `port`) beside the floor. */
async function measureAll(scratchUrl: string, pool: pg.Pool, agent: http.Agent): Promise<void> {
  const seeded = await seedMembers(pool, MEMBERS);
  const kiosks = await seedKiosks(
    pool,
    seeded.idWorkspace,
    seeded.members[0]?.idUser ?? '',
    CONCURRENCY,
  );
  const members = await seedPins(pool, seeded.members, kiosks);
  const call = deviceClient(PORT, agent);

  if (values.capture) {
    const api = await captureOperation(scratchUrl, members[0] as KioskMember);
    console.log(`API: ${String(api.length)} statements for two operations (in, then out)`);
    for (const text of api) console.log(`  ${text}`);
    console.log(`floor: ${FLOOR_STATEMENTS} statements per operation`);
  }

  const apiOp = (m: KioskMember) => apiOperation(call, m);
  const floorOp = (m: KioskMember) => floorOperation(pool, seeded.idWorkspace, m);
  // Warm both paths (JIT, connection pools, plans) before measuring.
  await drive(members, CONCURRENCY, 2, apiOp);
  await drive(members, CONCURRENCY, 2, floorOp);
  // Short turns, API then floor, so a load that comes and goes on a shared machine falls on both.
  const api: RunResult[] = [];
  const floor: RunResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    api.push(await drive(members, CONCURRENCY, SECONDS / ROUNDS, apiOp));
    floor.push(await drive(members, CONCURRENCY, SECONDS / ROUNDS, floorOp));
  }
  const batch = await offlineBatch(pool, call, BATCH);

  console.log(
    `kiosk identify (PIN) + punch, ${String(MEMBERS)} members, ${String(CONCURRENCY)} kiosks ` +
      `(one per driver), ${String(SECONDS)} s each in ${String(ROUNDS)} alternating turns`,
  );
  const apiTotal = merged(api);
  const floorTotal = merged(floor);
  console.log(line('API (HTTP, device token)', apiTotal));
  console.log(line('floor (bare pg, same SQL)', floorTotal));
  const ratio =
    apiTotal.operations / apiTotal.seconds / (floorTotal.operations / floorTotal.seconds);
  const p95 = percentile(apiTotal.latenciesMs, 95);
  console.log(
    `  ratio ${(ratio * 100).toFixed(0)}% (goal >= 60%: ${ratio >= 0.6 ? 'met' : 'MISSED'}); ` +
      `API p95 ${p95.toFixed(1)} ms (goal < 100 ms: ${p95 < 100 ? 'met' : 'MISSED'})`,
  );
  console.log(
    `offline batch of ${String(BATCH)} from one kiosk, sent twice at once: ` +
      `${(batch.ms / 1000).toFixed(2)} s (goal < 5 s: ${batch.ms < 5000 ? 'met' : 'MISSED'}); ` +
      `exactly once: ${batch.exactlyOnce ? 'yes' : 'NO'} (${batch.statuses})`,
  );
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL server (a scratch database is created beside it).',
    );
  const scratch = await createScratchDatabase(url);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
  // A lean keep-alive client (see clock-in.ts): client, server and PostgreSQL share the cores.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });
  try {
    await withBenchServer(scratch.url, PORT, { ...SECRETS }, () =>
      measureAll(scratch.url, pool, agent),
    );
  } finally {
    await pool.end();
    agent.destroy();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
