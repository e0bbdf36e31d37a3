import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '#src/common/jobs/job-runner.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { IdempotencyRepository } from './idempotency.repository.js';

/**
 * Keys answer retries for 24 hours; the housekeeping sweep (SWEEP_CRON) deletes older ones on
 * one instance per occurrence, beside the retention purge.
 */
@Injectable()
export class IdempotencyExpiryService implements OnModuleInit {
  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly jobs: JobRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.scheduleCron('idempotency-expiry', this.config.sweepCron, async () => ({
      idempotency_keys: await this.keys.purgeExpired(this.clock.now()),
    }));
  }
}
