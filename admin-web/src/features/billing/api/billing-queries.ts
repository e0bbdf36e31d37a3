import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type {
  Customer,
  InvoiceHistory,
  PageCursor,
  PaymentMethodPage,
  PriceList,
  SubscriptionState,
  UpcomingInvoice,
} from '@/features/billing/types';
import { apiClient } from '@/lib/api-client';

/** What a plan change would cost: the subscription's item moved to `idPrice`. */
export interface ChangePreview {
  idCustomer: string;
  idSubscription: string;
  idSubscriptionItem: string;
  idPrice: string;
}

// Keyed by workspace: every route answers for the caller's active workspace, so a switch must
// never show the previous workspace's cards or invoices.
export const billingQueries = {
  all: () => ['billing'] as const,
  /** GET /v1/workspaces/subscription: the subscription (or none), trial use, seats, provider. */
  state: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...billingQueries.all(), idWorkspace, 'subscription'] as const,
      queryFn: ({ signal }) =>
        apiClient.get<SubscriptionState>('/v1/workspaces/subscription', { signal }),
    }),
  /** GET /v1/workspaces/prices: the paid plans in the workspace's currency. */
  prices: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...billingQueries.all(), idWorkspace, 'prices'] as const,
      queryFn: ({ signal }) => apiClient.get<PriceList>('/v1/workspaces/prices', { signal }),
      refetchInterval: false,
    }),
  /** GET /v1/workspaces/customers: the workspace's billing customer (its default card). */
  customer: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...billingQueries.all(), idWorkspace, 'customer'] as const,
      queryFn: ({ signal }) => apiClient.get<Customer>('/v1/workspaces/customers', { signal }),
    }),
  /** GET /v1/workspaces/payment-methods: three cards a page, newest first. */
  paymentMethods: (idWorkspace: string, cursor: PageCursor) =>
    queryOptions({
      queryKey: [...billingQueries.all(), idWorkspace, 'payment-methods', cursor] as const,
      queryFn: ({ signal }) =>
        apiClient.get<PaymentMethodPage>('/v1/workspaces/payment-methods', {
          signal,
          query: { starting_after: cursor.startingAfter, ending_before: cursor.endingBefore },
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /v1/workspaces/invoice/history, newest first. */
  invoices: (idWorkspace: string) =>
    queryOptions({
      queryKey: [...billingQueries.all(), idWorkspace, 'invoices'] as const,
      queryFn: ({ signal }) =>
        apiClient.get<InvoiceHistory>('/v1/workspaces/invoice/history', { signal }),
    }),
  /** GET /v1/workspaces/invoice/upcoming: the next invoice, or the preview of a plan change. */
  upcoming: (idWorkspace: string, preview?: ChangePreview) =>
    queryOptions({
      queryKey: [...billingQueries.all(), idWorkspace, 'upcoming', preview ?? null] as const,
      queryFn: ({ signal }) =>
        apiClient.get<UpcomingInvoice>('/v1/workspaces/invoice/upcoming', {
          signal,
          query: {
            id_customer: preview?.idCustomer,
            id_subscription: preview?.idSubscription,
            id_subscription_item: preview?.idSubscriptionItem,
            id_price: preview?.idPrice,
          },
        }),
    }),
};
