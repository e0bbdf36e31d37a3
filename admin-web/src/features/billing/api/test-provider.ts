// The built-in test-mode provider's stand-in for Stripe.js: a test card's payment is confirmed,
// and its simulated 3-D Secure challenge answered, by POST /v1/billing/test/confirm.
import { PaymentIntentStatus } from '@punchcard/shared';

import type { ConfirmOutcome, EnteredCard, TestConfirmResult } from '@/features/billing/types';
import { apiClient } from '@/lib/api-client';

const outcomeOf: Record<PaymentIntentStatus, ConfirmOutcome> = {
  [PaymentIntentStatus.Succeeded]: 'succeeded',
  [PaymentIntentStatus.RequiresAction]: 'requires_action',
  [PaymentIntentStatus.RequiresPaymentMethod]: 'declined',
};

/** A test payment method (`pm_card_visa`, ...) entered in the test card form. */
export function testCard(paymentMethodId: string): EnteredCard {
  return {
    paymentMethodId,
    confirm: async (clientSecret, onFile, authentication) => {
      // The challenge's answer goes alone: a card with it would start a new payment attempt.
      const body =
        authentication === undefined
          ? { clientSecret, paymentMethodId: onFile }
          : { clientSecret, authentication };
      const result = await apiClient.post<TestConfirmResult>('/v1/billing/test/confirm', body);
      return outcomeOf[result.status];
    },
  };
}
