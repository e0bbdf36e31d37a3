import { isPinShaped, pinProblem } from './pin-rules.js';

describe('pinProblem', () => {
  it('accepts 4 to 8 digits nobody guesses first', () => {
    for (const pin of ['4817', '48170392', '90210', '1357', '2468'])
      expect(pinProblem(pin)).toBe(null);
  });

  it('refuses what is not 4 to 8 ASCII digits', () => {
    for (const pin of ['', '481', '481703921', '48a7', ' 4817', '４８１７', '48.7']) {
      expect([pin, isPinShaped(pin), pinProblem(pin)]).toEqual([pin, false, 'shape']);
    }
  });

  it('refuses repeated digits and blocks, runs either way (wrapping), and well-known PINs', () => {
    const guessable = [
      '0000',
      '1212',
      '123123',
      '12341234',
      '1234',
      '9876',
      '8901',
      '1098',
      '2580',
    ];
    for (const pin of guessable) expect([pin, pinProblem(pin)]).toEqual([pin, 'guessable']);
  });
});
