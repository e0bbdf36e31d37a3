import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { Loading } from '@/components/load-states';
import { type CardFormProps, TestCardForm } from '@/features/billing/components/test-card-form';

// Stripe.js and Elements are a chunk of their own, fetched the first time a card is entered on a
// Stripe install: the test provider and every other page never load them.
const StripeCardForm = lazy(() => import('@/features/billing/components/stripe-card-form'));

interface ProviderCardFormProps extends CardFormProps {
  provider: 'stripe' | 'test';
  publishableKey: string | null;
}

/** The card form of the provider that runs: Stripe Elements, or the test provider's own. */
export function CardForm({ provider, publishableKey, ...props }: ProviderCardFormProps) {
  const { t } = useTranslation('billing');
  if (provider === 'test') return <TestCardForm {...props} />;
  return (
    <Suspense fallback={<Loading message={t('card.stripeLoading')} />}>
      <StripeCardForm publishableKey={publishableKey} {...props} />
    </Suspense>
  );
}
