import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorKey } from '@punchcard/shared';
import Stripe from 'stripe';
import { AppException, badRequest, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import { BillingSync } from '../billing-sync.service.js';
import {
  BillingProvider,
  ProviderNotFoundError,
  type ProviderSubscription,
} from '../provider/billing-provider.js';
import { BillingWebhookEventsRepository } from './billing-webhook-events.repository.js';
import type { WebhookReceipt } from './stripe-webhook.dto.js';
import { type EventSubject, subjectOf } from './stripe-webhook-events.js';

/** Stripe's own default: a signature older than five minutes may be a replay by someone else. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const RECEIVED: WebhookReceipt = { received: true };
/** Confirming reads per delivery; more would only chase a subscription changing this very second. */
const MAX_APPLY_ROUNDS = 3;

/**
 * Stripe's webhook events, the only way a subscription's status reaches billing on Stripe.
 * Each is verified (signature over the raw body, timestamp within the tolerance), processed once
 * per event id, and never trusted for state: the subscription it names is read from Stripe again
 * and that current truth is applied, so events arriving late or out of order change nothing.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhooks');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly provider: BillingProvider,
    private readonly sync: BillingSync,
    private readonly events: BillingWebhookEventsRepository,
    private readonly clock: Clock,
  ) {}

  async receive(
    payload: Buffer | undefined,
    signature: string | undefined,
  ): Promise<WebhookReceipt> {
    const secret = this.config.stripe?.webhookSecret;
    if (secret === undefined) {
      throw notFound(ErrorKey.NotFound, 'Billing does not run on Stripe on this install.');
    }
    const event = this.verify(payload, signature, secret);
    const subject = subjectOf(event);
    if (!subject) return RECEIVED;
    const claim = {
      id: event.id,
      type: event.type,
      idSubscription: subject.subscriptionId,
      eventCreatedAt: new Date(event.created * 1000),
    };
    // A duplicate arriving while the first delivery processes the event is acknowledged: if
    // that delivery fails, it releases the claim and Stripe retries it.
    if (!(await this.events.claim(claim, this.clock.now()))) return RECEIVED;
    try {
      await this.apply(subject);
    } catch (error) {
      await this.events.release(event.id);
      throw error;
    }
    await this.events.markProcessed(event.id, this.clock.now());
    return RECEIVED;
  }

  private verify(
    payload: Buffer | undefined,
    signature: string | undefined,
    secret: string,
  ): Stripe.Event {
    if (payload === undefined || signature === undefined) {
      throw badRequest(
        ErrorKey.WebhookSignatureInvalid,
        'A Stripe-Signature header and a JSON body are required.',
      );
    }
    try {
      return Stripe.webhooks.constructEvent(
        payload,
        signature,
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        this.clock.now().getTime(),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw badRequest(ErrorKey.WebhookSignatureInvalid, error.message);
      }
      throw error;
    }
  }

  /**
   * Applies the subscription as Stripe has it now, then reads it once more: a delivery that read
   * an older state and applied it after ours (two events of one change arrive together) is put
   * right by our confirming read, as ours would be by theirs. Stable after one round but for
   * such races.
   */
  private async apply(subject: EventSubject): Promise<void> {
    const workspaceId = await this.sync.workspaceOfCustomer(subject.customerId);
    if (workspaceId === null) {
      // Another system sharing the Stripe account, or a customer this install no longer has.
      this.logger.warn(`Stripe customer ${subject.customerId} belongs to no workspace: ignored`);
      return;
    }
    let current = await this.read(subject.subscriptionId);
    for (let round = 0; current && round < MAX_APPLY_ROUNDS; round += 1) {
      if (!(await this.applyOne(workspaceId, current))) return;
      const again = await this.read(subject.subscriptionId);
      if (again && isDeepStrictEqual(again, current)) return;
      current = again;
    }
  }

  private read(subscriptionId: string): Promise<ProviderSubscription | undefined> {
    return this.provider.getSubscription(subscriptionId).catch((error: unknown) => {
      if (!(error instanceof ProviderNotFoundError)) throw error;
      this.logger.warn(`Stripe subscription ${subscriptionId} is gone: ignored`);
      return undefined;
    });
  }

  /** False when the subscription cannot be applied at all. */
  private async applyOne(workspaceId: string, subscription: ProviderSubscription) {
    try {
      await this.sync.apply(workspaceId, subscription);
      return true;
    } catch (error) {
      // A second live subscription for one workspace is a state retries cannot mend.
      if (!(error instanceof AppException) || error.errorKey !== ErrorKey.SubscriptionExists) {
        throw error;
      }
      this.logger.error(
        `Stripe subscription ${subscription.id} not applied: workspace ${workspaceId} already has another`,
      );
      return false;
    }
  }
}
