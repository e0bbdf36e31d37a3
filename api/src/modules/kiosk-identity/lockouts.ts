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

/** Failure counters with a growing wait, in the shared throttle store (every instance agrees). */
@Injectable()
export class Lockouts {
  constructor(@Inject(FAILURE_BACKOFF) private readonly store: FailureBackoffStore) {}

  /** Throws LockedOut while any of the keys is waiting. */
  async requireOpen(...keys: string[]): Promise<void> {
    const waits = await Promise.all(keys.map((key) => this.store.blockedForMs(key)));
    const waitMs = Math.max(0, ...waits);
    if (waitMs > 0) throw new LockedOut(Math.ceil(waitMs / 1000));
  }

  async fail(budgets: [key: string, policy: BackoffPolicy][]): Promise<void> {
    await Promise.all(budgets.map(([key, policy]) => this.store.recordFailure(key, policy)));
  }

  forget(key: string): Promise<void> {
    return this.store.forget(key);
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
