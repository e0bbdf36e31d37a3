import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One throttle key's hits (a throttler, a route and a caller), shared by every API instance. The
 * hits form a sliding window as @nestjs/throttler's in-memory storage counts them: each hit stops
 * counting `ttl` after it was made. `purge_after` says when the row has no effect any more, so
 * the scheduled sweep deletes expired rows with one index range.
 */
@Entity('throttle_counters')
@Index('throttle_counters_purge_after_idx', ['purgeAfter'])
export class ThrottleCounterEntity {
  /** The throttler guard's key: a hash of the route, the throttler's name and the tracker. */
  @PrimaryColumn('text')
  key: string;

  /** When each counted hit stops counting, oldest first. */
  @Column('timestamptz', { array: true })
  hitExpirations: Date[];

  /** End of the current window (the `X-RateLimit-Reset` answer). */
  @Column('timestamptz')
  expiresAt: Date;

  /** Set while the key is blocked: every call answers 429 until then, and none counts. */
  @Column('timestamptz', { nullable: true })
  blockedUntil: Date | null;

  @Column('timestamptz')
  purgeAfter: Date;
}
