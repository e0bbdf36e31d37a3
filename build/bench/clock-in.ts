/**
 * Benchmark (not a test): clock-in + clock-out through the whole API versus the same SQL through
 * bare node-postgres, at the same concurrency on the same PostgreSQL, in one run; once with each
 * member's API key (`Authorization: Bearer`) and once with a signed-in browser's session cookie.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:clock-in
 *   options: --members 200 --concurrency 16 --seconds 10 --auth both|key|session
 *
 * One operation = clock in, then clock out, for one member (two HTTP requests / two request-sized
 * SQL sequences). The floor (clock-floor.ts) asks what each request must know by hand. Goals: the
 * API reaches at least 60% of the floor's throughput, its p99 within the floor's p99 + 10 ms.
 * BENCH_CPU_PROF=dir writes the server's CPU profile there.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  createScratchDatabase,
  drive,
  seedMembers,
  startServer,
  stopServer,
  summary,
} from './bench-support.js';
import {
  type AuthMode,
  CLOCK_IN,
  CLOCK_OUT,
  type ClockMember,
  floorRequest,
  signInMembers,
} from './clock-floor.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    auth: { type: 'string', default: 'both' },
  },
});
const MEMBERS = Number(values.members);
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const MODES: AuthMode[] = values.auth === 'both' ? ['key', 'session'] : [values.auth as AuthMode];
const PORT = 4700 + Math.floor(Math.random() * 200);

type Row = ReturnType<typeof summary>;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL server (a scratch database is created beside it).',
    );
  const scratch = await createScratchDatabase(url);
  const server = await startServer(scratch.url, PORT);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 10 });
  // A lean keep-alive client: undici's fetch costs more CPU than the server it measures, and
  // client, server and PostgreSQL share the machine's cores.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    const seeded = await seedMembers(pool, MEMBERS);
    const { idWorkspace } = seeded;
    const members = await signInMembers(pool, PORT, seeded.members, (m) =>
      createHash('sha256').update(m.token).digest('base64url'),
    );
    const call = (
      mode: AuthMode,
      method: 'POST' | 'PATCH',
      member: ClockMember,
      expected: number,
    ) =>
      new Promise<boolean>((resolve, reject) => {
        const credential =
          mode === 'key' ? { authorization: `Bearer ${member.token}` } : { cookie: member.cookie };
        const request = http.request(
          {
            host: '127.0.0.1',
            port: PORT,
            path: '/v1/workspaces/timestamps',
            method,
            agent,
            headers: { ...credential, 'content-type': 'application/json', 'content-length': 2 },
          },
          (response) => {
            response.resume();
            response.on('end', () => {
              resolve(response.statusCode === expected);
            });
          },
        );
        request.on('error', reject);
        request.end('{}');
      });

    const results: { mode: AuthMode; api: Row; floor: Row; errors: [number, number] }[] = [];
    for (const mode of MODES) {
      const apiOp = async (m: ClockMember) =>
        (await call(mode, 'POST', m, 201)) && call(mode, 'PATCH', m, 200);
      const floorOp = async (m: ClockMember) =>
        (await floorRequest(pool, mode, m, idWorkspace, CLOCK_IN)) &&
        floorRequest(pool, mode, m, idWorkspace, CLOCK_OUT);
      // Warm both paths (JIT, connection pools, plans) before measuring.
      await drive(members, CONCURRENCY, 2, apiOp);
      const api = await drive(members, CONCURRENCY, SECONDS, apiOp);
      await drive(members, CONCURRENCY, 2, floorOp);
      const floor = await drive(members, CONCURRENCY, SECONDS, floorOp);
      results.push({
        mode,
        api: summary(`API, ${mode === 'key' ? 'API key' : 'session cookie'}`, api),
        floor: summary(`floor (bare pg, same SQL)`, floor),
        errors: [api.errors, floor.errors],
      });
    }

    console.log(
      `clock-in + clock-out, ${MEMBERS} members, concurrency ${CONCURRENCY}, ${SECONDS} s each`,
    );
    for (const { api, floor, errors } of results) {
      for (const row of [api, floor]) {
        console.log(
          `${row.label.padEnd(28)} ${row.perSecond.toFixed(0).padStart(6)} ops/s   p50 ${row.p50.toFixed(1)} ms   p99 ${row.p99.toFixed(1)} ms`,
        );
      }
      const ratio = api.perSecond / floor.perSecond;
      const p99Met = api.p99 <= floor.p99 + 10;
      console.log(
        `  errors: API ${errors[0]}, floor ${errors[1]}; ratio ${(ratio * 100).toFixed(0)}% ` +
          `(goal >= 60%: ${ratio >= 0.6 ? 'met' : 'MISSED'}); p99 ${api.p99.toFixed(1)} vs ` +
          `${(floor.p99 + 10).toFixed(1)} ms allowed (${p99Met ? 'met' : 'MISSED'})`,
      );
    }
  } finally {
    await pool.end();
    agent.destroy();
    await stopServer(server);
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
