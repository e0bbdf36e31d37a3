import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { AppException } from '#src/common/errors/app.exception.js';
import { withTurn } from './connection-queue.js';
import { openPglite, pglitePoolOptions } from './pglite-client.js';
import { PreparingPgliteConnection } from './pglite-connection.js';

/** The node-postgres pool the app's TypeORM gets on PGlite, with short limits for the tests. */
function poolOn(db: PGlite, limits = { maxWaiting: 8, maxWaitMs: 300 }): pg.Pool {
  const { driver, extra } = pglitePoolOptions(db, limits);
  return new driver.Pool(extra);
}

async function preparedCount(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    return (client as unknown as { connection: PreparingPgliteConnection }).connection
      .preparedCount;
  } finally {
    client.release();
  }
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

describe('embedded PGlite through node-postgres', () => {
  let db: PGlite;
  let pool: pg.Pool;

  // Starting PGlite compiles PostgreSQL's WebAssembly: minutes on a machine busy with other lanes.
  beforeAll(async () => {
    db = await openPglite('memory://');
    pool = poolOn(db);
    await pool.query(`CREATE TABLE items (id int PRIMARY KEY, label text NOT NULL)`);
  }, 240_000);

  afterAll(async () => {
    await pool.end();
    await db.close();
  });

  beforeEach(async () => {
    await pool.query('DELETE FROM items');
  });

  it('prepares each statement once and answers every call with its own values', async () => {
    const before = await preparedCount(pool);
    for (let id = 1; id <= 5; id++) {
      await pool.query('INSERT INTO items (id, label) VALUES ($1, $2)', [id, `item ${id}`]);
    }
    const labels: string[] = [];
    for (let id = 5; id >= 1; id--) {
      const { rows } = await pool.query<{ label: string }>(
        'SELECT label FROM items WHERE id = $1',
        [id],
      );
      labels.push(rows[0]?.label ?? 'missing');
    }
    expect(labels).toEqual(['item 5', 'item 4', 'item 3', 'item 2', 'item 1']);
    expect((await preparedCount(pool)) - before).toBe(2);
  });

  it('forgets a statement whose first round failed, so the same text fails the same way', async () => {
    const broken = 'SELEC label FROM items WHERE id = $1';
    for (let attempt = 0; attempt < 2; attempt++) {
      // 42601 syntax_error both times: never "prepared statement does not exist" (26000).
      await expect(pool.query(broken, [1])).rejects.toMatchObject({ code: '42601' });
    }
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM items WHERE id > $1', [0]);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('keeps a prepared statement usable after it fails at execution', async () => {
    const insert = 'INSERT INTO items (id, label) VALUES ($1, $2)';
    await pool.query(insert, [1, 'one']);
    const duplicate = await pool.query(insert, [1, 'again']).catch((error: unknown) => error);
    expect(codeOf(duplicate)).toBe('23505');
    await pool.query(insert, [2, 'two']);
    const { rows } = await pool.query('SELECT id FROM items WHERE id > $1 ORDER BY id', [0]);
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps statements prepared inside a transaction that rolled back', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO items (id, label) VALUES ($1, $2)', [7, 'rolled back']);
      await expect(client.query('SELECT 1/$1::int', [0])).rejects.toMatchObject({ code: '22012' });
      await client.query('ROLLBACK');
      await client.query('INSERT INTO items (id, label) VALUES ($1, $2)', [7, 'kept']);
      const { rows } = await client.query('SELECT 1/$1::int AS one', [1]);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      client.release();
    }
    const { rows } = await pool.query('SELECT label FROM items WHERE id = $1', [7]);
    expect(rows).toEqual([{ label: 'kept' }]);
  });

  it('prepares again after a schema change made its statements stale', async () => {
    await pool.query(`CREATE TABLE shapes (id int PRIMARY KEY)`);
    await pool.query('INSERT INTO shapes (id) VALUES ($1)', [1]);
    const select = 'SELECT * FROM shapes WHERE id = $1';
    const named = { name: 'shapes_by_id', text: 'SELECT * FROM shapes WHERE id > $1' };
    await pool.query(select, [1]);
    await pool.query({ ...named, values: [0] });
    await pool.query('ALTER TABLE shapes ADD COLUMN colour text');
    // PostgreSQL refuses a stale statement once (0A000); the cache is dropped, not retried.
    const stale = await pool.query(select, [1]).catch((error: unknown) => error);
    expect(codeOf(stale)).toBe('0A000');
    const { rows } = await pool.query(select, [1]);
    expect(rows).toEqual([{ id: 1, colour: null }]);
    // A statement its caller named is parsed again too (after a Close), not "already exists".
    const { rows: again } = await pool.query({ ...named, values: [0] });
    expect(again).toEqual([{ id: 1, colour: null }]);
  });

  it('closes the least recently used statements past its bound', async () => {
    const max = PreparingPgliteConnection.MAX_STATEMENTS;
    const texts = Array.from({ length: max + 10 }, (_, i) => `SELECT $1::int + ${String(i)} AS n`);
    for (const text of texts) await pool.query(text, [1]);
    expect(await preparedCount(pool)).toBe(max);
    const { rows } = await pool.query(texts[0] ?? '', [41]);
    expect(rows).toEqual([{ n: 41 }]);
    const { rows: prepared } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE $1',
      ['lite\\_%'],
    );
    expect(prepared[0]?.n).toBeLessThanOrEqual(max + 1);
  });
});

describe('the line in front of the single connection', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await openPglite('memory://');
  }, 240_000);

  afterAll(async () => {
    await db.close();
  });

  it('answers a 503 to a query that waits on its own open transaction, instead of hanging', async () => {
    const pool = poolOn(db, { maxWaiting: 8, maxWaitMs: 200 });
    try {
      const client = await pool.connect();
      await client.query('BEGIN');
      const outside = await pool.query('SELECT 1').catch((error: unknown) => error);
      expect(outside).toBeInstanceOf(AppException);
      expect((outside as AppException).getStatus()).toBe(503);
      await client.query('COMMIT');
      client.release();
      const { rows } = await pool.query('SELECT 2 AS two');
      expect(rows).toEqual([{ two: 2 }]);
    } finally {
      await pool.end();
    }
  });

  it('does not let a stream of later requests overtake a long request at each statement', async () => {
    const pool = poolOn(db, { maxWaiting: 64, maxWaitMs: 10_000 });
    let others = 0;
    let running = true;
    try {
      // Eight callers keep sending one-statement requests, each a new arrival.
      const stream = Array.from({ length: 8 }, async () => {
        while (running) {
          await withTurn(() => pool.query('SELECT 1'));
          others += 1;
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A request of twenty statements arrives. Keeping its place, it waits at most for the
      // requests already in line when it arrived plus about one per gap between its statements;
      // with node-postgres' FIFO per checkout it would wait behind all eight at every statement.
      const overtaken = await withTurn(async () => {
        const before = others;
        for (let statement = 0; statement < 20; statement++) await pool.query('SELECT 2');
        return others - before;
      });
      running = false;
      await Promise.all(stream);
      expect(overtaken).toBeLessThan(60);
    } finally {
      running = false;
      await pool.end();
    }
  });
});
