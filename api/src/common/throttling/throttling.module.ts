import { Global, Module } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { Database } from '#src/database/sql/index.js';
import { FAILURE_BACKOFF, type FailureBackoffStore } from './failure-backoff.js';
import { PostgresFailureBackoff } from './postgres-failure-backoff.js';
import { PostgresThrottlerStorage } from './postgres-throttler-storage.js';
import { RedisFailureBackoff } from './redis-failure-backoff.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';
import { ThrottleCountersRepository } from './throttle-counters.repository.js';

/** The store every throttler guard counts in (ThrottlerModule's `storage` option). */
export const SHARED_THROTTLER_STORAGE = Symbol('SHARED_THROTTLER_STORAGE');

/**
 * Throttle counters shared by every API instance: in Redis when REDIS_URL is set, else in the
 * app's database. Never in process memory, where each instance behind a load balancer would
 * count only its share of the calls. Global, so the failure counters (FAILURE_BACKOFF) reach the
 * interceptor of whichever module's routes spend them.
 */
@Global()
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
    {
      provide: FAILURE_BACKOFF,
      inject: [SHARED_THROTTLER_STORAGE, Database],
      useFactory: (storage: ThrottlerStorage, db: Database): FailureBackoffStore =>
        storage instanceof RedisThrottlerStorage
          ? new RedisFailureBackoff(storage.client)
          : new PostgresFailureBackoff(db),
    },
  ],
  exports: [SHARED_THROTTLER_STORAGE, ThrottleCountersRepository, FAILURE_BACKOFF],
})
export class ThrottlingModule {}
