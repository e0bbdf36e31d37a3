import { type Sql, sql } from './sql.js';

/**
 * A one-row FROM item that takes the member's clocking turn: a transaction-scoped advisory lock
 * on (workspace, member), held until the statement commits. Racing inserts of one member's open
 * workspace time or break otherwise wait on each other's unique index and exclusion constraint
 * in opposite orders, and PostgreSQL aborts one as a deadlock (a 409 instead of the 412 every
 * other loser gets). In turn, each racer meets the winner's committed row at its unique index
 * and fails with the violation its caller translates. The insert needs a row of this item, so the
 * lock is held before anything is inserted, whatever join order the planner picks; the advisory
 * lock writes nothing, so the hot path pays one shared-memory lock.
 */
export function memberTurn(idWorkspace: string, idUser: string): Sql {
  return sql`(SELECT pg_advisory_xact_lock(
                hashtextextended(${idWorkspace}::text || ${idUser}::text, 0))) AS member_turn`;
}
