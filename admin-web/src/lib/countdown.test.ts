import { formatCountdown } from '@/lib/countdown';

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(15 * 60)).toBe('15:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9.8)).toBe('0:09');
  });

  it('stops at zero', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-30)).toBe('0:00');
  });
});
