import { applyDecorators, Inject, Injectable, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';

export const CLIENT_ERRORS_THROTTLE_LIMIT = 10;
export const CLIENT_ERRORS_THROTTLE_TTL_MS = 60_000;

/**
 * 10 reports a minute per IP: a page caught in an error loop must not flood the chat channel.
 * The guard brings its own throttler instead of the app's list, whose one entry is the sign-in
 * budget (5 a minute, tracked per account); adding ours there would run it on sign-in routes too.
 */
@Injectable()
export class ClientErrorsThrottlerGuard extends ThrottlerGuard {
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
    this.throttlers = [
      {
        name: 'client-errors',
        ttl: CLIENT_ERRORS_THROTTLE_TTL_MS,
        limit: CLIENT_ERRORS_THROTTLE_LIMIT * this.config.throttleLimitScale,
      },
    ];
  }
}

export const ClientErrorsThrottle = () => applyDecorators(UseGuards(ClientErrorsThrottlerGuard));
