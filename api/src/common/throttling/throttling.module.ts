import { Module } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { PostgresThrottlerStorage } from './postgres-throttler-storage.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';
import { ThrottleCountersRepository } from './throttle-counters.repository.js';

/** The store every throttler guard counts in (ThrottlerModule's `storage` option). */
export const SHARED_THROTTLER_STORAGE = Symbol('SHARED_THROTTLER_STORAGE');

/**
 * Throttle counters shared by every API instance: in Redis when REDIS_URL is set, else in the
 * app's database. Never in process memory, where each instance behind a load balancer would
 * count only its share of the calls.
 */
@Module({
  providers: [
    ThrottleCountersRepository,
    {
      provide: SHARED_THROTTLER_STORAGE,
      inject: [APP_CONFIG, ThrottleCountersRepository],
      useFactory: (config: AppConfig, counters: ThrottleCountersRepository): ThrottlerStorage =>
        config.redisUrl
          ? new RedisThrottlerStorage(config.redisUrl)
          : new PostgresThrottlerStorage(counters),
    },
  ],
  exports: [SHARED_THROTTLER_STORAGE, ThrottleCountersRepository],
})
export class ThrottlingModule {}
