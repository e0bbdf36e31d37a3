import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { BillingMode } from '@punchcard/shared';
import { JobRunner } from '#src/common/jobs/job-runner.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { BILLING_SWEEP_CRON } from '../billing-sweep.service.js';
import { TestBillingLifecycle } from './test-lifecycle.service.js';

/**
 * Real time moves the test clocks too: with BILLING=test, what falls due without anyone advancing
 * a clock (a period ending, a first payment expiring after 23 hours) runs with billing's hourly
 * sweep, once per occurrence across instances.
 */
@Injectable()
export class TestBillingClockJob implements OnModuleInit {
  constructor(
    private readonly lifecycle: TestBillingLifecycle,
    private readonly jobs: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.billing !== BillingMode.Test) return;
    this.jobs.scheduleCron('billing-test-clock', BILLING_SWEEP_CRON, async () => ({
      transitions: await this.lifecycle.runDue(),
    }));
  }
}
