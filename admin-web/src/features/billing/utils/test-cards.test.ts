import {
  checkTestCard,
  groupCardNumber,
  isExpired,
  parseExpiry,
  TEST_CARD_OPTIONS,
  testPaymentMethodFor,
} from '@/features/billing/utils/test-cards';

const now = new Date(2026, 10, 26);

describe('the test card form', () => {
  it('offers every Stripe test number, grouped as printed', () => {
    expect(TEST_CARD_OPTIONS).toHaveLength(7);
    expect(TEST_CARD_OPTIONS[0]).toEqual({
      number: '4242 4242 4242 4242',
      paymentMethodId: 'pm_card_visa',
      brand: 'visa',
      outcome: 'succeed',
    });
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('maps a typed number to its test payment method', () => {
    expect(testPaymentMethodFor('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testPaymentMethodFor('4000-0000-0000-0002')).toBe('pm_card_chargeDeclined');
    expect(testPaymentMethodFor('４０００００２７６０００３１８４')).toBe(
      'pm_card_authenticationRequired',
    );
    expect(testPaymentMethodFor('4111 1111 1111 1111')).toBeUndefined();
  });

  it('reads expiry dates and knows when they passed', () => {
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('1/2030')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry('soon')).toBeUndefined();
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });

  it('names each field’s problem', () => {
    expect(checkTestCard({ number: '4242424242424242', expiry: '12/34', cvc: '123' }, now)).toEqual(
      { problems: {}, paymentMethodId: 'pm_card_visa' },
    );
    expect(checkTestCard({ number: '1234', expiry: '01/20', cvc: '12' }, now).problems).toEqual({
      number: 'number',
      expiry: 'expired',
      cvc: 'cvc',
    });
  });
});
