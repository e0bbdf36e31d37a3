import type { ThrottlerStorage } from '@nestjs/throttler';

/** What a storage answers the guard (the package does not export the type's name). */
export type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** A key's state after a hit, in milliseconds, whichever store counted it. */
export interface CountedHit {
  totalHits: number;
  expiresInMs: number;
  blocked: boolean;
  blockedForMs: number;
}

/**
 * What the throttler guard reads, in whole seconds rounded up as its in-memory storage answers
 * (the `Retry-After` and `X-RateLimit-Reset` headers). Without a block duration, a refused call
 * is reported one over the count it did not join, as there.
 */
export function toStorageRecord(hit: CountedHit, blockDurationMs: number): ThrottlerStorageRecord {
  return {
    totalHits: hit.totalHits + (hit.blocked && blockDurationMs <= 0 ? 1 : 0),
    timeToExpire: Math.ceil(hit.expiresInMs / 1000),
    isBlocked: hit.blocked,
    timeToBlockExpire: hit.blocked ? Math.ceil(hit.blockedForMs / 1000) : 0,
  };
}
