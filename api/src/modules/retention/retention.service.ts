import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobRunner } from '#src/common/jobs/job-runner.js';
import { PlanRules } from '#src/common/plans/plan-rules.js';
import { ThrottleCountersRepository } from '#src/common/throttling/throttle-counters.repository.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { SelfiesService } from '#src/modules/kiosk-punches/index.js';
import { type PurgeCounts, RetentionRepository } from './retention.repository.js';

/**
 * With billing on, FREE keeps 35 days: reads already hide older entries (see `PlanRules`); this
 * job deletes them once a day (SWEEP_CRON, 03:00 by default) so the database does not grow with
 * data nobody can see, kiosk selfies with their files. Without billing no plan forgets anything
 * and it deletes nothing. The sweep drops throttle counters that no longer count anything. Each
 * runs on one instance per occurrence (JobRunner) and leaves a row in `job_runs`.
 */
@Injectable()
export class RetentionService implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly retention: RetentionRepository,
    private readonly selfies: SelfiesService,
    private readonly throttles: ThrottleCountersRepository,
    private readonly jobs: JobRunner,
    private readonly clock: Clock,
    private readonly plans: PlanRules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.scheduleCron('retention-purge', this.config.sweepCron, () => this.purge());
    this.jobs.scheduleCron('throttle-expiry', this.config.sweepCron, async () => ({
      throttle_counters: await this.throttles.purgeExpired(),
    }));
  }

  async purge(): Promise<PurgeCounts> {
    const now = this.clock.now();
    const plans = this.plans.plansWithRetention();
    const counts = await this.retention.purge(now, plans);
    if (plans.length > 0) counts.selfies = await this.selfies.purgeExpired(now, plans);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    if (total > 0) this.logger.log(`Purged ${JSON.stringify(counts)}`);
    return counts;
  }
}
