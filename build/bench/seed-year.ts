/**
 * Seeds one workspace with a year of history for the read benchmarks (and the reports ones):
 * `members` members x `days` days, each day a closed workspace time (09:xx-18:xx in Asia/Tokyo)
 * with a lunch break and two activities around it, a tenth of the members clocked in right now,
 * a catalogue of projects, tasks, tags, categories and clients, and about two time requests per
 * member and month (the last month's awaiting review). 1,000 x 365 gives about 365k workspace
 * times, 365k breaks and 730k activities.
 *
 * Every table is filled by set-based `INSERT ... SELECT` over `generate_series`, never row by
 * row, so a year seeds in about a minute. Activity descriptions mix English and Japanese, so
 * search is measured on both. The database must already be migrated (start the server first).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/some_migrated_db \
 *     npx tsx build/bench/seed-year.ts --members 1000 --days 365
 */
import { createHash, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultPermissionGrants } from '@punchcard/shared';
import pg from 'pg';
import type { BenchMember } from './bench-support.js';
import { CLIENTS, FAMILY, GIVEN, PHRASES, PROJECTS } from './seed-text.js';

export const SEED_TIME_ZONE = 'Asia/Tokyo';

export interface YearSeed {
  idWorkspace: string;
  /** The workspace's super owner: a manager's reads (every member's data, the pending lists). */
  owner: BenchMember;
  members: BenchMember[];
  counts: Record<string, number>;
}

function apiKeyHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The whole seed in one transaction (the break triggers are deferred to its commit). */
export async function seedYear(
  pool: pg.Pool,
  options: { members: number; days: number },
): Promise<YearSeed> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    const seed = await seedIn(client, options);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return seed;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

async function seedIn(
  client: pg.PoolClient,
  { members, days }: { members: number; days: number },
): Promise<YearSeed> {
  const run = randomUUID().slice(0, 8);
  const ownerToken = `pk_${randomUUID()}`;
  const { rows: ownerRows } = await client.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name) VALUES ($1, 'Olivia', '大森') RETURNING id`,
    [`owner.${run}@bench.test`],
  );
  const idOwner = ownerRows[0]?.id ?? '';
  const { rows: workspaceRows } = await client.query<{ id: string }>(
    `INSERT INTO workspaces (name, plan, time_zone, created_by)
     VALUES ('Bench year', 'BUSINESS', $1, $2) RETURNING id`,
    [SEED_TIME_ZONE, idOwner],
  );
  const idWorkspace = workspaceRows[0]?.id ?? '';
  const grants = defaultPermissionGrants();
  await client.query(
    `WITH settings AS (INSERT INTO timestamp_settings (id_workspace) VALUES ($1))
     INSERT INTO workspace_permissions (id_workspace, id_permission, member_role)
     SELECT $1, p.id, g.role FROM unnest($2::text[], $3::text[]) AS g(permission, role)
       JOIN permissions p ON p.permission = g.permission ON CONFLICT DO NOTHING`,
    [idWorkspace, grants.map((g) => g.permission), grants.map((g) => g.role)],
  );
  await client.query(
    `INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default, api_key_hash)
     VALUES ($1, $2, 'SuperOwner', 'ACTIVE', true, $3)`,
    [idWorkspace, idOwner, apiKeyHash(ownerToken)],
  );

  // Members: one API key each (how the benchmark calls as them), names half Japanese.
  const tokens = Array.from({ length: members }, () => `pk_${randomUUID()}`);
  const byHash = new Map(tokens.map((token) => [apiKeyHash(token), token]));
  const { rows: memberRows } = await client.query<{ id_user: string; api_key_hash: string }>(
    `WITH input AS (SELECT hash, i FROM unnest($2::text[]) WITH ORDINALITY AS t(hash, i)),
          created AS (
            INSERT INTO users (email, first_name, last_name, locale)
            SELECT 'member' || i || '.' || $3 || '@bench.test', ($5::text[])[1 + i % 10],
                   ($4::text[])[1 + (i / 10) % 10], CASE WHEN i % 2 = 0 THEN 'ja' ELSE 'en' END
              FROM input ORDER BY i
            RETURNING id, email)
     INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default, api_key_hash,
                                    joined_at)
     SELECT $1, c.id, 'Member', 'ACTIVE', true, input.hash, now() - interval '2 years'
       FROM created c JOIN input ON c.email = 'member' || input.i || '.' || $3 || '@bench.test'
     RETURNING id_user, api_key_hash`,
    [idWorkspace, [...byHash.keys()], run, FAMILY, GIVEN],
  );
  const benchMembers = memberRows.map((row) => ({
    idUser: row.id_user,
    token: byHash.get(row.api_key_hash) ?? '',
  }));

  await seedCatalogue(client, idWorkspace, idOwner);
  await seedTime(client, idWorkspace, days);
  await seedRequests(client, idWorkspace, idOwner);

  const counts = await countsOf(client, idWorkspace);
  return {
    idWorkspace,
    owner: { idUser: idOwner, token: ownerToken },
    members: benchMembers,
    counts,
  };
}

/** What the seeded workspace holds, for the benchmark's heading. */
async function countsOf(
  db: pg.Pool | pg.PoolClient,
  idWorkspace: string,
): Promise<Record<string, number>> {
  const { rows: countRows } = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM workspace_times WHERE id_workspace = $1)::int AS workspace_times,
            (SELECT count(*) FROM breaks WHERE id_workspace = $1)::int AS breaks,
            (SELECT count(*) FROM activities WHERE id_workspace = $1)::int AS activities,
            (SELECT count(*) FROM activity_tags t JOIN activities a ON a.id = t.id_activity
              WHERE a.id_workspace = $1)::int AS activity_tags,
            (SELECT count(*) FROM time_requests WHERE id_workspace = $1)::int AS time_requests`,
    [idWorkspace],
  );
  return countRows[0] ?? {};
}

/** Clients, projects (every third private), five tasks per project, tags and categories. */
async function seedCatalogue(client: pg.PoolClient, idWorkspace: string, idOwner: string) {
  await client.query(`INSERT INTO clients (id_workspace, name) SELECT $1, unnest($2::text[])`, [
    idWorkspace,
    CLIENTS,
  ]);
  await client.query(
    `INSERT INTO projects (id_workspace, name, is_public, created_by)
     SELECT $1, p || ' ' || n, n % 3 <> 0, $2
       FROM unnest($3::text[]) AS p, generate_series(1, 4) AS n`,
    [idWorkspace, idOwner, PROJECTS],
  );
  await client.query(
    `INSERT INTO tasks (id_workspace, id_project, id_user, name)
     SELECT p.id_workspace, p.id, $2, p.name || ' / ' || t
       FROM projects p, unnest(ARRAY['Design', 'Build', 'Test', '確認', 'リリース']) AS t
      WHERE p.id_workspace = $1`,
    [idWorkspace, idOwner],
  );
  await client.query(
    `INSERT INTO tags (id_workspace, name)
     SELECT $1, t || ' ' || n FROM unnest(ARRAY['urgent', 'billable', 'internal', '至急', '社内'])
       AS t, generate_series(1, 6) AS n`,
    [idWorkspace],
  );
  await client.query(
    `INSERT INTO categories (id_workspace, name)
     SELECT $1, unnest(ARRAY['Meetings', 'Development', 'Support', 'Sales', '事務', '開発', '営業'])`,
    [idWorkspace],
  );
}

/**
 * Workspace times, breaks and activities. Rows go in day by day as a real workspace fills its
 * tables, so one member's year lies scattered over the whole heap.
 */
async function seedTime(client: pg.PoolClient, idWorkspace: string, days: number) {
  const params = [idWorkspace, SEED_TIME_ZONE, days];
  await client.query(
    `WITH m AS (SELECT id_user, row_number() OVER (ORDER BY id_user) AS i FROM workspace_members
                 WHERE id_workspace = $1 AND role = 'Member'),
          base AS (SELECT date_trunc('day', now() AT TIME ZONE $2) AS today)
     INSERT INTO workspace_times (id_workspace, id_user, start_at, end_at, started_by, stopped_by,
                                  user_agent_in, ip_address_in, user_agent_out, ip_address_out,
                                  created_at)
     SELECT $1, m.id_user, s.start_at, s.end_at, m.id_user, m.id_user,
            'kiosk/1.0', '192.0.2.10', 'kiosk/1.0', '192.0.2.10', s.end_at
       FROM base, generate_series($3::int, 1, -1) AS d, m,
            LATERAL (SELECT (today - d * interval '1 day' + interval '9 hours'
                             + ((m.i * 7 + d * 13) % 45) * interval '1 minute') AT TIME ZONE $2
                              AS start_at,
                            (today - d * interval '1 day' + interval '18 hours'
                             + ((m.i * 11 + d * 5) % 45) * interval '1 minute') AT TIME ZONE $2
                              AS end_at) s
      ORDER BY d DESC, m.i`,
    params,
  );
  // A tenth of the members are at work now, a fifth of those on a break.
  await client.query(
    `WITH m AS (SELECT id_user, row_number() OVER (ORDER BY id_user) AS i FROM workspace_members
                 WHERE id_workspace = $1 AND role = 'Member')
     INSERT INTO workspace_times (id_workspace, id_user, start_at, started_by)
     SELECT $1, id_user, now() - interval '2 hours', id_user FROM m WHERE i % 10 = 0`,
    [idWorkspace],
  );
  await client.query(
    `INSERT INTO breaks (id_workspace, id_user, id_workspace_time, start_at, end_at, started_by,
                         stopped_by, user_agent_in, ip_address_in, created_at)
     SELECT w.id_workspace, w.id_user, w.id,
            CASE WHEN w.end_at IS NULL THEN now() - interval '1 hour'
                 ELSE date_trunc('hour', w.start_at) + interval '3 hours' END,
            CASE WHEN w.end_at IS NULL THEN NULL
                 ELSE date_trunc('hour', w.start_at) + interval '4 hours' END,
            w.id_user, w.id_user, 'kiosk/1.0', '192.0.2.10', w.start_at
       FROM workspace_times w
      WHERE w.id_workspace = $1 AND (w.end_at IS NOT NULL OR abs(hashtext(w.id::text)) % 5 = 0)
      ORDER BY w.start_at`,
    [idWorkspace],
  );
  // Two activities per closed workspace time, around its break, with a phrase, sometimes a
  // client's name, and a task of some project.
  await client.query(
    `WITH t AS (SELECT id, id_project, row_number() OVER (ORDER BY id) AS n FROM tasks
                 WHERE id_workspace = $1),
          k AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM categories
                 WHERE id_workspace = $1),
          spans AS (
            SELECT w.id_workspace, w.id_user, w.id AS id_workspace_time, p.start_at, p.end_at,
                   abs(hashtext(w.id::text || p.part)) AS h
              FROM workspace_times w JOIN breaks b ON b.id_workspace_time = w.id,
                   LATERAL (VALUES ('am', w.start_at, b.start_at), ('pm', b.end_at, w.end_at))
                     AS p(part, start_at, end_at)
             WHERE w.id_workspace = $1 AND w.end_at IS NOT NULL)
     INSERT INTO activities (id_workspace, id_user, id_workspace_time, start_at, end_at,
                             started_by, stopped_by, id_project, id_task, id_category,
                             description, created_at)
     SELECT s.id_workspace, s.id_user, s.id_workspace_time, s.start_at, s.end_at, s.id_user,
            s.id_user, t.id_project, t.id, k.id,
            ($2::text[])[1 + s.h % cardinality($2::text[])]
              || CASE WHEN s.h % 3 = 0
                      THEN ' ' || ($3::text[])[1 + (s.h / 3) % cardinality($3::text[])] ELSE '' END
              || CASE WHEN s.h % 5 = 0 THEN ' #' || (s.h / 7) % 5000 ELSE '' END,
            s.end_at
       FROM spans s
       JOIN t ON t.n = 1 + s.h % (SELECT count(*) FROM t)
       JOIN k ON k.n = 1 + (s.h / 11) % (SELECT count(*) FROM k)
      ORDER BY s.start_at`,
    [idWorkspace, PHRASES, CLIENTS],
  );
  await client.query(
    `WITH g AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM tags WHERE id_workspace = $1)
     INSERT INTO activity_tags (id_activity, id_tag)
     SELECT a.id, g.id FROM activities a
       JOIN g ON g.n = 1 + abs(hashtext(a.id::text)) / 4 % (SELECT count(*) FROM g)
      WHERE a.id_workspace = $1 AND abs(hashtext(a.id::text)) % 4 = 0`,
    [idWorkspace],
  );
}

/**
 * On the 15th of each month a member asks to fix that day's workspace time and its morning
 * activity: reviewed (mostly approved) for past months, awaiting review within the last 30 days.
 */
async function seedRequests(client: pg.PoolClient, idWorkspace: string, idOwner: string) {
  const review = `CASE WHEN t.start_at < now() - interval '30 days' THEN t.start_at + interval '2 days' END`;
  const approved = `CASE WHEN t.start_at < now() - interval '30 days'
                         THEN abs(hashtext(t.id::text)) % 10 <> 0 END`;
  // Filed at some moment of the next day: ties on the lists' sort keys would be a seed artefact.
  const filed = `interval '1 day' + abs(hashtext(t.id::text)) % 36000 * interval '1 second'`;
  const reviewer = `CASE WHEN t.start_at < now() - interval '30 days' THEN $3::uuid END`;
  await client.query(
    `INSERT INTO time_requests (id_workspace, id_user, kind, request_type, id_workspace_time,
                                start_at, end_at, reason, created_at, submitted_at, reviewed_at,
                                is_approved, reviewed_by)
     SELECT t.id_workspace, t.id_user, 'workspace_time', 'EDIT', t.id,
            t.start_at - interval '15 minutes', t.end_at, 'Forgot to clock in at the door',
            t.end_at + ${filed}, t.end_at + ${filed}, ${review}, ${approved},
            ${reviewer}
       FROM workspace_times t
      WHERE t.id_workspace = $1 AND t.end_at IS NOT NULL
        AND extract(day FROM t.start_at AT TIME ZONE $2) = 15`,
    [idWorkspace, SEED_TIME_ZONE, idOwner],
  );
  await client.query(
    `INSERT INTO time_requests (id_workspace, id_user, kind, request_type, id_activity, start_at,
                                end_at, description, reason, created_at, submitted_at,
                                reviewed_at, is_approved, reviewed_by)
     SELECT t.id_workspace, t.id_user, 'activity', 'EDIT', t.id, t.start_at, t.end_at,
            t.description || '（修正）', '作業内容の修正', t.end_at + ${filed},
            t.end_at + ${filed}, ${review}, ${approved}, ${reviewer}
       FROM activities t JOIN breaks b ON b.id_workspace_time = t.id_workspace_time
      WHERE t.id_workspace = $1 AND t.end_at = b.start_at
        AND extract(day FROM t.start_at AT TIME ZONE $2) = 15`,
    [idWorkspace, SEED_TIME_ZONE, idOwner],
  );
}

/**
 * The newest seeded workspace of this database with fresh API keys for its owner and `sample`
 * members (only hashes are stored), so a kept database can be measured again.
 */
export async function rekeyYear(pool: pg.Pool, sample: number): Promise<YearSeed> {
  const { rows } = await pool.query<{ id: string; created_by: string }>(
    `SELECT id, created_by FROM workspaces WHERE name = 'Bench year' ORDER BY created_at DESC LIMIT 1`,
  );
  const workspace = rows[0];
  if (!workspace) throw new Error('No seeded workspace in this database.');
  const { rows: picked } = await pool.query<{ id_user: string }>(
    `SELECT id_user FROM workspace_members WHERE id_workspace = $1 AND role = 'Member'
      ORDER BY id_user LIMIT $2`,
    [workspace.id, sample],
  );
  const callers = [workspace.created_by, ...picked.map((row) => row.id_user)].map((idUser) => ({
    idUser,
    token: `pk_${randomUUID()}`,
  }));
  await pool.query(
    `UPDATE workspace_members m SET api_key_hash = k.hash
       FROM unnest($2::uuid[], $3::text[]) AS k(id_user, hash)
      WHERE m.id_workspace = $1 AND m.id_user = k.id_user`,
    [workspace.id, callers.map((c) => c.idUser), callers.map((c) => apiKeyHash(c.token))],
  );
  const [owner, ...members] = callers;
  if (!owner) throw new Error('unreachable: the owner is always first');
  return { idWorkspace: workspace.id, owner, members, counts: await countsOf(pool, workspace.id) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '1000' },
      days: { type: 'string', default: '365' },
    },
  });
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a migrated database.');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const started = performance.now();
    const seed = await seedYear(pool, {
      members: Number(values.members),
      days: Number(values.days),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seeded workspace ${seed.idWorkspace} in ${seconds} s`, seed.counts);
  } finally {
    await pool.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
