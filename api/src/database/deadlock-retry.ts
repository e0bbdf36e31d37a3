import { isPgError, PgErrorCode } from './pg-errors.js';

const ATTEMPTS = 6;

/**
 * Runs a single-statement write again when PostgreSQL aborted it as a deadlock victim. Racing
 * inserts into a table with both a unique index and an exclusion constraint (one open workspace
 * time / break, no overlap) can wait on each other's constraints in opposite orders; PostgreSQL
 * aborts one. Rerun, the statement meets the winner's committed row and reports the violation the
 * caller translates (already clocked in), instead of a generic 409. Only for autocommit
 * statements: inside a transaction the whole transaction is gone. Each rerun waits a few random
 * milliseconds first: racers rerunning in lockstep would meet in the same cycle again, which under
 * load (ten clock-ins of one member at once, beside other traffic) exhausted three plain reruns.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isPgError(error, PgErrorCode.DeadlockDetected)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
