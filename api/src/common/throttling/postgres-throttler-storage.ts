import type { ThrottlerStorage } from '@nestjs/throttler';
import { type ThrottlerStorageRecord, toStorageRecord } from './throttle-record.js';
import type { ThrottleCountersRepository } from './throttle-counters.repository.js';

/** Throttle counters in the app's PostgreSQL (or PGlite): the default, no other service needed. */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly counters: ThrottleCountersRepository) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<ThrottlerStorageRecord> {
    const hit = await this.counters.hit({ key, ttlMs: ttl, limit, blockMs: blockDuration });
    return toStorageRecord(hit, blockDuration);
  }
}
