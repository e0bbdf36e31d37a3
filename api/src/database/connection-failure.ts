import { PgConnectionErrorCode } from './pg-errors.js';

/**
 * Failures that say the database is away (restarting, unreachable, out of connection slots) or
 * that the connection a statement ran on broke, as opposed to a statement the database refused.
 * The API answers them 503 with Retry-After (all-exceptions.filter.ts), and idempotent reads run
 * once more on a fresh connection (read-retry.ts).
 */

/** What Node reports when a socket cannot be opened or breaks. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const CONNECTION_SQLSTATES = new Set<string>(Object.values(PgConnectionErrorCode));

/** What node-postgres and its pool throw, without a code, when the connection goes. */
const DRIVER_MESSAGES = [
  // "Connection terminated unexpectedly", "... due to connection timeout"
  /^Connection terminated\b/,
  // pg-pool, when no connection could be made within connectionTimeoutMillis
  /^timeout exceeded when trying to connect$/,
  // "Client has encountered a connection error and is not queryable", "Client was closed ..."
  /\bis not queryable$/,
];

const SQLSTATE = /^[0-9A-Z]{5}$/;

export function isConnectionFailure(error: unknown): boolean {
  return causes(error).some((cause) => {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // Socket codes first: "EPIPE" has the shape of a SQLSTATE too.
      if (SOCKET_CODES.has(code)) return true;
      if (SQLSTATE.test(code) && (code.startsWith('08') || CONNECTION_SQLSTATES.has(code))) {
        return true;
      }
    }
    return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/**
 * The error and what it wraps: TypeORM's QueryFailedError keeps the driver's error on
 * `driverError`; connecting to a host name with several addresses fails with an AggregateError.
 */
function causes(error: unknown, depth = 0): object[] {
  if (typeof error !== 'object' || error === null || depth > 2) return [];
  const { driverError, errors } = error as { driverError?: unknown; errors?: unknown };
  const inner = [driverError, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return [error, ...inner.flatMap((cause) => causes(cause, depth + 1))];
}
