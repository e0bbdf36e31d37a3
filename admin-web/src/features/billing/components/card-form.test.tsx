import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

import { CardForm } from '@/features/billing/components/card-form';
import type { EnteredCard } from '@/features/billing/types';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/test-utils';

configure({ asyncUtilTimeout: 5_000 });

// Stripe.js cannot run in jsdom: Elements is stood in for by what the form calls of it.
const stripe = {
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(),
  confirmCardSetup: jest.fn(),
};
const loadStripe = jest.fn((_key: string) => Promise.resolve(stripe));
jest.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card" />,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => ({}) }),
}));

describe('the card form', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['billing']);
  });
  afterEach(cleanup);

  it('uses Stripe Elements on a Stripe install, confirming payments with Stripe.js', async () => {
    const onCard = jest.fn<undefined, [EnteredCard]>();
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Abc' } });
    renderWithProviders(
      <CardForm
        provider="stripe"
        publishableKey="pk_test_123"
        submitLabel="Pay"
        busy={false}
        onCard={onCard}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => {
      expect(onCard).toHaveBeenCalledTimes(1);
    });
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    const card = onCard.mock.calls[0]?.[0];
    expect(card?.paymentMethodId).toBe('pm_1Abc');

    stripe.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: {} });
    await expect(card?.confirm('pi_1_secret_2', 'pm_1Abc')).resolves.toBe('succeeded');
    stripe.confirmCardPayment.mockResolvedValueOnce({ error: { type: 'card_error' } });
    await expect(card?.confirm('pi_1_secret_2', 'pm_1Abc')).resolves.toBe('declined');
    stripe.confirmCardSetup.mockResolvedValueOnce({ setupIntent: {} });
    await expect(card?.confirm('seti_1_secret_2', 'pm_1Abc')).resolves.toBe('succeeded');
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_2', {
      payment_method: 'pm_1Abc',
    });
  });

  it('says so when the install gives no publishable key', async () => {
    renderWithProviders(
      <CardForm
        provider="stripe"
        publishableKey={null}
        submitLabel="Pay"
        busy={false}
        onCard={jest.fn()}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card form could not be loaded.',
    );
  });

  it('offers Stripe’s test cards in test mode, each saying what it does', async () => {
    renderWithProviders(
      <CardForm
        provider="test"
        publishableKey={null}
        submitLabel="Pay"
        busy={false}
        onCard={jest.fn()}
      />,
    );
    fireEvent.focus(await screen.findByRole('combobox', { name: /Card number/ }));
    fireEvent.click(screen.getByRole('combobox', { name: /Card number/ }));
    expect(
      await screen.findByRole('option', { name: /4000 0000 0000 0002.*Visa: is declined/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: /4000 0027 6000 3184.*asks for 3-D Secure/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(7);
  });
});
