import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorKey, type Subscription, type SubscriptionState, TRIAL_DAYS } from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { AppException, badRequest, conflict, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { SeatsRepository } from '#src/modules/members/index.js';
import { BillingCustomers } from './billing-customers.js';
import { BillingGate } from './billing-gate.js';
import { BillingPrices } from './billing-prices.js';
import { BillingRepository, type SubscriptionRow } from './billing.repository.js';
import { BillingSync } from './billing-sync.service.js';
import type { SubscriptionUpdateDto } from './billing.dto.js';
import { toSubscription } from './billing.mapper.js';
import type { BillingProvider, ProviderSubscription } from './provider/billing-provider.js';
import { providerCall } from './provider-call.js';

/**
 * The workspace's subscription: subscribe (incomplete until the browser confirms the payment and
 * the provider's event activates it), a trial (once per workspace), changes of price or seats,
 * cancelling now or at the period's end. The provider is always asked first; what it answers
 * goes through BillingSync, which stores it and moves the plan.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly gate: BillingGate,
    private readonly customers: BillingCustomers,
    private readonly prices: BillingPrices,
    private readonly billing: BillingRepository,
    private readonly seats: SeatsRepository,
    private readonly sync: BillingSync,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async state(access: WorkspaceAccess): Promise<SubscriptionState> {
    const provider = this.gate.toRead(access);
    const idWorkspace = access.workspace.id;
    const [live, isTrialStarted, seats] = await Promise.all([
      this.billing.liveSubscription(idWorkspace),
      this.billing.isTrialStarted(idWorkspace),
      this.seats.taken(idWorkspace, this.clock.now()),
    ]);
    return {
      subscription: live ? this.wire(live) : null,
      is_trial_started: isTrialStarted,
      seats,
      provider: provider.name,
      publishable_key: this.config.stripe?.publishableKey ?? null,
    };
  }

  /**
   * Starts an incomplete subscription whose client secret the browser confirms. Asking again for
   * the same price while it is still incomplete answers it again; another price replaces it.
   */
  async subscribe(access: WorkspaceAccess, idPrice: string): Promise<Subscription> {
    const provider = this.gate.toWrite(access);
    const idWorkspace = access.workspace.id;
    const live = await this.billing.liveSubscription(idWorkspace);
    if (live?.status === 'incomplete' && live.id_price === idPrice) return this.wire(live);
    if (live && live.status !== 'incomplete') {
      throw conflict(ErrorKey.SubscriptionExists, 'The workspace already has a subscription.');
    }
    await this.prices.find(provider, access.workspace.currency, idPrice);
    if (live) await this.end(access, provider, live.id);
    return this.create(access, provider, idPrice);
  }

  /** Trialing for TRIAL_DAYS without a card; a workspace gets one trial, ever. */
  async startTrial(access: WorkspaceAccess, idPrice: string): Promise<Subscription> {
    const provider = this.gate.toWrite(access);
    const idWorkspace = access.workspace.id;
    if (await this.billing.isTrialStarted(idWorkspace)) {
      throw conflict(ErrorKey.TrialUsed, 'The workspace has already used its trial.');
    }
    if (await this.billing.liveSubscription(idWorkspace)) {
      throw conflict(ErrorKey.SubscriptionExists, 'The workspace already has a subscription.');
    }
    await this.prices.find(provider, access.workspace.currency, idPrice);
    return this.create(access, provider, idPrice, TRIAL_DAYS);
  }

  /** A new price (plan) or seat count, prorated by the provider. */
  async update(access: WorkspaceAccess, dto: SubscriptionUpdateDto): Promise<Subscription> {
    const provider = this.gate.toWrite(access);
    const live = await this.requireLive(access, dto.id_subscription);
    if (dto.id_subscription_item !== live.id_item) {
      throw notFound(ErrorKey.SubscriptionNotFound, 'The subscription has no such item.');
    }
    if (dto.id_price !== undefined) await this.prices.find(provider, live.currency, dto.id_price);
    if (dto.quantity !== undefined) {
      const seats = await this.seats.taken(access.workspace.id, this.clock.now());
      if (dto.quantity < seats) {
        throw badRequest(
          ErrorKey.BadRequest,
          `The workspace holds ${seats} seats; the quantity cannot be lower.`,
        );
      }
    }
    const change = {
      ...(dto.id_price !== undefined && { priceId: dto.id_price }),
      ...(dto.quantity !== undefined && { quantity: dto.quantity }),
    };
    if (Object.keys(change).length === 0) return this.wire(live);
    const sub = await providerCall('Changing the subscription', () =>
      provider.updateSubscription(live.id, change),
    );
    return this.applied(access, sub);
  }

  /** Ends the live subscription now; the workspace falls back to FREE. */
  async cancel(access: WorkspaceAccess): Promise<Subscription> {
    const provider = this.gate.toWrite(access);
    const live = await this.requireLive(access);
    return this.end(access, provider, live.id);
  }

  /** true: ends when the paid period does; false: renews again (resume). */
  async setCancelAtPeriodEnd(
    access: WorkspaceAccess,
    idSubscription: string,
    cancel: boolean,
  ): Promise<Subscription> {
    const provider = this.gate.toWrite(access);
    const live = await this.requireLive(access, idSubscription);
    const sub = await providerCall('Changing the cancellation', () =>
      provider.setCancelAtPeriodEnd(live.id, cancel),
    );
    return this.applied(access, sub);
  }

  /**
   * One idempotency key per workspace, price and attempt (how many subscriptions it ever had),
   * so a retried or doubled request creates one subscription. Should two requests for different
   * prices race, the index keeps the first; the second's subscription is ended at the provider.
   */
  private async create(
    access: WorkspaceAccess,
    provider: BillingProvider,
    idPrice: string,
    trialDays?: number,
  ): Promise<Subscription> {
    const idWorkspace = access.workspace.id;
    const idCustomer = await this.customers.ensure(access, provider);
    const attempt = await this.billing.countSubscriptions(idWorkspace);
    const kind = trialDays === undefined ? 'subscription' : 'trial';
    const quantity = Math.max(1, await this.seats.taken(idWorkspace, this.clock.now()));
    const sub = await providerCall('Creating the subscription', () =>
      provider.createSubscription({
        customerId: idCustomer,
        priceId: idPrice,
        quantity,
        ...(trialDays !== undefined && { trialDays }),
        idempotencyKey: `punchcard-${kind}-${idWorkspace}-${attempt}-${idPrice}`,
      }),
    );
    try {
      return await this.applied(access, sub);
    } catch (error) {
      if (error instanceof AppException && error.errorKey === ErrorKey.SubscriptionExists) {
        await provider.cancelSubscription(sub.id).catch((cause: unknown) => {
          this.logger.error(`Orphan subscription ${sub.id} not ended: ${String(cause)}`);
        });
      }
      throw error;
    }
  }

  private async end(
    access: WorkspaceAccess,
    provider: BillingProvider,
    idSubscription: string,
  ): Promise<Subscription> {
    const sub = await providerCall('Cancelling the subscription', () =>
      provider.cancelSubscription(idSubscription),
    );
    return this.applied(access, sub);
  }

  private async applied(access: WorkspaceAccess, sub: ProviderSubscription) {
    await this.sync.apply(access.workspace.id, sub, access.member.idUser);
    const row = await this.billing.subscription(sub.id);
    if (!row) throw new Error(`Subscription ${sub.id} was not stored`);
    return this.wire(row);
  }

  private async requireLive(access: WorkspaceAccess, id?: string): Promise<SubscriptionRow> {
    const live = await this.billing.liveSubscription(access.workspace.id);
    if (!live || (id !== undefined && live.id !== id)) {
      throw notFound(ErrorKey.SubscriptionNotFound, 'The workspace has no such subscription.');
    }
    return live;
  }

  private wire(row: SubscriptionRow): Subscription {
    return toSubscription(row, this.config.billingGraceDays);
  }
}
