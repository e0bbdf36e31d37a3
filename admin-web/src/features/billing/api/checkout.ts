// Subscribing with a card, in the order Stripe's own flow has it: the card goes on file and
// becomes the default, the subscription starts incomplete with a client secret, and the browser
// confirms the first payment (3-D Secure when the bank asks). The provider's event, not this
// page, then makes the subscription active.
import { ErrorKey } from '@punchcard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  attachPaymentMethod,
  makeDefaultPaymentMethod,
  useBillingRefresh,
} from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import type { ConfirmOutcome, EnteredCard, Subscription } from '@/features/billing/types';
import { ApiError, apiClient } from '@/lib/api-client';

export type CheckoutResult = 'done' | 'authenticate';

/** A declined confirmation reads as the API's own refusal, so it is told in the spec's words. */
function settle(outcome: ConfirmOutcome): CheckoutResult {
  if (outcome === 'declined') {
    throw new ApiError(400, ErrorKey.PaymentMethodDeclined, 'The card was declined.');
  }
  return outcome === 'requires_action' ? 'authenticate' : 'done';
}

/**
 * The subscription to pay for: the unfinished one (moved to `priceId` if another plan was
 * chosen), so a retry after a declined card never starts a second one; else a new one.
 */
async function pendingSubscription(
  priceId: string,
  current: Subscription | null,
): Promise<Subscription> {
  if (current?.status !== 'incomplete') {
    return apiClient.post<Subscription>('/v1/workspaces/subscriptions', { priceId });
  }
  if (current.idPrice === priceId) return current;
  return apiClient.put<Subscription>('/v1/workspaces/subscriptions', {
    idSubscription: current.id,
    idSubscriptionItem: current.idItem,
    idPrice: priceId,
  });
}

interface Challenge {
  card: EnteredCard;
  clientSecret: string;
  paymentMethodId: string;
}

export interface CheckoutRequest {
  priceId: string;
  card: EnteredCard;
  current: Subscription | null;
}

/**
 * Subscribes with a card; `challenge` is set while the bank's (simulated) 3-D Secure waits for
 * `authenticate`. A failure of either step is the mutation's error, for the dialog to tell.
 */
export function useCheckout(idWorkspace: string) {
  const queryClient = useQueryClient();
  const refresh = useBillingRefresh();
  const [challenge, setChallenge] = useState<Challenge | undefined>();

  const subscribe = useMutation({
    mutationFn: async ({ priceId, card, current }: CheckoutRequest) => {
      const customer = await queryClient.query(billingQueries.customer(idWorkspace));
      // The provider may file the card under an id of its own (the test provider does).
      const onFile = await attachPaymentMethod(card.paymentMethodId);
      await makeDefaultPaymentMethod(customer.id, onFile.id);
      const subscription = await pendingSubscription(priceId, current);
      if (subscription.clientSecret === null) return 'done';
      const { clientSecret } = subscription;
      const result = settle(await card.confirm(clientSecret, onFile.id));
      if (result === 'authenticate')
        setChallenge({ card, clientSecret, paymentMethodId: onFile.id });
      return result;
    },
    // The dialog closes at once; the page catches up with the provider's answer behind it.
    onSettled: () => {
      void refresh();
    },
    meta: { presentErrors: false },
  });

  const authenticate = useMutation({
    mutationFn: async (outcome: 'succeed' | 'fail') => {
      if (challenge === undefined) return 'done';
      const { card, clientSecret, paymentMethodId } = challenge;
      return settle(await card.confirm(clientSecret, paymentMethodId, outcome));
    },
    onSettled: () => {
      setChallenge(undefined);
      void refresh();
    },
    meta: { presentErrors: false },
  });

  return { subscribe, authenticate, challenge };
}
