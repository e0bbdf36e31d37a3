import { useMutation, useQueryClient } from '@tanstack/react-query';

import { billingQueries } from '@/features/billing/api/billing-queries';
import type { PaymentMethod, Subscription } from '@/features/billing/types';
import { apiClient } from '@/lib/api-client';
import { accountQueries } from '@/lib/session';

/**
 * After any billing change: every billing read, and the account, whose workspace carries the
 * plan the change may have granted or taken away.
 */
export function useBillingRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: billingQueries.all() });
    await queryClient.invalidateQueries({ queryKey: accountQueries.me().queryKey });
  };
}

// The page tells every refusal next to the control that met it (a declined card in the card
// form), so none of these raise the app-wide notice.
const quiet = { meta: { presentErrors: false } } as const;

/** POST /v1/workspaces/subscriptions/trial: the plan for 14 days, no card needed. */
export function useStartTrial() {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: (priceId: string) =>
      apiClient.post<Subscription>('/v1/workspaces/subscriptions/trial', { priceId }),
    onSettled: refresh,
    ...quiet,
  });
}

/** POST /v1/workspaces/payment-methods: a card on file (a declined one is refused). */
export const attachPaymentMethod = (paymentMethodId: string) =>
  apiClient.post<PaymentMethod>('/v1/workspaces/payment-methods', { paymentMethodId });

/** PATCH /v1/workspaces/customers/{id}/payment-methods: the card every payment uses. */
export const makeDefaultPaymentMethod = (idCustomer: string, paymentMethodId: string) =>
  apiClient.patch<unknown>(
    `/v1/workspaces/customers/${encodeURIComponent(idCustomer)}/payment-methods`,
    { paymentMethodId },
  );

export function useAddPaymentMethod() {
  const refresh = useBillingRefresh();
  return useMutation({ mutationFn: attachPaymentMethod, onSettled: refresh, ...quiet });
}

export function useMakeDefault(idCustomer: string) {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: (paymentMethodId: string) => makeDefaultPaymentMethod(idCustomer, paymentMethodId),
    onSettled: refresh,
    ...quiet,
  });
}

/** DELETE /v1/workspaces/payment-methods/{id}. */
export function useRemovePaymentMethod() {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      apiClient.delete<unknown>(
        `/v1/workspaces/payment-methods/${encodeURIComponent(paymentMethodId)}`,
      ),
    onSettled: refresh,
    ...quiet,
  });
}

/** PUT /v1/workspaces/subscriptions: another plan for the same subscription, prorated. */
export function useChangePlan(subscription: Subscription) {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: (idPrice: string) =>
      apiClient.put<Subscription>('/v1/workspaces/subscriptions', {
        idSubscription: subscription.id,
        idSubscriptionItem: subscription.idItem,
        idPrice,
      }),
    onSettled: refresh,
    ...quiet,
  });
}

/** PATCH /v1/workspaces/subscriptions/{id}: true cancels at the period's end, false resumes. */
export function useCancelAtPeriodEnd(idSubscription: string) {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) =>
      apiClient.patch<Subscription>(
        `/v1/workspaces/subscriptions/${encodeURIComponent(idSubscription)}`,
        { cancelAtPeriodEnd },
      ),
    onSettled: refresh,
    ...quiet,
  });
}

/** POST /v1/billing/test/clock: the test provider's clock jumps ahead, renewing what falls due. */
export function useAdvanceTestClock() {
  const refresh = useBillingRefresh();
  return useMutation({
    mutationFn: (days: number) => apiClient.post<unknown>('/v1/billing/test/clock', { days }),
    onSettled: refresh,
    ...quiet,
  });
}
