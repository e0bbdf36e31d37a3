import { isPinShaped } from '@/features/accounts/utils/pin-shape';

describe('isPinShaped', () => {
  it('takes 4 to 8 digits', () => {
    expect(isPinShaped('4817')).toBe(true);
    expect(isPinShaped('48170392')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', '481', '481703921', '48a7', ' 4817', '４８１７']) {
      expect(isPinShaped(value)).toBe(false);
    }
  });
});
