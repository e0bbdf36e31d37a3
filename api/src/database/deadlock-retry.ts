import { isPgError, PgErrorCode } from './pg-errors.js';

const ATTEMPTS = 3;

/**
 * Runs a single-statement write again when PostgreSQL aborted it as a deadlock victim. Racing
 * inserts into a table with both a unique index and an exclusion constraint (one open workspace
 * time / break, no overlap) can wait on each other's constraints in opposite orders; PostgreSQL
 * aborts one. Rerun, the statement meets the winner's committed row and reports the violation the
 * caller translates (already clocked in), instead of a generic 409. Only for autocommit
 * statements: inside a transaction the whole transaction is gone.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isPgError(error, PgErrorCode.DeadlockDetected)) throw error;
    }
  }
}
