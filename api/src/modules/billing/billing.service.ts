import { Injectable } from '@nestjs/common';
import {
  type Customer,
  ErrorKey,
  type InvoiceHistory,
  PAYMENT_METHODS_PAGE_SIZE,
  type PaymentMethod,
  type PaymentMethodPage,
  type PriceList,
  type UpcomingInvoice,
} from '@punchcard/shared';
import type { WorkspaceAccess } from '#src/auth/auth-context.js';
import { badRequest, notFound } from '#src/common/errors/app.exception.js';
import { Clock } from '#src/common/time/clock.js';
import { BillingCustomers } from './billing-customers.js';
import { BillingGate } from './billing-gate.js';
import { BillingPrices } from './billing-prices.js';
import { BillingRepository } from './billing.repository.js';
import { BillingSync } from './billing-sync.service.js';
import type { PaymentMethodPageQueryDto, UpcomingInvoiceQueryDto } from './billing.dto.js';
import { toCustomer, toInvoice, toPaymentMethod, toPrice } from './billing.mapper.js';
import type { InvoicePdf } from './provider/billing-provider.js';
import { providerCall } from './provider-call.js';

/** Invoices the history shows: two years of monthly ones. */
const HISTORY_LIMIT = 24;

/**
 * Cards, the customer, prices and invoices of the caller's active workspace (see BillingGate for
 * who may do what). Every change goes to the provider first and is recorded once it succeeded.
 */
@Injectable()
export class BillingService {
  constructor(
    private readonly gate: BillingGate,
    private readonly customers: BillingCustomers,
    private readonly prices: BillingPrices,
    private readonly billing: BillingRepository,
    private readonly sync: BillingSync,
    private readonly clock: Clock,
  ) {}

  /** Newest first, 3 a page; without a customer yet there is nothing to page. */
  async listPaymentMethods(
    access: WorkspaceAccess,
    query: PaymentMethodPageQueryDto,
  ): Promise<PaymentMethodPage> {
    const provider = this.gate.toRead(access);
    if (query.starting_after !== undefined && query.ending_before !== undefined) {
      throw badRequest(ErrorKey.BadRequest, 'Send starting_after or ending_before, not both.');
    }
    const idCustomer = await this.billing.customerOf(access.workspace.id);
    if (idCustomer === undefined) return { payment_methods: [], has_more: false };
    const [page, customer] = await providerCall('Listing cards', () =>
      Promise.all([
        provider.listPaymentMethods(idCustomer, {
          limit: query.limit ?? PAYMENT_METHODS_PAGE_SIZE,
          ...(query.starting_after !== undefined && { startingAfter: query.starting_after }),
          ...(query.ending_before !== undefined && { endingBefore: query.ending_before }),
        }),
        provider.getCustomer(idCustomer),
      ]),
    );
    return {
      payment_methods: page.data.map((pm) => toPaymentMethod(pm, customer.defaultPaymentMethodId)),
      has_more: page.hasMore,
    };
  }

  /** Attaches a card (checked by the provider); the first card becomes the default. */
  async addPaymentMethod(access: WorkspaceAccess, idPaymentMethod: string): Promise<PaymentMethod> {
    const provider = this.gate.toWrite(access);
    const idCustomer = await this.customers.ensure(access, provider);
    const pm = await providerCall('Attaching a card', () =>
      provider.attachPaymentMethod(idCustomer, idPaymentMethod),
    );
    let customer = await providerCall('Reading the customer', () =>
      provider.getCustomer(idCustomer),
    );
    if (customer.defaultPaymentMethodId === null) {
      await providerCall('Setting the default card', () =>
        provider.setDefaultPaymentMethod(idCustomer, pm.id),
      );
      customer = { ...customer, defaultPaymentMethodId: pm.id };
    }
    await this.record(access, 'payment_method_added', {
      id: pm.id,
      brand: pm.card.brand,
      last4: pm.card.last4,
    });
    return toPaymentMethod(pm, customer.defaultPaymentMethodId);
  }

  async removePaymentMethod(access: WorkspaceAccess, idPaymentMethod: string): Promise<void> {
    const provider = this.gate.toWrite(access);
    const idCustomer = await this.billing.customerOf(access.workspace.id);
    if (idCustomer === undefined) {
      throw notFound(ErrorKey.PaymentMethodNotFound, 'The workspace has no cards.');
    }
    await providerCall('Removing a card', () =>
      provider.detachPaymentMethod(idCustomer, idPaymentMethod),
    );
    await this.record(access, 'payment_method_removed', { id: idPaymentMethod });
  }

  /**
   * Makes the card the default for the customer and its subscription; the provider retries an
   * open invoice with it, so the subscription is read again (a past_due one may be paid now).
   */
  async setDefaultPaymentMethod(
    access: WorkspaceAccess,
    idCustomer: string,
    idPaymentMethod: string,
  ): Promise<Customer> {
    const provider = this.gate.toWrite(access);
    const own = await this.billing.customerOf(access.workspace.id);
    if (own === undefined || own !== idCustomer) {
      throw notFound(ErrorKey.NotFound, 'The workspace has no such customer.');
    }
    await providerCall('Setting the default card', () =>
      provider.setDefaultPaymentMethod(idCustomer, idPaymentMethod),
    );
    await this.record(access, 'default_payment_method_changed', { id: idPaymentMethod });
    const live = await this.billing.liveSubscription(access.workspace.id);
    if (live) {
      const sub = await providerCall('Reading the subscription', () =>
        provider.getSubscription(live.id),
      );
      await this.sync.apply(access.workspace.id, sub, access.member.idUser);
    }
    return toCustomer(
      await providerCall('Reading the customer', () => provider.getCustomer(idCustomer)),
    );
  }

  /** The workspace's customer, created at the provider on first need. */
  async customer(access: WorkspaceAccess): Promise<Customer> {
    const provider = this.gate.toRead(access);
    const idCustomer = await this.customers.ensure(access, provider);
    return toCustomer(
      await providerCall('Reading the customer', () => provider.getCustomer(idCustomer)),
    );
  }

  async priceList(access: WorkspaceAccess): Promise<PriceList> {
    const provider = this.gate.toRead(access);
    const list = await this.prices.forWorkspace(provider, access.workspace.currency);
    return { currency: list.currency, prices: list.prices.map(toPrice) };
  }

  async invoiceHistory(access: WorkspaceAccess): Promise<InvoiceHistory> {
    const provider = this.gate.toRead(access);
    const idCustomer = await this.billing.customerOf(access.workspace.id);
    if (idCustomer === undefined) return { invoices: [] };
    const invoices = await providerCall('Listing invoices', () =>
      provider.listInvoices(idCustomer, HISTORY_LIMIT),
    );
    return { invoices: invoices.map(toInvoice) };
  }

  /**
   * The next invoice of the live subscription, or the preview of a change to `id_price` (or of
   * subscribing at it) with its proration. Every id named must be the workspace's own.
   */
  async upcomingInvoice(
    access: WorkspaceAccess,
    query: UpcomingInvoiceQueryDto,
  ): Promise<UpcomingInvoice> {
    const provider = this.gate.toRead(access);
    const idWorkspace = access.workspace.id;
    // A preview of subscribing needs the customer the subscription will have.
    const idCustomer =
      query.id_price === undefined
        ? await this.billing.customerOf(idWorkspace)
        : await this.customers.ensure(access, provider);
    if (query.id_customer !== undefined && query.id_customer !== idCustomer) {
      throw notFound(ErrorKey.NotFound, 'The workspace has no such customer.');
    }
    const live = await this.billing.liveSubscription(idWorkspace);
    if (query.id_subscription !== undefined && query.id_subscription !== live?.id) {
      throw notFound(ErrorKey.SubscriptionNotFound, 'The workspace has no such subscription.');
    }
    if (query.id_subscription_item !== undefined && query.id_subscription_item !== live?.id_item) {
      throw notFound(ErrorKey.SubscriptionNotFound, 'The subscription has no such item.');
    }
    if (query.id_price !== undefined) {
      const currency = live?.currency ?? access.workspace.currency;
      await this.prices.find(provider, currency, query.id_price);
    }
    if (idCustomer === undefined || (live === undefined && query.id_price === undefined)) {
      return { invoice: null };
    }
    const invoice = await providerCall('Previewing the invoice', () =>
      provider.upcomingInvoice({
        customerId: idCustomer,
        ...(live && { subscriptionId: live.id, itemId: live.id_item }),
        ...(query.id_price !== undefined && { priceId: query.id_price }),
      }),
    );
    return { invoice: invoice && toInvoice(invoice) };
  }

  /** The provider's PDF (Stripe: where to fetch it; the test provider: the bytes). */
  async invoicePdf(access: WorkspaceAccess, idInvoice: string): Promise<InvoicePdf> {
    const provider = this.gate.toRead(access);
    const idCustomer = await this.billing.customerOf(access.workspace.id);
    if (idCustomer === undefined) throw notFound(ErrorKey.NotFound, 'No such invoice.');
    return providerCall('Fetching an invoice PDF', () =>
      provider.invoicePdf(idCustomer, idInvoice),
    );
  }

  private record(access: WorkspaceAccess, kind: string, detail: Record<string, unknown>) {
    return this.billing.record({
      idWorkspace: access.workspace.id,
      idUser: access.member.idUser,
      kind,
      detail,
      at: this.clock.now(),
    });
  }
}
