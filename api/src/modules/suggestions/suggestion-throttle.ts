import { applyDecorators, Inject, Injectable, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { AuthedRequest } from '#src/auth/auth-context.js';
import { type OwnBudget, OwnThrottlerGuard } from '#src/common/throttling/own-throttler-guard.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';

export const SUGGESTION_THROTTLE_LIMIT = 30;
export const SUGGESTION_THROTTLE_TTL_MS = 60 * 60_000;

/**
 * 30 suggestions an hour per account while a model is configured: each call spends the
 * provider's budget, so a script (or a stuck retry loop) must not. The built-in generator costs
 * a report read and is not counted. The guard runs after authentication, so the account is known.
 */
@Injectable()
export class SuggestionThrottlerGuard extends OwnThrottlerGuard {
  protected readonly budget: OwnBudget = {
    name: 'suggestions',
    ttlMs: SUGGESTION_THROTTLE_TTL_MS,
    limit: SUGGESTION_THROTTLE_LIMIT,
  };
  private readonly modelConfigured: boolean;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super(options, storage, reflector, config);
    this.modelConfigured = config.openai !== undefined;
  }

  protected override shouldSkip(): Promise<boolean> {
    return Promise.resolve(!this.modelConfigured);
  }

  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    const { auth, ip } = request as unknown as AuthedRequest;
    return Promise.resolve(auth ? `user|${auth.user.id}` : `ip|${String(ip)}`);
  }
}

export const SuggestionThrottle = () => applyDecorators(UseGuards(SuggestionThrottlerGuard));
