/**
 * Benchmark (not a test): clock-in + clock-out through the whole API versus the same SQL through
 * bare node-postgres, at the same concurrency on the same PostgreSQL, in one run.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:clock-in
 *   options: --members 200 --concurrency 16 --seconds 10
 *
 * One operation = clock in, then clock out, for one member (two HTTP requests / two request-sized
 * SQL sequences). The floor issues what the API issues per request: the API-key lookup (with its
 * membership, workspace and user), the workspace's grants, then the clock statement itself.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  type BenchMember,
  createScratchDatabase,
  drive,
  seedMembers,
  startServer,
  summary,
} from './bench-support.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
  },
});
const MEMBERS = Number(values.members);
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const PORT = 4700 + Math.floor(Math.random() * 200);

const MEMBER_BY_KEY = `SELECT m.*, w.*, u.* FROM workspace_members m
  JOIN workspaces w ON w.id = m.id_workspace
  JOIN users u ON u.id = m.id_user AND u.deleted_at IS NULL
  WHERE m.deleted_at IS NULL AND w.deleted_at IS NULL AND m.status = 'ACTIVE' AND m.api_key_hash = $1`;
const GRANTS = `SELECT g.id_permission, p.permission, g.member_role
  FROM workspace_permissions g JOIN permissions p ON p.id = g.id_permission
  WHERE g.id_workspace = $1 ORDER BY p.permission, g.member_role`;
const CLOCK_IN = `INSERT INTO workspace_times (id_workspace, id_user, start_at, started_by,
    location_in, latitude_in, longitude_in, user_agent_in, ip_address_in)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  RETURNING id, id_user, id_workspace, start_at, user_agent_in, ip_address_in`;
const CLOCK_OUT = `WITH closed AS (
    UPDATE workspace_times
       SET end_at = $3, stopped_by = $4, location_out = $5, latitude_out = $6,
           longitude_out = $7, user_agent_out = $8, ip_address_out = $9, updated_at = now()
     WHERE id_workspace = $1 AND id_user = $2 AND end_at IS NULL AND deleted_at IS NULL AND start_at < $3
    RETURNING id, end_at, user_agent_out, ip_address_out
  ), ended_break AS (
    UPDATE breaks b
       SET end_at = $3, stopped_by = $4, location_out = $5, latitude_out = $6,
           longitude_out = $7, user_agent_out = $8, ip_address_out = $9, updated_at = now()
      FROM closed
     WHERE b.id_workspace_time = closed.id AND b.end_at IS NULL AND b.deleted_at IS NULL AND b.start_at < $3
  ), stopped_activity AS (
    UPDATE activities a
       SET end_at = date_trunc('second', $3::timestamptz), stopped_by = $4,
           user_agent_out = $8, ip_address_out = $9, updated_at = now()
      FROM closed
     WHERE a.id_workspace_time = closed.id AND a.end_at IS NULL AND a.deleted_at IS NULL
       AND a.start_at < date_trunc('second', $3::timestamptz)
  )
  SELECT id, end_at, user_agent_out, ip_address_out FROM closed`;

/** What the API does for one authenticated request, then its clock statement. */
async function floorRequest(
  pool: pg.Pool,
  member: BenchMember,
  hash: string,
  idWorkspace: string,
  statement: string,
) {
  await pool.query(MEMBER_BY_KEY, [hash]);
  await pool.query(GRANTS, [idWorkspace]);
  const params = [
    idWorkspace,
    member.idUser,
    new Date(),
    member.idUser,
    null,
    null,
    null,
    'bench',
    '127.0.0.1',
  ];
  const result = await pool.query(statement, params);
  return result.rowCount === 1;
}

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
    const { idWorkspace, members } = await seedMembers(pool, MEMBERS);
    const call = (method: 'POST' | 'PATCH', member: BenchMember, expected: number) =>
      new Promise<boolean>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port: PORT,
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
              resolve(response.statusCode === expected);
            });
          },
        );
        request.on('error', reject);
        request.end('{}');
      });
    // Warm both paths (JIT, connection pools, plans) before measuring.
    await drive(
      members,
      CONCURRENCY,
      2,
      async (m) => (await call('POST', m, 201)) && call('PATCH', m, 200),
    );
    const api = await drive(
      members,
      CONCURRENCY,
      SECONDS,
      async (m) => (await call('POST', m, 201)) && call('PATCH', m, 200),
    );

    const hashes = new Map(
      members.map((m) => [m.idUser, createHash('sha256').update(m.token).digest('base64url')]),
    );
    const floorOp = async (m: BenchMember) => {
      const hash = hashes.get(m.idUser) ?? '';
      return (
        (await floorRequest(pool, m, hash, idWorkspace, CLOCK_IN)) &&
        floorRequest(pool, m, hash, idWorkspace, CLOCK_OUT)
      );
    };
    await drive(members, CONCURRENCY, 2, floorOp);
    const floor = await drive(members, CONCURRENCY, SECONDS, floorOp);

    const rows = [
      summary('API (HTTP, whole app)', api),
      summary('floor (bare pg, same SQL)', floor),
    ];
    console.log(
      `clock-in + clock-out, ${MEMBERS} members, concurrency ${CONCURRENCY}, ${SECONDS} s each`,
    );
    for (const row of rows) {
      console.log(
        `${row.label.padEnd(28)} ${row.perSecond.toFixed(0).padStart(6)} ops/s   p50 ${row.p50.toFixed(1)} ms   p99 ${row.p99.toFixed(1)} ms`,
      );
    }
    console.log(`errors: API ${api.errors}, floor ${floor.errors}`);
    const ratio = rows[0] && rows[1] ? rows[0].perSecond / rows[1].perSecond : 0;
    console.log(`ratio API / floor: ${(ratio * 100).toFixed(0)}% (goal: at least 60%)`);
  } finally {
    await pool.end();
    agent.destroy();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
