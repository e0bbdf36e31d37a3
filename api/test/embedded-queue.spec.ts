import { sql } from './support/db.js';
import { newMembers, newWorkspace } from './support/factory.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The whole app on embedded PGlite whatever DATABASE_URL says: every request goes through the
 * fair line in front of its single connection (src/database/connection-queue.ts) and the
 * connection that prepares statements once (src/database/pglite-connection.ts). Bursts must
 * still answer every request correctly, with the database deciding races, and never 5xx.
 */
describe('the API on embedded PostgreSQL under bursts', () => {
  let t: TestApp;
  let workspaceId: string;

  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      t = await startTestApp();
    } finally {
      if (url !== undefined) process.env.DATABASE_URL = url;
    }
    workspaceId = (await newWorkspace(t, { plan: 'BASIC' })).workspaceId;
    // Migrating a fresh PGlite takes ~15 s alone, several times that beside other suites.
  }, 180_000);
  afterAll(() => t.close());

  const clockIn = (bearer: string) =>
    t.agent().post('/v1/workspaces/timestamps').set('Authorization', bearer).send({});
  const clockOut = (bearer: string) =>
    t.agent().patch('/v1/workspaces/timestamps').set('Authorization', bearer).send({});

  it('runs on PGlite', async () => {
    const [row] = await sql<{ version: string }>(t, 'SELECT version()');
    expect(row?.version).toMatch(/wasm|emscripten/i);
  });

  it('answers 50 members x 3 simultaneous clock-ins, then their clock-outs, each correctly', async () => {
    const people = await newMembers(t, workspaceId, 50);
    const ins = await Promise.all(
      people.flatMap((person) => [
        clockIn(person.bearer),
        clockIn(person.bearer),
        clockIn(person.bearer),
      ]),
    );
    const statuses = ins.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 412)).toHaveLength(100);

    t.clock.advance(60_000);
    const outs = await Promise.all(people.map((person) => clockOut(person.bearer)));
    expect(outs.map((r) => r.status)).toEqual(people.map(() => 200));
    const [spans] = await sql<{ closed: string; open: string }>(
      t,
      `SELECT count(*) FILTER (WHERE end_at > start_at) AS closed,
              count(*) FILTER (WHERE end_at IS NULL) AS open
         FROM workspace_times WHERE id_user = ANY($1::uuid[])`,
      [people.map((p) => p.id)],
    );
    expect(spans).toEqual({ closed: '50', open: '0' });
  });

  it('keeps answering after a request failed inside the database', async () => {
    const [person] = await newMembers(t, workspaceId, 1);
    if (!person) throw new Error('no member');
    // A clock-out with nothing open fails in the database layer; the connection stays usable.
    const refused = await clockOut(person.bearer);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    await clockIn(person.bearer).expect(201);
    await t.agent().get('/v1/health').expect(200);
  });
});
