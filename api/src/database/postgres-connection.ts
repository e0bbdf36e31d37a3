/**
 * How the API's own connections to a PostgreSQL server are opened, shared by the pool and by the
 * export workers' connections (table-worker.ts), so a statement plans and runs the same on both.
 *
 * A server whose packets are dropped (not refused) would hold a new connection for the OS's TCP
 * timeout, about two minutes: give up after 5 s and answer 503 instead. Keepalive notices a dead
 * socket under an idle client. JIT off: the reports' statements are estimated far above their
 * real row counts (a lateral day series per span), and compiling them cost seconds that never
 * paid back; the rest of the API runs short OLTP statements that JIT never helps. 64 MB of sort
 * and hash memory keeps a year of a thousand members' days from spilling to disk.
 */
export const POSTGRES_CONNECTION = {
  connectTimeoutMS: 5_000,
  keepAlive: true,
  options: '-c jit=off -c work_mem=64MB',
} as const;
