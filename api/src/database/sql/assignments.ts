import { type Sql, sql } from './sql.js';

/**
 * The `column = value` list of an UPDATE that writes only what a change names: `columns` maps
 * each key a caller may change to its column (a closed map the repository owns, so no key from a
 * request body ever becomes SQL text); keys left undefined are not written.
 */
export function assignments<Key extends string>(
  change: Partial<Record<Key, unknown>>,
  columns: Readonly<Record<Key, string>>,
): Sql[] {
  return (Object.keys(columns) as Key[]).flatMap((key) =>
    change[key] === undefined ? [] : [sql`${sql.raw(columns[key])} = ${change[key]}`],
  );
}

/**
 * `(columns) VALUES (values)` of an INSERT writing what `values` names, through the same kind of
 * closed map as `assignments`; keys left undefined take the column's default.
 */
export function insertion<Key extends string>(
  values: Partial<Record<Key, unknown>>,
  columns: Readonly<Record<Key, string>>,
): Sql {
  const keys = (Object.keys(columns) as Key[]).filter((key) => values[key] !== undefined);
  const names = sql.raw(keys.map((key) => columns[key]).join(', '));
  return sql`(${names}) VALUES (${sql.join(keys.map((key) => sql`${values[key]}`))})`;
}
