/** Runs one statement on the connection a snapshot cursor holds, answering its rows. */
export type CursorQuery = (text: string, values?: unknown[]) => Promise<unknown[]>;

/**
 * The rows of `text` in batches of `size`, through a server-side cursor named `cursor` over one
 * read-only, repeatable-read snapshot, on the connection `query` runs on (held by the caller for
 * the whole read). Abandoning the generator or a failing statement rolls the snapshot back. The
 * one place this SQL lives: Database.batches runs it on a pooled TypeORM connection, an export
 * worker (common/exports/table-worker-runtime.ts) on a node-postgres client of its own.
 */
export async function* snapshotBatches<T>(
  query: CursorQuery,
  text: string,
  values: unknown[],
  size: number,
  cursor = 'pc_batches',
): AsyncGenerator<T[]> {
  const fetch = `FETCH ${String(Math.max(1, Math.floor(size)))} FROM ${cursor}`;
  let open = false;
  try {
    await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    open = true;
    await query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${text}`, values);
    for (;;) {
      const rows = (await query(fetch)) as T[];
      if (rows.length === 0) break;
      yield rows;
    }
    await query('COMMIT');
    open = false;
  } finally {
    if (open) await query('ROLLBACK').catch(() => undefined);
  }
}
