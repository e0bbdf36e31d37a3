import { Injectable } from '@nestjs/common';
import { Database, type Sql, sql } from '#src/database/sql/index.js';
import type { CountedHit } from './throttle-record.js';

/** One call to a throttled route, as @nestjs/throttler's storage interface describes it. */
export interface ThrottleHit {
  key: string;
  ttlMs: number;
  limit: number;
  /** How long a key that went over its limit stays blocked; 0 or less refuses only while full. */
  blockMs: number;
}

/** The row before this hit: the stored one, or nothing for a key's first hit. */
interface Previous {
  hits: Sql;
  expiresAt: Sql;
  blockedUntil: Sql;
}

const FIRST_HIT: Previous = {
  hits: sql.raw(`'{}'::timestamptz[]`),
  expiresAt: sql.raw('NULL::timestamptz'),
  blockedUntil: sql.raw('NULL::timestamptz'),
};

const STORED: Previous = {
  hits: sql.raw('c.hit_expirations'),
  expiresAt: sql.raw('c.expires_at'),
  blockedUntil: sql.raw('c.blocked_until'),
};

/**
 * The row after one hit, computed from the previous one exactly as @nestjs/throttler's in-memory
 * storage does: hits still counting form a sliding window; with a block duration, the hit that
 * goes over the limit blocks the key and no call counts until the block ends, when the key starts
 * again from this one hit; without one, a call is refused (and not counted) while the window is
 * full, until its oldest hit expires. `arg` is the statement's CTE of parameters.
 */
function nextRow(previous: Previous): Sql {
  const { hits, expiresAt, blockedUntil } = previous;
  return sql`
    SELECT h.hits, w.expires_at, b.blocked_until,
           greatest(w.expires_at, b.blocked_until, (SELECT max(e) FROM unnest(h.hits) e))
      FROM arg,
           LATERAL (SELECT ARRAY(SELECT e FROM unnest(${hits}) e WHERE e > arg.now ORDER BY e)
                             AS live) l,
           LATERAL (SELECT CASE WHEN ${expiresAt} > arg.now THEN ${expiresAt}
                                ELSE arg.now + arg.ttl END AS expires_at) w,
           LATERAL (SELECT CASE
               WHEN arg.blocks AND ${blockedUntil} > arg.now THEN l.live
               WHEN arg.blocks AND ${blockedUntil} IS NOT NULL THEN ARRAY[arg.now + arg.ttl]
               WHEN NOT arg.blocks AND cardinality(l.live) >= arg.lim THEN l.live
               ELSE l.live || (arg.now + arg.ttl) END AS hits) h,
           LATERAL (SELECT CASE
               WHEN arg.blocks AND ${blockedUntil} > arg.now THEN ${blockedUntil}
               WHEN arg.blocks AND ${blockedUntil} IS NOT NULL THEN NULL
               WHEN arg.blocks AND cardinality(h.hits) > arg.lim THEN arg.now + arg.block
               WHEN NOT arg.blocks AND cardinality(l.live) >= arg.lim
                 THEN coalesce(l.live[1], w.expires_at)
               END AS blocked_until) b`;
}

/**
 * Throttle counters in PostgreSQL, shared by every API instance on the database (embedded PGlite
 * included: same SQL). A hit is one upsert: ON CONFLICT locks the key's row, so concurrent hits
 * from any instance are counted one after another.
 */
@Injectable()
export class ThrottleCountersRepository {
  constructor(private readonly db: Database) {}

  async hit({ key, ttlMs, limit, blockMs }: ThrottleHit): Promise<CountedHit> {
    const row = await this.db.one<{
      total_hits: number;
      expires_in_ms: number;
      blocked: boolean;
      blocked_for_ms: number;
    }>(
      sql`WITH arg AS (
            SELECT now() AS now, ${ttlMs}::int * interval '1 millisecond' AS ttl,
                   ${limit}::int AS lim, ${blockMs}::int * interval '1 millisecond' AS block,
                   ${blockMs}::int > 0 AS blocks
          )
          INSERT INTO throttle_counters AS c
                 (key, hit_expirations, expires_at, blocked_until, purge_after)
          SELECT ${key}, n.* FROM (${nextRow(FIRST_HIT)}) n
          ON CONFLICT (key) DO UPDATE
             SET (hit_expirations, expires_at, blocked_until, purge_after) = (${nextRow(STORED)})
          RETURNING cardinality(c.hit_expirations) AS total_hits,
                    (extract(epoch FROM c.expires_at - now()) * 1000)::float8 AS expires_in_ms,
                    coalesce(c.blocked_until > now(), false) AS blocked,
                    coalesce(extract(epoch FROM c.blocked_until - now()) * 1000, 0)::float8
                      AS blocked_for_ms`,
    );
    return {
      totalHits: row.total_hits,
      expiresInMs: row.expires_in_ms,
      blocked: row.blocked,
      blockedForMs: row.blocked_for_ms,
    };
  }

  /** Deletes the counters that no longer count anything; answers how many. */
  purgeExpired(): Promise<number> {
    return this.db.execute(sql`DELETE FROM throttle_counters WHERE purge_after < now()`);
  }
}
