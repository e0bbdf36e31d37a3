import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { BillingMode } from '@punchcard/shared';
import { JobRunner } from '#src/common/jobs/job-runner.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { BillingRepository } from './billing.repository.js';
import { BillingSync } from './billing-sync.service.js';
import { SeatSync } from './seat-sync.service.js';

/**
 * Hourly rather than daily (SWEEP_CRON): a grace period should end within the hour it is due, and
 * a seat change the provider missed should not wait a day.
 */
export const BILLING_SWEEP_CRON = '17 * * * *';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BillingSweepCounts {
  /** Workspaces moved to FREE because their past_due grace period ended. */
  grace_ended: number;
  /** Subscriptions whose quantity was set to the seats. */
  seats_synced: number;
  seat_failures: number;
}

/**
 * What no provider event announces: the end of a past_due grace period (the provider still says
 * past_due) and seat changes whose sync failed or that no member call made (an invitation that
 * expired, an account deleted). Runs on one instance per occurrence (JobRunner), with billing on.
 */
@Injectable()
export class BillingSweep implements OnModuleInit {
  private readonly logger = new Logger('BillingSweep');

  constructor(
    private readonly billing: BillingRepository,
    private readonly sync: BillingSync,
    private readonly seats: SeatSync,
    private readonly jobs: JobRunner,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.billing === BillingMode.None) return;
    this.jobs.scheduleCron('billing-sweep', BILLING_SWEEP_CRON, () => this.sweep());
  }

  async sweep(): Promise<BillingSweepCounts> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.billingGraceDays * DAY_MS);
    const counts: BillingSweepCounts = { grace_ended: 0, seats_synced: 0, seat_failures: 0 };
    for (const idWorkspace of await this.billing.graceEnded(cutoff)) {
      await this.sync.resettle(idWorkspace);
      counts.grace_ended += 1;
    }
    for (const idWorkspace of await this.billing.withLiveSubscription()) {
      try {
        if (await this.seats.syncSeats(idWorkspace)) counts.seats_synced += 1;
      } catch (error) {
        counts.seat_failures += 1;
        this.logger.error(
          `Seats of workspace ${idWorkspace}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return counts;
  }
}
