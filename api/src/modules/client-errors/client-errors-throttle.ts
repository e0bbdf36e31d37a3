import { applyDecorators, Injectable, UseGuards } from '@nestjs/common';
import { type OwnBudget, OwnThrottlerGuard } from '#src/common/throttling/own-throttler-guard.js';

export const CLIENT_ERRORS_THROTTLE_LIMIT = 10;
export const CLIENT_ERRORS_THROTTLE_TTL_MS = 60_000;

/** 10 reports a minute per IP: a page caught in an error loop must not flood the chat channel. */
@Injectable()
export class ClientErrorsThrottlerGuard extends OwnThrottlerGuard {
  protected readonly budget: OwnBudget = {
    name: 'client-errors',
    ttlMs: CLIENT_ERRORS_THROTTLE_TTL_MS,
    limit: CLIENT_ERRORS_THROTTLE_LIMIT,
  };
}

export const ClientErrorsThrottle = () => applyDecorators(UseGuards(ClientErrorsThrottlerGuard));
