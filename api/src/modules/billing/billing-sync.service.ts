import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorKey, knownLocale, parsePlan, type Plan } from '@punchcard/shared';
import { conflict } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { isPgError, PgErrorCode } from '#src/database/pg-errors.js';
import { Transactions, type Tx } from '#src/database/transactions.js';
import { MailService } from '#src/modules/mail/index.js';
import { WorkspaceSettingsService } from '#src/modules/workspaces/index.js';
import { BillingRepository, type SubscriptionRow } from './billing.repository.js';
import { pastDueMail } from './past-due-mail.js';
import { graceEnd, planOf } from './plan-of-subscription.js';
import type { ProviderSubscription } from './provider/billing-provider.js';

/** The fields whose change is worth a line in billing_changes. */
const TRACKED = ['status', 'plan', 'id_price', 'quantity', 'cancel_at_period_end'] as const;

function differences(before: SubscriptionRow | undefined, sub: ProviderSubscription) {
  const now = {
    status: sub.status,
    plan: sub.plan,
    id_price: sub.priceId,
    quantity: sub.quantity,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
  };
  if (before === undefined) return now;
  const changed = TRACKED.filter((field) => before[field] !== now[field]);
  if (changed.length === 0) return undefined;
  return Object.fromEntries(
    changed.map((field) => [field, { from: before[field], to: now[field] }]),
  );
}

/**
 * The one place the provider's truth enters: both providers (the test provider after each of its
 * state changes, the Stripe webhook after re-reading the subscription) and the billing services
 * hand it a freshly read subscription, never a delta, so applying it twice or late changes nothing
 * that a later call would not set again. It stores the mirror, derives the workspace's plan from
 * the live subscription (the only writer of workspaces.plan under billing), switches lost features
 * off as the plan switch does, records every change and mails the owners once when a payment
 * fails (the subscription turning past_due).
 */
@Injectable()
export class BillingSync implements OnApplicationShutdown {
  private readonly logger = new Logger('BillingSync');
  private readonly mailing = new Set<Promise<void>>();

  constructor(
    private readonly billing: BillingRepository,
    private readonly settings: WorkspaceSettingsService,
    private readonly transactions: Transactions,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores `sub` as the workspace's subscription and settles the plan. `idUser` is whoever's
   * request caused it (null: the provider). 409 subscription_exists when the workspace already
   * holds another live subscription.
   */
  async apply(idWorkspace: string, sub: ProviderSubscription, idUser: string | null = null) {
    const now = this.clock.now();
    let pastDueSince: Date | null;
    try {
      pastDueSince = await this.transactions.run(async (tx) => {
        const workspace = await this.billing.lockWorkspace(idWorkspace, tx);
        if (!workspace) throw new Error(`Subscription ${sub.id} names no workspace`);
        const before = await this.billing.lockSubscription(sub.id, tx);
        if (before && before.id_workspace !== idWorkspace) {
          throw new Error(`Subscription ${sub.id} belongs to another workspace`);
        }
        const turnedPastDue = sub.status === 'past_due' && before?.status !== 'past_due';
        const since = sub.status !== 'past_due' ? null : (before?.past_due_since ?? now);
        await this.billing.saveSubscription(idWorkspace, sub, since, now, tx);
        if (sub.trialEnd !== null && !workspace.is_trial_started) {
          await this.billing.markTrialStarted(idWorkspace, tx);
        }
        const detail = differences(before, sub);
        if (detail) {
          const kind = before ? 'subscription_updated' : 'subscription_created';
          await this.record(tx, idWorkspace, idUser, kind, { id: sub.id, ...detail }, now);
        }
        await this.settle(tx, idWorkspace, parsePlan(workspace.plan), now, idUser);
        return turnedPastDue ? since : null;
      });
    } catch (error) {
      if (isPgError(error, PgErrorCode.UniqueViolation, 'billing_subscriptions_live_key')) {
        throw conflict(ErrorKey.SubscriptionExists, 'The workspace already has a subscription.');
      }
      throw error;
    }
    if (pastDueSince) this.warnOwners(idWorkspace, pastDueSince);
  }

  /** The workspace a provider customer belongs to (webhooks name customers). */
  workspaceOfCustomer(customerId: string): Promise<string | null> {
    return this.billing.workspaceOfCustomer(customerId);
  }

  /**
   * Derives the plan again from what is stored, for a grace period that ended with no event
   * from the provider (the sweep). Nothing changes when the plan is still right.
   */
  async resettle(idWorkspace: string): Promise<void> {
    const now = this.clock.now();
    await this.transactions.run(async (tx) => {
      const workspace = await this.billing.lockWorkspace(idWorkspace, tx);
      if (workspace) await this.settle(tx, idWorkspace, parsePlan(workspace.plan), now, null);
    });
  }

  /** Resolves once every warning mail started so far was sent or given up. */
  async settled(): Promise<void> {
    await Promise.all([...this.mailing]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.settled();
  }

  private async settle(
    tx: Tx,
    idWorkspace: string,
    current: Plan,
    now: Date,
    idUser: string | null,
  ) {
    const live = await this.billing.liveSubscription(idWorkspace, tx);
    const source = live && {
      status: live.status,
      plan: parsePlan(live.plan),
      pastDueSince: live.past_due_since,
    };
    const plan = planOf(source, current, now, this.config.billingGraceDays);
    if (plan === current) return;
    await this.settings.applyPlan(idWorkspace, plan, tx);
    const detail = { from: current, to: plan, status: live?.status ?? null, id: live?.id ?? null };
    await this.record(tx, idWorkspace, idUser, 'plan_changed', detail, now);
  }

  private record(
    tx: Tx,
    idWorkspace: string,
    idUser: string | null,
    kind: string,
    detail: Record<string, unknown>,
    at: Date,
  ): Promise<void> {
    return this.billing.record({ idWorkspace, idUser, kind, detail, at }, tx);
  }

  /** After the commit and never failing the caller: a mail server's trouble is only logged. */
  private warnOwners(idWorkspace: string, pastDueSince: Date): void {
    const send = this.sendWarnings(idWorkspace, pastDueSince).catch((error: unknown) => {
      this.logger.error(
        `Past-due warning for workspace ${idWorkspace} not mailed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    this.mailing.add(send);
    void send.finally(() => this.mailing.delete(send));
  }

  private async sendWarnings(idWorkspace: string, pastDueSince: Date): Promise<void> {
    const end = graceEnd(pastDueSince, this.config.billingGraceDays);
    for (const owner of await this.billing.ownersOf(idWorkspace)) {
      const locale = knownLocale(owner.locale);
      const link = `${this.config.publicUrl}/${locale}/settings/workspace/plans`;
      const mail = pastDueMail({ workspace: owner.workspace_name, graceEnd: end, link }, locale);
      await this.mail.deliver(owner.email, mail);
    }
  }
}
