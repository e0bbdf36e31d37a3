// The billing wire shapes as the API client hands them over (camelCase), one local name each.
import type * as wire from '@punchcard/shared';

import type { CamelCaseKeys } from '@/lib/case-keys';

export type PaymentMethod = CamelCaseKeys<wire.PaymentMethod>;
export type PaymentMethodPage = CamelCaseKeys<wire.PaymentMethodPage>;
export type Customer = CamelCaseKeys<wire.Customer>;
export type Price = CamelCaseKeys<wire.Price>;
export type PriceList = CamelCaseKeys<wire.PriceList>;
export type Subscription = CamelCaseKeys<wire.Subscription>;
export type SubscriptionState = CamelCaseKeys<wire.SubscriptionState>;
export type Invoice = CamelCaseKeys<wire.Invoice>;
export type InvoiceHistory = CamelCaseKeys<wire.InvoiceHistory>;
export type UpcomingInvoice = CamelCaseKeys<wire.UpcomingInvoice>;
export type TestConfirmResult = CamelCaseKeys<wire.TestConfirmResult>;

/** Where a page of payment methods starts: the first page, or after / before a card's id. */
export type PageCursor =
  | { startingAfter?: undefined; endingBefore?: undefined }
  | { startingAfter: string; endingBefore?: undefined }
  | { endingBefore: string; startingAfter?: undefined };

/** How a payment the browser confirms ended. */
export type ConfirmOutcome = 'succeeded' | 'requires_action' | 'declined';

/**
 * A card entered in a card form (the test provider's or Stripe Elements), with the way to confirm
 * a payment with it: the test provider's confirm call, or Stripe.js (which runs 3-D Secure itself).
 */
export interface EnteredCard {
  paymentMethodId: string;
  /** Pays `clientSecret` with the card as put on file (`paymentMethodId`, the provider's id). */
  confirm: (
    clientSecret: string,
    paymentMethodId: string,
    authentication?: 'succeed' | 'fail',
  ) => Promise<ConfirmOutcome>;
}
