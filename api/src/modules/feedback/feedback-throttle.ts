import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { type OwnBudget, OwnThrottlerGuard } from '#src/common/throttling/own-throttler-guard.js';
import type { AuthedRequest } from '#src/auth/auth-context.js';

export const FEEDBACK_THROTTLE_LIMIT = 10;
export const SUPPORT_THROTTLE_LIMIT = 5;
export const FEEDBACK_THROTTLE_TTL_MS = 60 * 60_000;

/**
 * Each message becomes mail in someone's inbox, so both routes count per sender: the account when
 * signed in (the guard runs after authentication), else the address the request came from.
 */
abstract class PerSenderThrottlerGuard extends OwnThrottlerGuard {
  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    const { auth, ip } = request as unknown as AuthedRequest;
    return Promise.resolve(auth ? `user|${auth.user.id}` : `ip|${String(ip)}`);
  }
}

/** 10 pieces of feedback an hour per account: plenty for a person, little for a script. */
@Injectable()
export class FeedbackThrottlerGuard extends PerSenderThrottlerGuard {
  protected readonly budget: OwnBudget = {
    name: 'feedback',
    ttlMs: FEEDBACK_THROTTLE_TTL_MS,
    limit: FEEDBACK_THROTTLE_LIMIT,
  };
}

/**
 * 5 support requests an hour per account or, signed out, per IP: the route is open, and each
 * request mails the install's support address.
 */
@Injectable()
export class SupportThrottlerGuard extends PerSenderThrottlerGuard {
  protected readonly budget: OwnBudget = {
    name: 'support',
    ttlMs: FEEDBACK_THROTTLE_TTL_MS,
    limit: SUPPORT_THROTTLE_LIMIT,
  };
}

export const FeedbackThrottle = () => applyDecorators(UseGuards(FeedbackThrottlerGuard));
export const SupportThrottle = () => applyDecorators(UseGuards(SupportThrottlerGuard));
