import { type Sql, sql } from './sql.js';

/**
 * Whole unix seconds of a timestamptz column, as a float8 so both drivers (pg, PGlite) hand back
 * a JS number. `column` is code-chosen text (`'a.start_at'`), never input.
 */
export function epoch(column: string): Sql {
  return sql`floor(extract(epoch FROM ${sql.raw(column)}))::float8`;
}
