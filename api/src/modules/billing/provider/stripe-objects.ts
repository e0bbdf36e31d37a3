import type Stripe from 'stripe';
import type {
  ProviderCustomer,
  ProviderInvoice,
  ProviderPaymentMethod,
} from './billing-provider.js';

/** The id of a field Stripe answers either as an id or, expanded, as the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

export const fromSeconds = (seconds: number): Date => new Date(seconds * 1000);

export function toProviderCustomer(customer: Stripe.Customer): ProviderCustomer {
  return {
    id: customer.id,
    email: customer.email,
    description: customer.description,
    defaultPaymentMethodId: idOf(customer.invoice_settings.default_payment_method),
  };
}

export function toProviderPaymentMethod(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  const { card } = method;
  return {
    id: method.id,
    card: {
      brand: card?.brand ?? method.type,
      last4: card?.last4 ?? '',
      country: card?.country ?? null,
      expMonth: card?.exp_month ?? 0,
      expYear: card?.exp_year ?? 0,
    },
    created: method.created,
  };
}

const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** A preview has no status; an unknown future status reads as open (still owed). */
function invoiceStatus(status: Stripe.Invoice.Status | null): ProviderInvoice['status'] {
  return INVOICE_STATUSES.find((known) => known === status) ?? 'open';
}

/** Previews carry an id (`upcoming_in_...`) that names nothing: the contract wants null. */
export function toProviderInvoice(invoice: Stripe.Invoice, preview = false): ProviderInvoice {
  return {
    id: preview ? null : invoice.id,
    number: invoice.number,
    status: preview ? 'draft' : invoiceStatus(invoice.status),
    currency: invoice.currency.toUpperCase(),
    subtotal: invoice.subtotal,
    total: invoice.total,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    created: fromSeconds(invoice.created),
    periodStart: fromSeconds(invoice.period_start),
    periodEnd: fromSeconds(invoice.period_end),
    pdfUrl: preview ? null : (invoice.invoice_pdf ?? null),
    lines: invoice.lines.data.map((line) => ({
      description: line.description ?? '',
      amount: line.amount,
      quantity: line.quantity ?? 1,
      proration:
        line.parent?.subscription_item_details?.proration ??
        line.parent?.invoice_item_details?.proration ??
        false,
      periodStart: fromSeconds(line.period.start),
      periodEnd: fromSeconds(line.period.end),
    })),
  };
}
