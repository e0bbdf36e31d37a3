import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { plansWithRetention } from '@punchcard/shared';
import { Clock } from '#src/common/time/clock.js';
import { IdempotencyRepository } from '#src/modules/idempotency/index.js';
import { type PurgeCounts, RetentionRepository } from './retention.repository.js';

/**
 * FREE keeps 35 days: reads already hide older entries (see `retentionCutoff`); this job deletes
 * them once a day so the database does not grow with data nobody can see.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly retention: RetentionRepository,
    private readonly idempotency: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: 'retention-purge' })
  async purgeDaily(): Promise<void> {
    try {
      await this.purge();
      await this.idempotency.purgeExpired(this.clock.now());
    } catch (error) {
      this.logger.error(`Purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async purge(): Promise<PurgeCounts> {
    const counts = await this.retention.purge(this.clock.now(), plansWithRetention());
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    if (total > 0) this.logger.log(`Purged ${JSON.stringify(counts)}`);
    return counts;
  }
}
