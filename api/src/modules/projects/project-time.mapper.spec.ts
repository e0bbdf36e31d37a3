import { moneyText, sumMoney } from './project-time.mapper.js';

describe('money on project totals', () => {
  it('adds decimal text exactly, always with two decimals', () => {
    // 0.1 + 0.2 as doubles is 0.30000000000000004; as cents it is 0.30.
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['9999999999.99', '0.01'])).toBe('10000000000.00');
    expect(sumMoney([])).toBe('0.00');
    expect(moneyText('12.5')).toBe('12.50');
    expect(moneyText('7')).toBe('7.00');
  });

  it('refuses what is not an amount', () => {
    expect(() => sumMoney(['-1.00'])).toThrow(RangeError);
    expect(() => sumMoney(['1.234'])).toThrow(RangeError);
  });
});
