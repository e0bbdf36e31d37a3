/**
 * The one way repositories write SQL: a tagged template whose interpolations become bind
 * parameters, so a value is named where it is used (no `$3` to count) and can never be spliced
 * into the text. Fragments nest: a `Sql` interpolated into another is inlined and its parameters
 * renumbered, which is how shared conditions (`api/src/database/sql/`) are reused.
 *
 *   sql`SELECT id FROM users WHERE email = ${email} AND deleted_at IS NULL`
 *
 * Arrays are bound as one PostgreSQL array (`= ANY(${ids}::uuid[])`); `sql.join` builds lists and
 * `sql.raw` takes text the code itself chose from a closed set (a column, a sort direction).
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
    /** Run as a named prepared statement (see `sql.prepared`). */
    readonly prepared = false,
  ) {}
}

/** A query ready for the driver: `$n` placeholders and their values in order. */
export interface CompiledSql {
  text: string;
  values: unknown[];
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql(strings, values);
}

/** Trusted SQL text, never user input: identifiers and keywords the code picks. */
sql.raw = (text: string): Sql => new Sql([text], []);

/**
 * The statements of the hot path (authentication, clocking): each connection parses and plans
 * them once, then only binds and executes. Only for statements whose text is one of a few fixed
 * shapes: every distinct text stays prepared on every pooled connection.
 */
sql.prepared = (query: Sql): Sql => new Sql(query.strings, query.values, true);

/** Nothing: an optional condition or clause left out. */
sql.empty = new Sql([''], []);

/** `parts` separated by `separator` (a comma by default); empty when there are none. */
sql.join = (parts: readonly Sql[], separator: Sql = sql.raw(', ')): Sql => {
  if (parts.length === 0) return sql.empty;
  const strings: string[] = [''];
  const values: unknown[] = [];
  parts.forEach((part, index) => {
    if (index > 0) {
      strings.push('');
      values.push(separator);
    }
    strings.push('');
    values.push(part);
  });
  return new Sql(strings, values);
};

export function compile(query: Sql): CompiledSql {
  const values: unknown[] = [];
  const write = (fragment: Sql): string => {
    let text = fragment.strings[0] ?? '';
    fragment.values.forEach((value, index) => {
      if (value instanceof Sql) {
        text += write(value);
      } else {
        values.push(value);
        text += `$${values.length}`;
      }
      text += fragment.strings[index + 1] ?? '';
    });
    return text;
  };
  return { text: write(query), values };
}
