// Stripe Elements, imported only by the plans page's lazy chunk: no other page loads Stripe.js.
import { Alert, Button, Group, Input, Paper, Stack, useComputedColorScheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type SubmitEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CardFormProps } from '@/features/billing/components/test-card-form';
import type { ConfirmOutcome, EnteredCard } from '@/features/billing/types';
import { ApiError } from '@/lib/api-client';

// One Stripe.js per publishable key for the page's lifetime, as Stripe asks.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let found = loaded.get(publishableKey);
  if (!found) {
    found = loadStripe(publishableKey);
    loaded.set(publishableKey, found);
  }
  return found;
};

/** Stripe.js runs 3-D Secure itself; only its final answer reaches the page. */
function stripeCard(stripe: Stripe, paymentMethodId: string): EnteredCard {
  return {
    paymentMethodId,
    confirm: async (clientSecret, onFile): Promise<ConfirmOutcome> => {
      // A SetupIntent's secret (a trial's card) starts `seti_`; a PaymentIntent's `pi_`.
      const result = clientSecret.startsWith('seti_')
        ? await stripe.confirmCardSetup(clientSecret, { payment_method: onFile })
        : await stripe.confirmCardPayment(clientSecret, { payment_method: onFile });
      if (result.error === undefined) return 'succeeded';
      if (result.error.type === 'card_error') return 'declined';
      throw new ApiError(502, 'billing_provider_failed', result.error.message ?? 'Stripe failed');
    },
  };
}

function CardFields({ submitLabel, busy, onCard, onCancel, cancelLabel }: CardFormProps) {
  const { t } = useTranslation('billing');
  const stripe = useStripe();
  const elements = useElements();
  const scheme = useComputedColorScheme('light');
  const labelId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setCreating(true);
    const created = await stripe.createPaymentMethod({ type: 'card', card });
    setCreating(false);
    if (created.error !== undefined) {
      setProblem(created.error.message);
      return;
    }
    setProblem(undefined);
    onCard(stripeCard(stripe, created.paymentMethod.id));
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {/* The card fields live in Stripe's iframe, which names itself; this names the group. */}
        <Input.Wrapper label={t('card.stripe')} labelElement="div" id={labelId} error={problem}>
          <Paper withBorder p="sm" radius="sm">
            <CardElement
              options={{
                hidePostalCode: true,
                style: {
                  base: {
                    color: scheme === 'dark' ? '#f1f3f5' : '#212529',
                    fontSize: '16px',
                    '::placeholder': { color: scheme === 'dark' ? '#adb5bd' : '#6b7280' },
                  },
                },
              }}
            />
          </Paper>
        </Input.Wrapper>
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={busy || creating} disabled={!stripe}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string | null;
}

/** Stripe Elements' card field, for a Stripe-configured install. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const { t, i18n } = useTranslation('billing');
  if (publishableKey === null) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('card.stripeUnavailable')}
      </Alert>
    );
  }
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ locale: i18n.language === 'ja' ? 'ja' : 'en' }}
    >
      <CardFields {...props} />
    </Elements>
  );
}
