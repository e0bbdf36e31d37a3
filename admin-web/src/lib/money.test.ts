import { currencySymbol, formatMoney, parseAmount } from '@/lib/money';

describe('money', () => {
  it('formats exact decimal text in the page language and the currency', () => {
    expect(formatMoney('1234.50', 'USD', 'en')).toBe('$1,234.50');
    // Beyond a double's exact digits, the decimal text is kept as written.
    expect(formatMoney('9999999999.99', 'USD', 'en')).toBe('$9,999,999,999.99');
    expect(formatMoney('1234.50', 'JPY', 'ja')).toBe('￥1,235');
    expect(formatMoney(25.5, 'EUR', 'en')).toBe('€25.50');
  });

  it('names the currency symbol for an input', () => {
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('JPY', 'ja')).toBe('￥');
  });

  it('reads typed amounts as two-decimal text, refusing what the API would', () => {
    expect(parseAmount('25')).toBe('25.00');
    expect(parseAmount(' 25.5 ')).toBe('25.50');
    expect(parseAmount('1,200.05')).toBe('1200.05');
    expect(parseAmount('１２００')).toBe('1200.00');
    expect(parseAmount('007.1')).toBe('7.10');
    expect(parseAmount('25.')).toBe('25.00');
    for (const bad of ['', '-1', '1.234', 'abc', '12345678901', '1e3']) {
      expect(parseAmount(bad)).toBeUndefined();
    }
  });
});
