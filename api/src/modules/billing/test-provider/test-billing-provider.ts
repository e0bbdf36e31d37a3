import { Injectable } from '@nestjs/common';
import { TEST_PAYMENT_METHODS } from '@punchcard/shared';
import { Transactions } from '#src/database/transactions.js';
import {
  BillingProvider,
  type InvoicePreview,
  type NewSubscription,
  type Page,
  type PageRequest,
  PaymentDeclinedError,
  type ProviderCustomer,
  type ProviderInvoice,
  type ProviderPaymentMethod,
  type ProviderPrice,
  ProviderNotFoundError,
  type ProviderSubscription,
  type SubscriptionChange,
} from '../provider/billing-provider.js';
import { TestCustomersRepository, type TestCustomerRow } from './test-customers.repository.js';
import { TestInvoicePdf } from './test-invoice-pdf.js';
import { TestInvoicesRepository } from './test-invoices.repository.js';
import { TestBillingLifecycle } from './test-lifecycle.service.js';
import {
  isTestPaymentMethodId,
  newTestId,
  toProviderCustomer,
  toProviderInvoice,
  toProviderPaymentMethod,
  toProviderSubscription,
} from './test-objects.js';
import { TestPayments } from './test-payments.js';
import { addMonths, days } from './test-periods.js';
import { testPrice, testPricesIn } from './test-prices.js';
import { TestSubscriptionChanges } from './test-subscription-changes.js';
import { TestSubscriptionsRepository } from './test-subscriptions.repository.js';

/**
 * The built-in test-mode provider (BILLING=test): Stripe's lifecycle simulated in the database,
 * so a demo or a test reaches every state without a Stripe account. It takes Stripe's own test
 * payment-method ids (TEST_PAYMENT_METHODS) and behaves as Stripe does with them; time moves on
 * each workspace's test clock (TestBillingLifecycle); the browser's side of a payment is POST
 * /v1/billing/test/confirm. Changes reach the plan through BillingSync, as webhooks would.
 */
@Injectable()
export class TestBillingProvider extends BillingProvider {
  readonly name = 'test' as const;

  constructor(
    private readonly customers: TestCustomersRepository,
    private readonly subscriptions: TestSubscriptionsRepository,
    private readonly invoices: TestInvoicesRepository,
    private readonly payments: TestPayments,
    private readonly lifecycle: TestBillingLifecycle,
    private readonly changes: TestSubscriptionChanges,
    private readonly invoicePdfs: TestInvoicePdf,
    private readonly transactions: Transactions,
  ) {
    super();
  }

  async createCustomer(input: {
    workspaceId: string;
    email: string | null;
    name: string;
    idempotencyKey: string;
  }): Promise<ProviderCustomer> {
    const row = await this.customers.insertCustomer({
      id: newTestId('cus'),
      id_workspace: input.workspaceId,
      email: input.email,
      description: input.name,
      default_payment_method: null,
      created_at: await this.lifecycle.now(input.workspaceId),
    });
    return toProviderCustomer(row);
  }

  async getCustomer(customerId: string): Promise<ProviderCustomer> {
    return toProviderCustomer(await this.customer(customerId));
  }

  /**
   * A Stripe test id becomes a card of this customer under a new id, as Stripe's attach does; a
   * card that declines (pm_card_chargeDeclined) fails its check here and is not kept.
   */
  async attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
  ): Promise<ProviderPaymentMethod> {
    const customer = await this.customer(customerId);
    const attached = await this.customers.paymentMethod(customerId, paymentMethodId);
    if (attached) return toProviderPaymentMethod(attached);
    if (!isTestPaymentMethodId(paymentMethodId)) {
      throw new ProviderNotFoundError(
        'payment_method',
        `No such payment method ${paymentMethodId}`,
      );
    }
    if (TEST_PAYMENT_METHODS[paymentMethodId].outcome === 'decline') {
      throw new PaymentDeclinedError();
    }
    const now = await this.lifecycle.now(customer.id_workspace);
    return toProviderPaymentMethod(await this.payments.saveCard(customerId, paymentMethodId, now));
  }

  async listPaymentMethods(
    customerId: string,
    page: PageRequest,
  ): Promise<Page<ProviderPaymentMethod>> {
    await this.customer(customerId);
    const limit = Math.max(1, page.limit);
    const rows = await this.customers.pageOfPaymentMethods(customerId, limit, {
      ...(page.startingAfter === undefined ? {} : { after: page.startingAfter }),
      ...(page.endingBefore === undefined ? {} : { before: page.endingBefore }),
    });
    // Newest first either way; the extra row is the one farthest from the cursor.
    const data = page.endingBefore === undefined ? rows.slice(0, limit) : rows.slice(-limit);
    return { data: data.map(toProviderPaymentMethod), hasMore: rows.length > limit };
  }

  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.customer(customerId);
    if (!(await this.customers.deletePaymentMethod(customerId, paymentMethodId))) {
      throw new ProviderNotFoundError(
        'payment_method',
        `No such payment method ${paymentMethodId}`,
      );
    }
  }

  /**
   * The customer's and its live subscriptions' default; then every open invoice is tried with it
   * at once (Stripe retries them with the new card). A decline answers PaymentDeclinedError with
   * the default kept; a card needing 3-D Secure leaves the payment to the browser.
   */
  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.customer(customerId);
    const card = await this.customers.paymentMethod(customerId, paymentMethodId);
    if (!card) {
      throw new ProviderNotFoundError(
        'payment_method',
        `No such payment method ${paymentMethodId}`,
      );
    }
    await this.transactions.run(async (tx) => {
      await this.customers.setDefaultPaymentMethod(customerId, card.id, tx);
      await this.subscriptions.setDefaultPaymentMethod(customerId, card.id, tx);
    });
    let declined = false;
    for (const live of await this.subscriptions.liveOf(customerId)) {
      if (live.status === 'incomplete') continue;
      const results = await this.changes.retryOpenInvoices(live.id);
      declined ||= results.includes('declined');
      await this.lifecycle.publish(live.id);
    }
    if (declined) throw new PaymentDeclinedError();
  }

  listPrices(currency: string): Promise<ProviderPrice[]> {
    return Promise.resolve(testPricesIn(currency));
  }

  /**
   * Starts incomplete, its first invoice open and waiting for the browser's confirmation (Stripe's
   * `default_incomplete`); with `trialDays`, trialing and billed nothing until the trial ends.
   * Retries under one idempotency key answer the first subscription.
   */
  async createSubscription(input: NewSubscription): Promise<ProviderSubscription> {
    const customer = await this.customer(input.customerId);
    const price = testPrice(input.priceId);
    if (!price) throw new ProviderNotFoundError('price', `No such price ${input.priceId}`);
    if (!Number.isInteger(input.quantity) || input.quantity < 1) {
      throw new Error(`A subscription needs at least one seat, got ${input.quantity}`);
    }
    const now = await this.lifecycle.now(customer.id_workspace);
    const trialEnd = input.trialDays ? new Date(now.getTime() + days(input.trialDays)) : null;
    const id = await this.transactions.run(async (tx) => {
      const inserted = await this.subscriptions.insert(
        {
          id: newTestId('sub'),
          id_item: newTestId('si'),
          id_customer: customer.id,
          idempotency_key: input.idempotencyKey,
          price_id: price.id,
          quantity: input.quantity,
          status: trialEnd ? 'trialing' : 'incomplete',
          created_at: now,
          billing_anchor: trialEnd ?? now,
          cycle: trialEnd ? 0 : 1,
          current_period_start: now,
          current_period_end: trialEnd ?? addMonths(now, 1),
          trial_end: trialEnd,
        },
        tx,
      );
      const sub = await this.subscriptions.get(inserted.id, tx);
      if (inserted.created && sub?.status === 'incomplete') {
        await this.changes.issueFirstInvoice(sub, tx);
      }
      return inserted.id;
    });
    return this.lifecycle.publish(id);
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const row = await this.subscriptions.get(subscriptionId);
    if (!row) {
      throw new ProviderNotFoundError('subscription', `No such subscription ${subscriptionId}`);
    }
    return toProviderSubscription(row);
  }

  async updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
  ): Promise<ProviderSubscription> {
    await this.changes.change(subscriptionId, change);
    return this.lifecycle.publish(subscriptionId);
  }

  async setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
  ): Promise<ProviderSubscription> {
    await this.changes.setCancelAtPeriodEnd(subscriptionId, cancel);
    return this.lifecycle.publish(subscriptionId);
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    await this.changes.cancelNow(subscriptionId);
    return this.lifecycle.publish(subscriptionId);
  }

  async listInvoices(customerId: string, limit: number): Promise<ProviderInvoice[]> {
    await this.customer(customerId);
    const rows = await this.invoices.invoicesOf(customerId, Math.max(1, limit));
    return rows.map(toProviderInvoice);
  }

  upcomingInvoice(preview: InvoicePreview): Promise<ProviderInvoice | null> {
    return this.changes.preview(preview);
  }

  /** The invoice rendered as a PDF (the provider has no hosted copy, unlike Stripe). */
  async invoicePdf(customerId: string, invoiceId: string): Promise<{ pdf: Buffer }> {
    const customer = await this.customer(customerId);
    const invoice = await this.invoices.invoice(customerId, invoiceId);
    if (!invoice) throw new ProviderNotFoundError('invoice', `No such invoice ${invoiceId}`);
    return { pdf: await this.invoicePdfs.render(invoice, customer) };
  }

  /** For the clock's sweep: see TestBillingLifecycle.runDue. */
  runDue(workspaceId?: string): Promise<number> {
    return this.lifecycle.runDue(workspaceId);
  }

  private async customer(customerId: string): Promise<TestCustomerRow> {
    const row = await this.customers.customer(customerId);
    if (!row) throw new ProviderNotFoundError('customer', `No such customer ${customerId}`);
    return row;
  }
}
