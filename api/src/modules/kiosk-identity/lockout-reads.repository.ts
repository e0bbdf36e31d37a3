import { Injectable } from '@nestjs/common';
import { Database, sql } from '#src/database/sql/index.js';

/**
 * Several failure counters' waits in one read of `throttle_counters`, the table the database
 * failure store (common/throttling/postgres-failure-backoff.ts) keeps them in, with its meaning
 * of a wait: `blocked_until` still ahead.
 */
@Injectable()
export class LockoutReads {
  constructor(private readonly db: Database) {}

  /** The longest wait among the keys, in ms; 0 when none waits. */
  async longestWaitMs(keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const row = await this.db.one<{ ms: number }>(
      sql.prepared(sql`SELECT coalesce(max(extract(epoch FROM blocked_until - now()) * 1000), 0)::float8
                                AS ms
                         FROM throttle_counters
                        WHERE key = ANY(${keys}::text[]) AND blocked_until > now()`),
    );
    return Math.max(0, row.ms);
  }
}
