import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '#src/config/app-config.js';
import {
  BillingProvider,
  type InvoicePreview,
  type NewSubscription,
  type Page,
  type PageRequest,
  type ProviderCustomer,
  type ProviderInvoice,
  type ProviderPaymentMethod,
  type ProviderPrice,
  type ProviderSubscription,
  type SubscriptionChange,
  ProviderNotFoundError,
} from './billing-provider.js';
import { createStripeClient } from './stripe-client.js';
import {
  callStripe,
  hasStripeCode,
  NO_UPCOMING_INVOICE_CODE,
  REQUIRES_ACTION_CODE,
  translateStripeError,
} from './stripe-errors.js';
import {
  idOf,
  toProviderCustomer,
  toProviderInvoice,
  toProviderPaymentMethod,
} from './stripe-objects.js';
import { PAID_PLANS, priceLookupKey, toProviderPrice } from './stripe-prices.js';
import {
  intentStatus,
  pendingPaymentOf,
  SUBSCRIPTION_EXPAND,
  toProviderSubscription,
} from './stripe-subscriptions.js';

/**
 * Subscriptions that bill: the ones a new default card must reach. An incomplete one is paid in
 * the browser, and the card it is paid with becomes its default.
 */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid']);
/** Statuses whose open invoice is retried at once with a new default card. */
const OVERDUE_STATUSES = new Set(['past_due', 'unpaid']);

/**
 * Billing on Stripe through the official client (BILLING=stripe). Customers carry the workspace
 * id in their metadata; prices are found by lookup key (stripe-prices.ts); subscriptions start
 * `default_incomplete` so the browser confirms the first payment (3-D Secure included) with the
 * client secret, and Stripe's webhooks, not this class, tell billing when they became active.
 */
@Injectable()
export class StripeBillingProvider extends BillingProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    if (!config.stripe) throw new Error('StripeBillingProvider needs the STRIPE_* settings');
    this.stripe = createStripeClient(config.stripe);
  }

  async createCustomer(input: {
    workspaceId: string;
    email: string | null;
    name: string;
    idempotencyKey: string;
  }): Promise<ProviderCustomer> {
    const customer = await callStripe('customer', () =>
      this.stripe.customers.create(
        {
          name: input.name,
          description: input.name,
          ...(input.email === null ? {} : { email: input.email }),
          metadata: { workspace_id: input.workspaceId },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toProviderCustomer(customer);
  }

  async getCustomer(customerId: string): Promise<ProviderCustomer> {
    const customer = await callStripe('customer', () => this.stripe.customers.retrieve(customerId));
    if (customer.deleted) throw new ProviderNotFoundError('customer', `${customerId} was deleted`);
    return toProviderCustomer(customer);
  }

  async attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
  ): Promise<ProviderPaymentMethod> {
    const method = await callStripe('payment_method', () =>
      this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
    );
    return toProviderPaymentMethod(method);
  }

  async listPaymentMethods(
    customerId: string,
    page: PageRequest,
  ): Promise<Page<ProviderPaymentMethod>> {
    const list = await callStripe('customer', () =>
      this.stripe.customers.listPaymentMethods(customerId, {
        type: 'card',
        limit: page.limit,
        ...(page.startingAfter === undefined ? {} : { starting_after: page.startingAfter }),
        ...(page.endingBefore === undefined ? {} : { ending_before: page.endingBefore }),
      }),
    );
    return { data: list.data.map(toProviderPaymentMethod), hasMore: list.has_more };
  }

  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.requireOwnMethod(customerId, paymentMethodId);
    await callStripe('payment_method', () => this.stripe.paymentMethods.detach(paymentMethodId));
  }

  /**
   * The customer's default for future invoices and every live subscription's; an overdue
   * subscription's open invoice is paid with it at once, so a new card ends past_due without
   * waiting for Stripe's next retry. A decline is the card's answer (PaymentDeclinedError); a
   * payment that needs 3-D Secure stays open with its client secret for the browser.
   */
  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.requireOwnMethod(customerId, paymentMethodId);
    await callStripe('customer', () =>
      this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      }),
    );
    const subscriptions = await callStripe('customer', () =>
      this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 }),
    );
    for (const subscription of subscriptions.data) {
      if (!LIVE_STATUSES.has(subscription.status)) continue;
      await callStripe('subscription', () =>
        this.stripe.subscriptions.update(subscription.id, {
          default_payment_method: paymentMethodId,
        }),
      );
      if (OVERDUE_STATUSES.has(subscription.status)) {
        await this.retryOpenInvoices(subscription.id, paymentMethodId);
      }
    }
  }

  async listPrices(currency: string): Promise<ProviderPrice[]> {
    const keys = PAID_PLANS.map((plan) => priceLookupKey(plan, currency));
    const list = await callStripe('price', () =>
      this.stripe.prices.list({ lookup_keys: keys, active: true, limit: keys.length }),
    );
    const prices = list.data.flatMap((price) => toProviderPrice(price) ?? []);
    return PAID_PLANS.flatMap((plan) => prices.find((price) => price.plan === plan) ?? []);
  }

  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    const trial = input.trialDays === undefined ? {} : trialSettings(input.trialDays);
    const subscription = await callStripe('price', () =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: input.priceId, quantity: input.quantity }],
          // The first invoice waits for the browser to confirm it (3-D Secure included); the
          // card it is paid with becomes the subscription's default for renewals.
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: SUBSCRIPTION_EXPAND,
          ...trial,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return this.toSubscription(subscription);
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await callStripe('subscription', () =>
      this.stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND }),
    );
    return this.toSubscription(subscription);
  }

  async updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
  ): Promise<ProviderSubscription> {
    const current = await this.getSubscription(subscriptionId);
    const subscription = await callStripe('price', () =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: [
          {
            id: current.itemId,
            ...(change.priceId === undefined ? {} : { price: change.priceId }),
            ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
          },
        ],
        proration_behavior: 'create_prorations',
        expand: SUBSCRIPTION_EXPAND,
      }),
    );
    return this.toSubscription(subscription);
  }

  async setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
  ): Promise<ProviderSubscription> {
    const subscription = await callStripe('subscription', () =>
      this.stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
        expand: SUBSCRIPTION_EXPAND,
      }),
    );
    return this.toSubscription(subscription);
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await callStripe('subscription', () =>
      this.stripe.subscriptions.cancel(subscriptionId, { expand: SUBSCRIPTION_EXPAND }),
    );
    return this.toSubscription(subscription);
  }

  async listInvoices(customerId: string, limit: number): Promise<ProviderInvoice[]> {
    const list = await callStripe('customer', () =>
      this.stripe.invoices.list({ customer: customerId, limit }),
    );
    return list.data.map((invoice) => toProviderInvoice(invoice));
  }

  /** Stripe hosts the PDF: billing redirects to it. Another customer's invoice is not found. */
  async invoicePdf(customerId: string, invoiceId: string): Promise<{ url: string }> {
    const invoice = await callStripe('invoice', () => this.stripe.invoices.retrieve(invoiceId));
    const url = invoice.invoice_pdf ?? null;
    if (idOf(invoice.customer) !== customerId || url === null) {
      throw new ProviderNotFoundError(
        'invoice',
        `No PDF of invoice ${invoiceId} for ${customerId}`,
      );
    }
    return { url };
  }

  /**
   * Stripe's preview of the next invoice; with a price or quantity, of that change prorated
   * from now (or of a first invoice, for a customer without a subscription).
   */
  async upcomingInvoice(preview: InvoicePreview): Promise<ProviderInvoice | null> {
    const changes = preview.priceId !== undefined || preview.quantity !== undefined;
    const item = {
      ...(preview.itemId === undefined ? {} : { id: preview.itemId }),
      ...(preview.priceId === undefined ? {} : { price: preview.priceId }),
      ...(preview.quantity === undefined ? {} : { quantity: preview.quantity }),
    };
    try {
      const invoice = await this.stripe.invoices.createPreview({
        customer: preview.customerId,
        ...(preview.subscriptionId === undefined ? {} : { subscription: preview.subscriptionId }),
        ...(changes
          ? { subscription_details: { items: [item], proration_behavior: 'create_prorations' } }
          : {}),
      });
      return toProviderInvoice(invoice, true);
    } catch (error) {
      if (hasStripeCode(error, NO_UPCOMING_INVOICE_CODE)) return null;
      throw translateStripeError(error, 'subscription');
    }
  }

  /** Stripe answers 404 when the method is not attached to this customer. */
  private async requireOwnMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await callStripe('payment_method', () =>
      this.stripe.customers.retrievePaymentMethod(customerId, paymentMethodId),
    );
  }

  private async retryOpenInvoices(subscriptionId: string, paymentMethodId: string): Promise<void> {
    const open = await callStripe('subscription', () =>
      this.stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 10 }),
    );
    for (const invoice of open.data) {
      try {
        await this.stripe.invoices.pay(invoice.id, { payment_method: paymentMethodId });
      } catch (error) {
        // 3-D Secure: the invoice stays open and the subscription keeps its client secret.
        if (hasStripeCode(error, REQUIRES_ACTION_CODE)) continue;
        throw translateStripeError(error, 'invoice');
      }
    }
  }

  /** The subscription as billing sees it, with the open payment's status read from Stripe. */
  private async toSubscription(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    const pending = pendingPaymentOf(subscription);
    let { status } = pending;
    const intentId = pending.paymentIntentId;
    if (intentId !== null) {
      const intent = await callStripe('invoice', () =>
        this.stripe.paymentIntents.retrieve(intentId),
      );
      status = intentStatus(intent.status);
    }
    return toProviderSubscription(subscription, { clientSecret: pending.clientSecret, status });
  }
}

/**
 * A trial needs no card; one that ends without a card on file cancels (the workspace falls back
 * to FREE) instead of leaving an unpaid invoice behind.
 */
function trialSettings(
  days: number,
): Pick<Stripe.SubscriptionCreateParams, 'trial_period_days' | 'trial_settings'> {
  return {
    trial_period_days: days,
    trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
  };
}
