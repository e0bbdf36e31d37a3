import { Inject, Injectable } from '@nestjs/common';
import {
  type BillingMode,
  type PlanFeature,
  type PlanLimits,
  planHasFeature,
  planLimits,
  plansWithRetention,
  retentionCutoff,
} from '@punchcard/shared';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';

/**
 * What a workspace's stored plan allows on this install. The billing mode (BILLING) decides: with
 * `none` no plan holds anything back. Every plan check on the server asks here, so none can forget
 * the mode and purge, cap or gate a self-hosted workspace.
 */
@Injectable()
export class PlanRules {
  readonly billing: BillingMode;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.billing = config.billing;
  }

  limits(plan: string): PlanLimits {
    return planLimits(plan, this.billing);
  }

  has(plan: string, feature: PlanFeature): boolean {
    return planHasFeature(plan, feature, this.billing);
  }

  /** The oldest moment reads still show; null keeps everything. */
  retentionCutoff(plan: string, now: Date): Date | null {
    return retentionCutoff(plan, now, this.billing);
  }

  /** The plans the daily purge applies to, with their days; none without billing. */
  plansWithRetention(): { plan: string; days: number }[] {
    return plansWithRetention(this.billing);
  }
}
