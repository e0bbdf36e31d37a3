/** How many failures a key has for free, and how its wait grows after them. */
export interface BackoffPolicy {
  /** Failures within one window that cost nothing. */
  freeFailures: number;
  /** How long one failure counts (a sliding window, as the throttler's hits). */
  windowMs: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstBlockMs: number;
  maxBlockMs: number;
}

/**
 * Failure counters with a growing back-off, in the store the throttler guards count in (so every
 * API instance sees every failure). Unlike a throttler hit, a failure is counted after the call
 * answered, and only when it failed: the route asks first whether the key is waiting.
 */
export interface FailureBackoffStore {
  /** Milliseconds until `key` may try again; 0 when it may now. */
  blockedForMs(key: string): Promise<number>;
  /** Counts one failure of `key`; answers the wait it now has (0 within the free failures). */
  recordFailure(key: string, policy: BackoffPolicy): Promise<number>;
  /** Forgets every failure of `key` (its owner proved who they are). */
  forget(key: string): Promise<void>;
}

export const FAILURE_BACKOFF = Symbol('FAILURE_BACKOFF');
