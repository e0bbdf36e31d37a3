import { type Database, type Sql, sql } from '#src/database/sql/index.js';
import type { BackoffPolicy, FailureBackoffStore } from './failure-backoff.js';

/**
 * The row after one failure, from the previous failures (`hits`, when each stops counting) and
 * wait. The n-th failure beyond the free ones waits firstBlockMs * 2^(n-1), at most maxBlockMs; a
 * wait already running is never shortened. `arg` is the statement's CTE of parameters.
 */
function afterFailure(hits: Sql, blockedUntil: Sql): Sql {
  return sql`
    SELECT h.hits, arg.now + arg.win, b.blocked_until,
           greatest(arg.now + arg.win, b.blocked_until)
      FROM arg,
           LATERAL (SELECT ARRAY(SELECT e FROM unnest(${hits}) e WHERE e > arg.now ORDER BY e)
                             || (arg.now + arg.win) AS hits) h,
           LATERAL (SELECT cardinality(h.hits) - arg.free AS over) o,
           LATERAL (SELECT greatest(${blockedUntil}, CASE WHEN o.over > 0 THEN arg.now
               + least(arg.max_ms, arg.first_ms * power(2, least(o.over - 1, 40)))
                 * interval '1 millisecond' END) AS blocked_until) b`;
}

const NO_HITS = sql.raw(`'{}'::timestamptz[]`);
const NOT_BLOCKED = sql.raw('NULL::timestamptz');
const STORED_HITS = sql.raw('c.hit_expirations');
const STORED_BLOCK = sql.raw('c.blocked_until');

/**
 * Failure counters in the `throttle_counters` table beside the throttler's (their keys never
 * collide: the guard's are bare hashes, these carry a prefix). A failure is one upsert: ON
 * CONFLICT locks the key's row, so concurrent failures from any instance are counted one after
 * another. The scheduled sweep deletes rows past `purge_after` as it does the throttler's.
 */
export class PostgresFailureBackoff implements FailureBackoffStore {
  constructor(private readonly db: Database) {}

  async blockedForMs(key: string): Promise<number> {
    const row = await this.db.maybeOne<{ ms: number }>(
      sql`SELECT (extract(epoch FROM blocked_until - now()) * 1000)::float8 AS ms
            FROM throttle_counters WHERE key = ${key} AND blocked_until > now()`,
    );
    return row?.ms ?? 0;
  }

  async recordFailure(key: string, policy: BackoffPolicy): Promise<number> {
    const { freeFailures, windowMs, firstBlockMs, maxBlockMs } = policy;
    const row = await this.db.one<{ ms: number }>(
      sql`WITH arg AS (
            SELECT now() AS now, ${windowMs}::bigint * interval '1 millisecond' AS win,
                   ${freeFailures}::int AS free, ${firstBlockMs}::float8 AS first_ms,
                   ${maxBlockMs}::float8 AS max_ms
          )
          INSERT INTO throttle_counters AS c
                 (key, hit_expirations, expires_at, blocked_until, purge_after)
          SELECT ${key}, n.* FROM (${afterFailure(NO_HITS, NOT_BLOCKED)}) n
          ON CONFLICT (key) DO UPDATE
             SET (hit_expirations, expires_at, blocked_until, purge_after) =
                 (${afterFailure(STORED_HITS, STORED_BLOCK)})
          RETURNING coalesce(extract(epoch FROM c.blocked_until - now()) * 1000, 0)::float8 AS ms`,
    );
    return Math.max(0, row.ms);
  }

  async forget(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM throttle_counters WHERE key = ${key}`);
  }
}
