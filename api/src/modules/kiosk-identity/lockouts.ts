import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import type { Response } from 'express';
import { catchError, type Observable } from 'rxjs';
import { AppException } from '#src/common/errors/app.exception.js';
import {
  type BackoffPolicy,
  FAILURE_BACKOFF,
  type FailureBackoffStore,
} from '#src/common/throttling/failure-backoff.js';
import { PostgresFailureBackoff } from '#src/common/throttling/postgres-failure-backoff.js';
import { LockoutReads } from './lockout-reads.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * One kiosk: 4 wrong identifications an hour are free, the 5th locks it for 30 s, then 1 min,
 * 2, 4... up to 15 min per further failure. A sweep of PINs stops at the 6th attempt and then
 * gains about four guesses an hour; a success never resets the count (else an attacker's own
 * PIN, typed between guesses, would let the sweep run on).
 */
export const KIOSK_FAILURE_POLICY: BackoffPolicy = {
  freeFailures: 4,
  windowMs: HOUR_MS,
  firstBlockMs: 30_000,
  maxBlockMs: 15 * MINUTE_MS,
};

/** All kiosks of a workspace together: several kiosks do not multiply the guesses by much. */
export const WORKSPACE_FAILURE_POLICY: BackoffPolicy = {
  freeFailures: 12,
  windowMs: HOUR_MS,
  firstBlockMs: MINUTE_MS,
  maxBlockMs: 15 * MINUTE_MS,
};

/** One member's wrong old PINs (PATCH /me/pin): 4 an hour free, then 1 min doubling to 15 min. */
export const MEMBER_PIN_POLICY: BackoffPolicy = {
  freeFailures: 4,
  windowMs: HOUR_MS,
  firstBlockMs: MINUTE_MS,
  maxBlockMs: 15 * MINUTE_MS,
};

/**
 * One member's refused PIN choices because a colleague has the PIN: choosing PINs one after
 * another would otherwise tell which PINs colleagues use. 3 a day free, then an hour doubling.
 */
export const PIN_COLLISION_POLICY: BackoffPolicy = {
  freeFailures: 3,
  windowMs: 24 * HOUR_MS,
  firstBlockMs: HOUR_MS,
  maxBlockMs: 24 * HOUR_MS,
};

/** A 429 that says when to come back; LockoutInterceptor turns that into Retry-After. */
export class LockedOut extends AppException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      ErrorKey.TooManyRequests,
      `Too many failed attempts; retry in ${retryAfterSeconds} s.`,
    );
  }
}

/**
 * A lock-out check for a run of identifications (an offline batch): the keys' waits are read
 * once, then kept up to date from what each recorded failure answers (the store's count across
 * every instance), so a batch costs one lock-out read however many credentials it carries.
 */
export class LockoutGate {
  private blockedUntilMs: number;

  constructor(
    private readonly lockouts: Lockouts,
    waitMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.blockedUntilMs = this.now() + waitMs;
  }

  /** Throws LockedOut while any of the gate's keys is waiting. */
  requireOpen(): void {
    const waitMs = this.blockedUntilMs - this.now();
    if (waitMs > 0) throw new LockedOut(Math.ceil(waitMs / 1000));
  }

  async fail(budgets: [key: string, policy: BackoffPolicy][]): Promise<void> {
    const waitMs = await this.lockouts.fail(budgets);
    this.blockedUntilMs = Math.max(this.blockedUntilMs, this.now() + waitMs);
  }
}

/** Failure counters with a growing wait, in the shared throttle store (every instance agrees). */
@Injectable()
export class Lockouts {
  constructor(
    @Inject(FAILURE_BACKOFF) private readonly store: FailureBackoffStore,
    private readonly reads: LockoutReads,
  ) {}

  /** Throws LockedOut while any of the keys is waiting. */
  async requireOpen(...keys: string[]): Promise<void> {
    const waitMs = await this.longestWaitMs(keys);
    if (waitMs > 0) throw new LockedOut(Math.ceil(waitMs / 1000));
  }

  /** A gate over `keys` for a run of identifications: their waits read once. */
  async gate(...keys: string[]): Promise<LockoutGate> {
    return new LockoutGate(this, await this.longestWaitMs(keys));
  }

  /** Counts one failure on each budget; answers the longest wait they now have. */
  async fail(budgets: [key: string, policy: BackoffPolicy][]): Promise<number> {
    const waits = await Promise.all(
      budgets.map(([key, policy]) => this.store.recordFailure(key, policy)),
    );
    return Math.max(0, ...waits);
  }

  forget(key: string): Promise<void> {
    return this.store.forget(key);
  }

  /**
   * The longest wait of the keys. In the database, one statement for all of them (the store asks
   * key by key, and identify checks two keys on every call); in Redis, the store's reads.
   */
  private async longestWaitMs(keys: string[]): Promise<number> {
    if (this.store instanceof PostgresFailureBackoff) return this.reads.longestWaitMs(keys);
    const waits = await Promise.all(keys.map((key) => this.store.blockedForMs(key)));
    return Math.max(0, ...waits);
  }
}

/** Adds Retry-After to the answer of a LockedOut refusal. */
@Injectable()
export class LockoutInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof LockedOut) {
          const response = context.switchToHttp().getResponse<Response>();
          response.setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }),
    );
  }
}
