import { Database, sql } from '#src/database/sql/index.js';
import { sql as rawSql } from './support/db.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Database.batches, on which every export streams: batches of the asked size from a server-side
 * cursor, one snapshot for the whole read, and the cursor and its connection given back however
 * the reader stops.
 */
describe('Database.batches', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(Database);
    await rawSql(t, `CREATE TABLE batches_probe (n int PRIMARY KEY, label text NOT NULL)`);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await rawSql(t, `TRUNCATE batches_probe`);
    await rawSql(
      t,
      `INSERT INTO batches_probe SELECT n, 'before' FROM generate_series(1, 2500) AS n`,
    );
  });

  /** Transactions left open on this database (a cursor that was never closed holds one). */
  async function openTransactions(): Promise<number> {
    const [row] = await rawSql<{ open: number }>(
      t,
      `SELECT count(*)::int AS open FROM pg_stat_activity
        WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    );
    return row?.open ?? 0;
  }

  it('yields the rows in batches of the asked size, in order', async () => {
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const batch of db.batches<{ n: number }>(
      sql`SELECT n FROM batches_probe ORDER BY n`,
      1000,
    )) {
      sizes.push(batch.length);
      seen.push(...batch.map((row) => row.n));
    }
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(seen).toEqual(Array.from({ length: 2500 }, (_, index) => index + 1));
    expect(await openTransactions()).toBe(0);
  });

  it('reads one snapshot: changes committed meanwhile are not seen', async () => {
    const labels = new Set<string>();
    let count = 0;
    let changed = false;
    for await (const batch of db.batches<{ label: string }>(
      sql`SELECT label FROM batches_probe ORDER BY n`,
      500,
    )) {
      if (!changed) {
        await rawSql(t, `UPDATE batches_probe SET label = 'after'`);
        await rawSql(t, `INSERT INTO batches_probe VALUES (9999, 'after')`);
        changed = true;
      }
      count += batch.length;
      for (const row of batch) labels.add(row.label);
    }
    expect(count).toBe(2500);
    expect([...labels]).toEqual(['before']);
  });

  it('closes the cursor and frees the connection when the reader stops early', async () => {
    // More early stops than the pool has connections: a leaked one would hang the next read.
    for (let round = 0; round < 15; round += 1) {
      for await (const batch of db.batches<{ n: number }>(
        sql`SELECT n FROM batches_probe ORDER BY n`,
        100,
      )) {
        expect(batch).toHaveLength(100);
        break;
      }
    }
    expect(await openTransactions()).toBe(0);
    const failing = async () => {
      for await (const batch of db.batches(sql`SELECT n FROM batches_probe`, 10)) {
        if (batch.length > 0) throw new Error('reader failed');
      }
    };
    await expect(failing()).rejects.toThrow('reader failed');
    expect(await openTransactions()).toBe(0);
    const [row] = await db.rows<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM batches_probe`,
    );
    expect(row?.total).toBe(2500);
  });

  it('gives the connection back when the statement fails', async () => {
    const broken = async () => {
      for await (const batch of db.batches(sql`SELECT 1 / (n - n) FROM batches_probe`, 10)) {
        expect(batch).toBeUndefined();
      }
    };
    await expect(broken()).rejects.toThrow(/division by zero/);
    expect(await openTransactions()).toBe(0);
    expect(await db.one<{ ok: number }>(sql`SELECT 1 AS ok`)).toEqual({ ok: 1 });
  });
});
