import type { PGlite } from '@electric-sql/pglite';
import { DataSource } from 'typeorm';
import { withTurn } from '#src/database/connection-queue.js';
import type { DatabaseTarget } from '#src/database/data-source-options.js';
import { openPglite, pglitePoolOptions } from '#src/database/pglite-client.js';
import { Database, sql } from '#src/database/sql/index.js';

/**
 * Database.batches on embedded PGlite, where the pool is one connection and every export's cursor
 * is held on that one session between its batches (database-batches.spec.ts covers the target the
 * suite runs on). A reader that stops between batches must not hold the connection: other
 * statements run meanwhile instead of waiting in line until its bound refuses them. And as on
 * PostgreSQL: one snapshot whatever is written meanwhile, the cursor closed when the reader leaves
 * early or the statement fails, two exports at once each reading their own rows.
 */
interface Harness {
  db: Database;
  dataSource: DataSource;
  close: () => Promise<void>;
}

/** The fair line's bound, short: a statement kept waiting by a held cursor fails within it. */
const LINE = { maxWaiting: 8, maxWaitMs: 1_500 };

async function onPglite(): Promise<Harness> {
  const pglite: PGlite = await openPglite('memory://');
  const target: DatabaseTarget = { kind: 'pglite', db: pglite };
  const dataSource = await new DataSource({
    type: 'postgres',
    ...pglitePoolOptions(pglite, LINE),
  }).initialize();
  return {
    db: new Database(dataSource, target),
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await pglite.close();
    },
  };
}

const ids = (batches: { n: number }[][]) => batches.flat().map((row) => row.n);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

async function drain<T>(batches: AsyncGenerator<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe('Database.batches on embedded PGlite', () => {
  let h: Harness;
  const items = sql`SELECT n FROM batch_items ORDER BY n`;
  const openCursors = async () =>
    (await h.db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM pg_cursors`)).count;

  // Starting PGlite compiles PostgreSQL's WebAssembly: minutes on a machine busy with other lanes.
  beforeAll(async () => {
    h = await onPglite();
    await h.db.execute(sql`CREATE TABLE batch_items (n int PRIMARY KEY)`);
  }, 240_000);
  afterAll(() => h.close());

  beforeEach(async () => {
    await h.db.execute(sql`TRUNCATE batch_items`);
    await h.db.execute(sql`INSERT INTO batch_items SELECT generate_series(1, 250)`);
  });

  it('reads every row in order, in batches of the size asked, from one snapshot', async () => {
    const batches = h.db.batches<{ n: number }>(items, 100);
    const first = await batches.next();
    // Written after the first batch: invisible to the rest of this read, visible to the next.
    await h.db.execute(sql`INSERT INTO batch_items SELECT generate_series(251, 300)`);
    await h.db.execute(sql`DELETE FROM batch_items WHERE n > 200 AND n <= 250`);
    const rest = await drain(batches);
    const read = [first.value as { n: number }[], ...rest];
    expect(read.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(ids(read)).toEqual(range(1, 250));
    expect(ids(await drain(h.db.batches<{ n: number }>(items, 1000)))).toEqual([
      ...range(1, 200),
      ...range(251, 300),
    ]);
    expect(await openCursors()).toBe(0);
  });

  it('closes the cursor when its reader leaves after the first batch', async () => {
    const batches = h.db.batches<{ n: number }>(items, 100);
    expect((await batches.next()).value).toHaveLength(100);
    await batches.return(undefined);
    expect(await openCursors()).toBe(0);
    expect(ids(await drain(h.db.batches<{ n: number }>(items, 100)))).toEqual(range(1, 250));
  });

  it('lets two reads of parametrised statements at once each read their own rows', async () => {
    const evens = h.db.batches<{ n: number }>(
      sql`SELECT n FROM batch_items WHERE n % 2 = ${0} ORDER BY n`,
      40,
    );
    const odds = h.db.batches<{ n: number }>(
      sql`SELECT n FROM batch_items WHERE n % 2 = ${1} ORDER BY n DESC`,
      40,
    );
    const read: Record<'evens' | 'odds', number[]> = { evens: [], odds: [] };
    // Alternating by hand: each waits at its yield while the other fetches.
    for (let done = { evens: false, odds: false }; !done.evens || !done.odds;) {
      for (const [key, batches] of [
        ['evens', evens],
        ['odds', odds],
      ] as const) {
        if (done[key]) continue;
        const next = await batches.next();
        if (next.done) done[key] = true;
        else read[key].push(...next.value.map((row) => row.n));
      }
    }
    expect(read.evens).toEqual(range(1, 250).filter((n) => n % 2 === 0));
    expect(read.odds).toEqual(
      range(1, 250)
        .filter((n) => n % 2 === 1)
        .reverse(),
    );
    expect(await openCursors()).toBe(0);
  });

  it('fails the read on a failing statement and leaves no cursor behind', async () => {
    const failing = h.db.batches(sql`SELECT 1 / (n - 120) AS q FROM batch_items ORDER BY n`, 50);
    await expect(drain(failing)).rejects.toThrow(/division by zero/);
    expect(await openCursors()).toBe(0);
    expect(ids(await drain(h.db.batches<{ n: number }>(items, 100)))).toEqual(range(1, 250));
  });

  it('leaves the only connection to other requests while its reader is away', async () => {
    const series = sql`SELECT n FROM generate_series(1, 300) n ORDER BY n`;
    // An export's request: it read one batch and waits for its client (past the line's bound).
    const batches = withTurn(() => h.db.batches<{ n: number }>(series, 100));
    const first = await withTurn(() => batches.next());
    expect(first.value).toHaveLength(100);
    await new Promise((resolve) => setTimeout(resolve, LINE.maxWaitMs + 200));
    // Later requests are answered meanwhile, each at once.
    const started = performance.now();
    const answers = await Promise.all(
      range(1, 3).map((n) => withTurn(() => h.db.one<{ n: number }>(sql`SELECT ${n}::int AS n`))),
    );
    expect(answers.map((row) => row.n)).toEqual([1, 2, 3]);
    expect(performance.now() - started).toBeLessThan(LINE.maxWaitMs);
    // And the export then goes on from where it was.
    const rest = await drain(batches);
    expect(ids([first.value as { n: number }[], ...rest])).toEqual(range(1, 300));
  });
});
