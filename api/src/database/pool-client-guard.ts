import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';

/**
 * Keeps a dying connection from ending the process.
 *
 * Why: node-postgres emits 'error' on a client whose connection dies, and an 'error' event with
 * no listener is an uncaught exception. The pool listens while a client is idle and TypeORM while
 * a query runner holds it, but between the two there is a gap: when a new connection's first
 * packet carries both "ready for query" and the server's "terminating connection" (PostgreSQL
 * shutting down, `pg_terminate_backend`), the pool hands the client over and the error is
 * emitted in the same tick, before TypeORM listens. Seen under a clock-in load while backends
 * were terminated (database-away.spec.ts).
 *
 * What: one listener for each client's whole life. The client is then marked not queryable, the
 * statement on it fails as a connection failure (a 503, or a read run again), and the pool drops
 * the client when it is released. The error itself reaches the pool's and TypeORM's listeners
 * whenever they are there.
 */
export function guardPoolClients(dataSource: DataSource): void {
  // TypeORM's PostgreSQL driver keeps its pg.Pool on `master`.
  const pool = (dataSource.driver as { master?: unknown }).master;
  if (!(pool instanceof EventEmitter)) return;
  pool.on('connect', (client: unknown) => {
    if (client instanceof EventEmitter) client.on('error', ignore);
  });
}

function ignore(): void {
  // Handled by whoever holds the client, or by the pool: see above.
}
