import { randomUUID } from 'node:crypto';
import { newMembers, newWorkspace } from './support/factory.js';
import { sql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The time invariants hold under concurrency because the database enforces them: racing requests
 * must fail cleanly with the spec's keys, never as 5xx, never as two rows.
 */
describe('clocking under concurrency', () => {
  let t: TestApp;
  let workspaceId: string;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await newWorkspace(t, { name: 'Busy Factory', plan: 'BASIC' });
    workspaceId = owner.workspaceId;
  });
  afterAll(() => t.close());

  /** Members with API keys, created directly: the concurrency, not sign-up, is under test. */
  const members = (count: number) => newMembers(t, workspaceId, count);

  const clockIn = (bearer: string, key?: string) => {
    const request = t
      .agent()
      .post('/v1/workspaces/timestamps')
      .set('Authorization', bearer)
      .send({});
    return key ? request.set('Idempotency-Key', key) : request;
  };
  const clockOut = (bearer: string) =>
    t.agent().patch('/v1/workspaces/timestamps').set('Authorization', bearer).send({});

  const startBreak = (bearer: string) =>
    t.agent().post('/v1/workspaces/timestamps/break').set('Authorization', bearer).send({});

  interface RaceAnswer {
    status: number;
    body: unknown;
  }

  /** Every loser of a race answers the same 412 with the same key: never a 409 or a 5xx. */
  const expectOneWinnerEach = (results: RaceAnswer[], winners: number, errorKey: string) => {
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201 && s !== 412)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(winners);
    for (const refused of results.filter((r) => r.status === 412)) {
      expect(refused.body).toMatchObject({ error_key: errorKey });
    }
  };

  // Enough racers that, before each member's clock statements took a turn (member-turn.ts),
  // PostgreSQL aborted some as deadlocks between the unique index and the exclusion constraint.
  it('300 members x 10 simultaneous clock-ins, then x 5 break starts: one winner each, the rest 412', async () => {
    const people = await members(300);
    // In waves of 50 members: 3,000 sockets at once overflow the listen backlog, and so did
    // 1,000 on a CI machine busy with the browser lane (ECONNRESET). Each member's own requests
    // still all race each other.
    const race = async (times: number, send: (bearer: string) => Promise<RaceAnswer>) => {
      const answers: RaceAnswer[] = [];
      for (let i = 0; i < people.length; i += 50) {
        const wave = people.slice(i, i + 50);
        answers.push(
          ...(await Promise.all(
            wave.flatMap((person) => Array.from({ length: times }, () => send(person.bearer))),
          )),
        );
      }
      return answers;
    };
    expectOneWinnerEach(await race(10, clockIn), 300, 'already_clocked_in');
    expectOneWinnerEach(await race(5, startBreak), 300, 'start_break_failed');
    const [open] = await sql<{ members: string; rows: string; breaks: string }>(
      t,
      `SELECT count(DISTINCT id_user) AS members, count(*) AS rows,
              (SELECT count(*) FROM breaks WHERE id_user = ANY($1::uuid[]) AND end_at IS NULL) AS breaks
         FROM workspace_times
        WHERE id_user = ANY($1::uuid[]) AND end_at IS NULL AND deleted_at IS NULL`,
      [people.map((p) => p.id)],
    );
    expect(open).toEqual({ members: '300', rows: '300', breaks: '300' });
    // 4,500 requests and 300 sign-ups: minutes when the browser lane shares the two cores.
  }, 240_000);

  it('clock-in racing clock-out never yields end before start, overlaps or a second open span', async () => {
    const people = await members(40);
    await Promise.all(people.map((p) => clockIn(p.bearer).expect(201)));
    const results = await Promise.all(
      people.flatMap((p) => [clockOut(p.bearer), clockIn(p.bearer)]),
    );
    expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    const ids = people.map((p) => p.id);
    const [bad] = await sql<{ backwards: string; open: string; overlaps: string }>(
      t,
      `SELECT
         (SELECT count(*) FROM workspace_times WHERE id_user = ANY($1::uuid[]) AND end_at <= start_at) AS backwards,
         (SELECT count(*) FROM (SELECT id_user FROM workspace_times
            WHERE id_user = ANY($1::uuid[]) AND end_at IS NULL AND deleted_at IS NULL
            GROUP BY id_user HAVING count(*) > 1) x) AS open,
         (SELECT count(*) FROM workspace_times a JOIN workspace_times b
            ON a.id_user = b.id_user AND a.id < b.id AND a.deleted_at IS NULL AND b.deleted_at IS NULL
           AND tstzrange(a.start_at, coalesce(a.end_at, 'infinity')) && tstzrange(b.start_at, coalesce(b.end_at, 'infinity'))
          WHERE a.id_user = ANY($1::uuid[])) AS overlaps`,
      [ids],
    );
    expect(bad).toEqual({ backwards: '0', open: '0', overlaps: '0' });
  });

  it('the same Idempotency-Key five times at once: one row, five identical answers', async () => {
    const [person] = await members(1);
    if (!person) throw new Error('no member');
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => clockIn(person.bearer, key)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = results.map((r) => JSON.stringify(r.body));
    expect(new Set(bodies).size).toBe(1);
    const [rows] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM workspace_times WHERE id_user = $1`,
      [person.id],
    );
    expect(rows?.n).toBe('1');
    // A later retry, after other work, still answers the first result and changes nothing.
    await clockOut(person.bearer).expect(200);
    const late = await clockIn(person.bearer, key).expect(201);
    expect(JSON.stringify(late.body)).toBe(bodies[0]);
    const [after] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM workspace_times WHERE id_user = $1`,
      [person.id],
    );
    expect(after?.n).toBe('1');
  });
  it('an Idempotency-Key whose answer was never recorded is taken over after a minute', async () => {
    const [person] = await members(1);
    if (!person) throw new Error('no member');
    const key = randomUUID();
    await clockIn(person.bearer, key).expect(201);
    // The database went away after the clock-in committed, before its answer was stored.
    await sql(t, `UPDATE idempotency_keys SET status_code = NULL, response = NULL WHERE key = $1`, [
      key,
    ]);
    t.clock.advance(61_000);
    // The retry runs again, and the database answers it as any second clock-in: no second row.
    const retried = await clockIn(person.bearer, key).expect(412);
    expect(retried.body).toMatchObject({ error_key: 'already_clocked_in' });
    const [rows] = await sql<{ n: string }>(
      t,
      `SELECT count(*) AS n FROM workspace_times WHERE id_user = $1`,
      [person.id],
    );
    expect(rows?.n).toBe('1');
  });
});
