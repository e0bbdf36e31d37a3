import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';

/** One route family's budget: `limit` calls per `ttlMs`, before THROTTLE_LIMIT_SCALE. */
export interface OwnBudget {
  name: string;
  ttlMs: number;
  limit: number;
}

/**
 * A guard with a throttler of its own instead of the app's list, whose one entry is the sign-in
 * budget (adding another there would run it on sign-in routes too). It counts in the shared
 * throttle store, scales with THROTTLE_LIMIT_SCALE and answers its 429 with `Retry-After`.
 * Subclasses name their budget and, where not per IP, what they count by (`getTracker`).
 */
@Injectable()
export abstract class OwnThrottlerGuard extends ThrottlerGuard {
  protected abstract readonly budget: OwnBudget;

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  override async onModuleInit(): Promise<void> {
    await super.onModuleInit();
    const { name, ttlMs, limit } = this.budget;
    this.throttlers = [{ name, ttl: ttlMs, limit: limit * this.config.throttleLimitScale }];
  }

  /** The package names its header after the throttler; clients read this one. */
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}
