import { currencyDigits, formatMinor, minorToDecimal } from '@/features/billing/utils/minor-units';

describe('money in minor units', () => {
  it('knows how many minor digits a currency has', () => {
    expect(currencyDigits('usd')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('not a code')).toBe(2);
  });

  it('moves the point without floats', () => {
    expect(minorToDecimal(400, 'usd')).toBe('4.00');
    expect(minorToDecimal(5, 'eur')).toBe('0.05');
    expect(minorToDecimal(-1250, 'gbp')).toBe('-12.50');
    expect(minorToDecimal(1400, 'jpy')).toBe('1400');
    expect(minorToDecimal(900719925474099, 'usd')).toBe('9007199254740.99');
  });

  it('formats in the page’s language', () => {
    expect(formatMinor(400, 'usd', 'en')).toBe('$4.00');
    expect(formatMinor(350, 'gbp', 'en')).toBe('£3.50');
    expect(formatMinor(600, 'jpy', 'ja')).toMatch(/^[￥¥]600$/);
  });
});
