import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  Caller,
  type Instance,
  msUntil,
  sharedSecrets,
  signUpThrough,
  startInstance,
} from './support/instances.js';
import { ownRedisUrl } from './support/redis.js';
import { uniqueEmail } from './support/test-app.js';
import { cloneTestDatabase, serverUrl } from './support/test-database.js';

/**
 * Several API instances on one PostgreSQL, as behind a load balancer: two built server processes
 * (api/dist/main.js) share one scratch database. Nothing that must be shared may live in one
 * process's memory: the sign-in throttle counts calls to both (in PostgreSQL, or in Redis when
 * REDIS_URL is set), a permission change made through one is obeyed by the other within a
 * second, and a scheduled job that fires on both at the same instant runs once.
 */
const needsServer = serverUrl() ? describe : describe.skip;
const JOBS = ['retention-purge', 'idempotency-expiry', 'throttle-expiry'];
/** Two boots side by side on CI's 2 cores, beside another test file. */
const BOOT_TIMEOUT_MS = 150_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Cluster {
  a: Instance;
  b: Instance;
  db: pg.Client;
  close(): Promise<void>;
}

/** Two instances on a fresh migrated database, started side by side. */
async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const clone = await cloneTestDatabase(`punchcard_test_${randomUUID().replace(/-/g, '')}`);
  // Billing on: the sweep's retention purge has FREE workspaces to purge.
  const shared = {
    ...sharedSecrets(),
    DATABASE_URL: clone.url,
    THROTTLE_LIMIT_SCALE: '1',
    BILLING: 'test',
    ...env,
  };
  const started = await Promise.allSettled([
    startInstance('a', shared),
    startInstance('b', shared),
  ]);
  const [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : null));
  const db = new pg.Client({ connectionString: clone.url });
  await db.connect();
  const close = async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db.end();
    await clone.drop();
  };
  if (!a || !b) {
    await close();
    const failed = started.find((result) => result.status === 'rejected');
    throw failed?.reason ?? new Error('an instance did not start');
  }
  return { a, b, db, close };
}

/** Five failed sign-ins split across both instances; the sixth, on either, is refused. */
async function signInThrottleHolds({ a, b }: Cluster): Promise<void> {
  const email = uniqueEmail('throttled');
  const caller = new Caller();
  const signIn = (instance: Instance) =>
    caller.call(instance, 'POST', '/accounts/sign-in', { email, password: 'Wrong-pass-1' });
  for (const instance of [a, b, a, b, a]) expect((await signIn(instance)).status).toBe(400);
  const sixth = await signIn(b);
  expect(sixth.status).toBe(429);
  expect(sixth.body).toMatchObject({ status_code: 429, error_key: 'error.too_many_requests' });
  expect(Number(sixth.headers.get('retry-after-auth'))).toBeGreaterThan(0);
  expect((await signIn(a)).status).toBe(429);
  // Per account: another address still gets its own five tries, on either instance.
  const other = await caller.call(b, 'POST', '/accounts/sign-in', {
    email: uniqueEmail('other'),
    password: 'Wrong-pass-1',
  });
  expect(other.status).toBe(400);
}

needsServer('two API instances on one PostgreSQL', () => {
  let cluster: Cluster | undefined;

  beforeAll(async () => {
    // The sweep fires every second on both instances, always at the same instant (whole seconds);
    // a run keeps the job's other runs away for a minute (ONCE_WINDOW_MS), so once the test has
    // cleared `job_runs`, the next tick is an occurrence that both instances fire together.
    cluster = await startCluster({ SWEEP_CRON: '* * * * * *' });
  }, BOOT_TIMEOUT_MS);

  afterAll(() => cluster?.close());
  const running = (): Cluster => {
    if (!cluster) throw new Error('the instances did not start');
    return cluster;
  };

  it('counts the sign-in throttle across both instances (in PostgreSQL)', async () => {
    await signInThrottleHolds(running());
    const { rows } = await running().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM throttle_counters',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('obeys a permission change made through one instance on the other within a second', async () => {
    const { a, b, db } = running();
    const owner = await signUpThrough(a, uniqueEmail('owner'));
    const created = await owner.call(a, 'POST', '/workspaces', { name: 'Scale-out' });
    expect(created.status).toBe(201);
    const idWorkspace = (created.body as { id: string }).id;
    // Custom permission maps need LITE or above; the manager calls with an API key.
    await db.query(`UPDATE workspaces SET plan = 'LITE' WHERE id = $1`, [idWorkspace]);
    const token = `pk_${randomUUID()}`;
    const manager = await db.query<{ id: string }>(
      `INSERT INTO users (email) VALUES ($1) RETURNING id`,
      [uniqueEmail('manager')],
    );
    await db.query(
      `INSERT INTO workspace_members (id_workspace, id_user, role, status, is_default, api_key_hash)
       VALUES ($1, $2, 'Manager', 'ACTIVE', true, $3)`,
      [idWorkspace, manager.rows[0]?.id, createHash('sha256').update(token).digest('base64url')],
    );
    const managerCaller = new Caller(token);
    const rename = async (expected: number) =>
      (await managerCaller.call(b, 'PATCH', `/workspaces/${idWorkspace}/names`, { name: 'B' }))
        .status === expected;
    // Both instances have read the map (a cache, if any, is warm) before it changes.
    expect(await rename(403)).toBe(true);
    expect(
      (await managerCaller.call(a, 'PATCH', `/workspaces/${idWorkspace}/names`, { name: 'A' }))
        .status,
    ).toBe(403);

    const values = (await owner.call(a, 'GET', '/workspaces/permissions/values')).body as {
      id: string;
      permission: string;
    }[];
    const settings = values.find((value) => value.permission === 'MANAGE_WORKSPACE_SETTINGS');
    const granted = await owner.call(a, 'PATCH', '/workspaces/permissions', {
      permissions: [{ id_permission: settings?.id, member_role: 'Manager' }],
    });
    expect(granted.status).toBe(200);
    const grantSeenMs = await msUntil(() => rename(200), 5_000);

    const revoked = await owner.call(a, 'PATCH', '/workspaces/permissions', { permissions: [] });
    expect(revoked.status).toBe(200);
    const revokeSeenMs = await msUntil(() => rename(403), 5_000);
    console.log(
      `permission change seen by the other instance: grant ${grantSeenMs.toFixed(0)} ms, ` +
        `revocation ${revokeSeenMs.toFixed(0)} ms`,
    );
    expect(grantSeenMs).toBeLessThan(1000);
    expect(revokeSeenMs).toBeLessThan(1000);
  });

  it('runs the housekeeping sweep once when it fires on both instances at the same moment', async () => {
    const { a, b, db } = running();
    // Something for the purge to find (a FREE workspace's entry older than its 35 days), and a
    // new occurrence: without earlier runs on record, the next tick runs the jobs again.
    const user = await db.query<{ id: string }>(
      `INSERT INTO users (email) VALUES ($1) RETURNING id`,
      [uniqueEmail('free')],
    );
    const idUser = user.rows[0]?.id;
    const workspace = await db.query<{ id: string }>(
      `INSERT INTO workspaces (name, plan, created_by) VALUES ('Free', 'FREE', $1) RETURNING id`,
      [idUser],
    );
    const said = () => [a, b].map((instance) => instance.output().length);
    await db.query('BEGIN');
    await db.query('DELETE FROM job_runs');
    await db.query(
      `INSERT INTO recent_actions (id_workspace, id_user, description, used_at)
       VALUES ($1, $2, 'old', $3)`,
      [workspace.rows[0]?.id, idUser, new Date(Date.now() - 40 * DAY_MS)],
    );
    const cleared = new Date();
    const marks = said();
    await db.query('COMMIT');
    // A few ticks: the first runs each job once, the later ones find it done.
    await new Promise((resolve) => setTimeout(resolve, 4_000));

    const { rows } = await db.query<{
      job: string;
      started_at: Date;
      finished_at: Date | null;
      result: Record<string, number> | null;
    }>(`SELECT job, started_at, finished_at, result FROM job_runs ORDER BY job`);
    expect(rows.map((row) => row.job).sort()).toEqual([...JOBS].sort());
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.started_at.getTime()).toBeGreaterThanOrEqual(cleared.getTime() - 1_000);
    }
    expect(rows.find((row) => row.job === 'retention-purge')?.result).toMatchObject({
      recent_actions: 1,
    });
    // Both instances fired: for each job exactly one ran it, and both skipped it at some tick.
    const since = [a, b].map((instance, index) => instance.output().slice(marks[index]));
    for (const job of JOBS) {
      expect(since.filter((text) => text.includes(`${job}: running on`))).toHaveLength(1);
      expect(since.filter((text) => text.includes(`${job}: skipped`))).toHaveLength(2);
    }
  }, 30_000);
});

const withRedis = serverUrl() && process.env.REDIS_URL ? describe : describe.skip;

withRedis('two API instances with their throttles in Redis (REDIS_URL)', () => {
  let cluster: Cluster | undefined;

  beforeAll(async () => {
    cluster = await startCluster({ REDIS_URL: await ownRedisUrl(1) });
  }, BOOT_TIMEOUT_MS);

  afterAll(() => cluster?.close());

  it('counts the sign-in throttle across both instances, and not in PostgreSQL', async () => {
    if (!cluster) throw new Error('the instances did not start');
    await signInThrottleHolds(cluster);
    const { rows } = await cluster.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM throttle_counters',
    );
    expect(rows[0]?.n).toBe(0);
  });
});
