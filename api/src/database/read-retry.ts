import { isConnectionFailure } from './connection-failure.js';

/**
 * A short pause before the second try, so the broken connection's end (and that of its idle
 * siblings, when the server terminated them all) is processed and the pool drops them: the pool
 * reuses the most recently released client first, which would otherwise be the dead one.
 */
const RETRY_PAUSE_MS = 100;

/**
 * Runs a statement outside any transaction and, when it is a pure read that failed because its
 * connection broke or the database was briefly away, runs it once more (on a new connection from
 * the pool). Reads only: a write whose connection died may have committed before the answer was
 * lost, and running it again would apply it twice. Statements inside a transaction never come
 * here: the transaction is gone with its connection, and only its caller can redo it all.
 */
export async function retryReadOnce<T>(text: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isConnectionFailure(error) || !isPureRead(text)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS * (1 + Math.random())));
    return run();
  }
}

/** Statements that only read: a query, with no data-modifying clause anywhere in it. */
const READ_START = /^[\s(]*(SELECT|WITH|VALUES|TABLE)\b/i;

/**
 * Anything that writes, locks or has an effect outside the statement, wherever it appears (a
 * data-modifying CTE, SELECT ... INTO, FOR UPDATE, a sequence, an advisory lock, a notification).
 * A word that only looks like one (in a string or a column name such as "update") merely costs
 * the statement its retry.
 */
const EFFECTS =
  /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|INTO|CALL|COPY|LOCK|nextval|setval|set_config|pg_advisory\w*|pg_try_advisory\w*|pg_notify|pg_terminate_backend|pg_cancel_backend)\b/i;

export function isPureRead(text: string): boolean {
  const withoutComments = text.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
  return READ_START.test(withoutComments) && !EFFECTS.test(withoutComments);
}
