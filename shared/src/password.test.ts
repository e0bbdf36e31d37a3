import fc from 'fast-check';
import {
  isAcceptablePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from './password.js';

const UPPER = ['A', 'Z', 'É', 'Ω', 'Ж', 'Ä'];
const LOWER = ['a', 'z', 'é', 'ω', 'ж', 'ß'];
const DIGIT = ['0', '5', '9'];
/** Characters of no class: punctuation, CJK, an emoji outside the BMP, a combining mark. */
const NEUTRAL = ['!', ' ', '-', 'パ', '字', '😀', '\u0301', '_'];

const upper = fc.constantFrom(...UPPER);
const lower = fc.constantFrom(...LOWER);
const digit = fc.constantFrom(...DIGIT);
const anyClass = fc.constantFrom(...UPPER, ...LOWER, ...DIGIT, ...NEUTRAL);

/** Code points counted without spreading the string: UTF-16 units minus surrogate pairs. */
function codePoints(s: string): number {
  return s.length - (s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

/** Shuffles a list of single code points into a password. */
const shuffled = (chars: string[]): fc.Arbitrary<string> =>
  fc
    .shuffledSubarray(chars, { minLength: chars.length, maxLength: chars.length })
    .map((list) => list.join(''));

const acceptable = fc
  .tuple(
    upper,
    lower,
    digit,
    fc.array(anyClass, {
      minLength: PASSWORD_MIN_LENGTH - 3,
      maxLength: PASSWORD_MAX_LENGTH - 3,
    }),
  )
  .chain(([u, l, d, rest]) => shuffled([u, l, d, ...rest]));

describe('passwordProblems', () => {
  it('accepts 8 to 128 code points with an upper, a lower and a digit', () => {
    fc.assert(
      fc.property(acceptable, (password) => {
        expect(passwordProblems(password)).toEqual([]);
        expect(isAcceptablePassword(password)).toBe(true);
      }),
    );
  });

  it('reports the length problems from the count of code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 140 }), (password) => {
        const problems = passwordProblems(password);
        const n = codePoints(password);
        expect(problems.includes('min_length')).toBe(n < 8);
        expect(problems.includes('max_length')).toBe(n > 128);
        expect(isAcceptablePassword(password)).toBe(problems.length === 0);
      }),
    );
  });

  it('always reports "digit" once the digits are removed', () => {
    fc.assert(
      fc.property(fc.oneof(acceptable, fc.string({ unit: 'binary' })), (password) => {
        expect(passwordProblems(password.replace(/\p{Nd}/gu, ''))).toContain('digit');
      }),
    );
  });

  it('reports exactly the missing class when one class is replaced by neutral characters', () => {
    const classes = { uppercase: UPPER, lowercase: LOWER, digit: DIGIT } as const;
    fc.assert(
      fc.property(
        acceptable,
        fc.constantFrom('uppercase', 'lowercase', 'digit' as const),
        (password, missing) => {
          const without = Array.from(password)
            .map((ch) => ((classes[missing] as readonly string[]).includes(ch) ? '!' : ch))
            .join('');
          expect(passwordProblems(without)).toEqual([missing]);
        },
      ),
    );
  });

  it('reports min_length for 1 to 7 code points, whatever they are', () => {
    fc.assert(
      fc.property(fc.array(anyClass, { minLength: 0, maxLength: 7 }), (chars) => {
        expect(passwordProblems(chars.join(''))).toContain('min_length');
      }),
    );
  });

  it('reports max_length above 128 code points', () => {
    fc.assert(
      fc.property(acceptable, fc.integer({ min: 1, max: 20 }), (password, extra) => {
        const padded = password + 'x'.repeat(PASSWORD_MAX_LENGTH - codePoints(password) + extra);
        expect(passwordProblems(padded)).toEqual(['max_length']);
      }),
    );
  });

  it.each([
    ['Abcdefg1', []],
    ['Abcdef1', ['min_length']],
    ['', ['min_length', 'uppercase', 'lowercase', 'digit']],
    ['abcdefg1', ['uppercase']],
    ['ABCDEFG1', ['lowercase']],
    ['Abcdefgh', ['digit']],
    ['Ébcdéfg1', []],
    ['ЖжЖжЖжЖ1', []],
    ['パスワードAa1', []],
    ['パスワードです1', ['uppercase', 'lowercase']],
    ['Aa1' + '😀'.repeat(125), []],
    ['Aa1' + '😀'.repeat(126), ['max_length']],
    ['Aa1😀', ['min_length']],
  ])('%j -> %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('counts a 128-emoji-padded password by code points, not UTF-16 units', () => {
    const password = 'Aa1' + '😀'.repeat(125);
    expect(password.length).toBeGreaterThan(PASSWORD_MAX_LENGTH);
    expect(isAcceptablePassword(password)).toBe(true);
  });
});
