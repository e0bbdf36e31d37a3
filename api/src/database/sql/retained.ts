import { type Sql, sql } from './sql.js';

/**
 * Hides what the workspace's plan no longer keeps: rows whose `column` (code-chosen text such as
 * `'a.start_at'`) lies before `cutoff`. A null cutoff keeps everything.
 */
export function retained(cutoff: Date | null, column: string): Sql {
  return sql`(${cutoff}::timestamptz IS NULL OR ${sql.raw(column)} >= ${cutoff}::timestamptz)`;
}
