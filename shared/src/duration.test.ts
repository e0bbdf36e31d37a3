import fc from 'fast-check';
import { type DurationUnit, formatDuration, parseDuration, SECONDS_PER } from './duration.js';

describe('parseDuration', () => {
  it.each([
    ['1.5', 5_400],
    ['2', 7_200],
    ['.25', 900],
    ['0', 0],
    ['2h 30m', 9_000],
    ['2h30m', 9_000],
    ['1d', 86_400],
    ['1 day 2 hours', 93_600],
    ['90m', 5_400],
    ['45 sec', 45],
    ['1:30', 5_400],
    ['1:30:15', 5_415],
    ['0:05', 300],
    ['1y', 31_536_000],
    ['1 year', 31_536_000],
    ['1mo', 2_628_000],
    ['2 months', 5_256_000],
    ['1w', 604_800],
    ['1.5h', 5_400],
    ['  2H, 30M ', 9_000],
    ['1 Hour 1 Minute 1 Second', 3_661],
    ['1時間30分', 5_400],
    ['2日', 172_800],
    ['1年', 31_536_000],
    ['3ヶ月', 7_884_000],
    ['3か月', 7_884_000],
    ['10秒', 10],
    ['１時間 ３０分', 5_400],
    ['１：３０', 5_400],
  ])('reads %j as %d seconds', (input, seconds) => {
    expect(parseDuration(input)).toBe(seconds);
  });

  it.each([
    [''],
    ['   '],
    ['-1'],
    ['-1h'],
    ['1h -30m'],
    ['abc'],
    ['h'],
    ['1x'],
    ['1 parsec'],
    ['1h 30'],
    ['1:60'],
    ['1:30:60'],
    [':30'],
    ['1e3'],
    ['NaN'],
    ['Infinity'],
    ['1..5'],
    ['3月'],
  ])('refuses %j', (input) => {
    expect(parseDuration(input)).toBeUndefined();
  });

  it('reads a number as hours and refuses negative or non-finite numbers', () => {
    expect(parseDuration(1.5)).toBe(5_400);
    expect(parseDuration(0)).toBe(0);
    expect(parseDuration(-1)).toBeUndefined();
    expect(parseDuration(Number.NaN)).toBeUndefined();
    expect(parseDuration(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('reads a bare number n as n hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (w, f) => {
          const text = `${w}.${String(f).padStart(2, '0')}`;
          // Hundredths of an hour are whole seconds (36 each), so the answer is exact.
          expect(parseDuration(text)).toBe(w * 3_600 + f * 36);
          expect(parseDuration(String(w))).toBe(w * 3_600);
        },
      ),
    );
  });

  const UNITS = Object.keys(SECONDS_PER) as DurationUnit[];
  const term = fc.record({
    count: fc.integer({ min: 0, max: 10_000 }),
    unit: fc.constantFrom(...UNITS),
    long: fc.boolean(),
  });
  const spell = ({ count, unit, long }: { count: number; unit: DurationUnit; long: boolean }) =>
    `${count}${long ? ` ${unit}s` : { year: 'y', month: 'mo', week: 'w', day: 'd', hour: 'h', minute: 'm', second: 's' }[unit]}`;

  it('adds the terms of a duration, in any order and spacing', () => {
    fc.assert(
      fc.property(
        fc.array(term, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('', ' ', '  ', ', '),
        (terms, separator) => {
          const expected = terms.reduce((sum, t) => sum + t.count * SECONDS_PER[t.unit], 0);
          expect(parseDuration(terms.map(spell).join(separator))).toBe(expected);
          const each = terms.map((t) => parseDuration(spell(t)));
          expect(each.reduce((a = 0, b = 0) => a + b, 0)).toBe(expected);
        },
      ),
    );
  });

  it('ignores letter case and surrounding whitespace', () => {
    fc.assert(
      fc.property(term, fc.boolean(), fc.nat(3), fc.nat(3), (t, upper, before, after) => {
        const text = spell(t);
        const noisy = `${' '.repeat(before)}${upper ? text.toUpperCase() : text}${'\t'.repeat(after)}`;
        expect(parseDuration(noisy)).toBe(parseDuration(text));
      }),
    );
  });

  it('reads h:mm and h:mm:ss like hours, minutes and seconds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        (h, m, s) => {
          const mm = String(m).padStart(2, '0');
          const ss = String(s).padStart(2, '0');
          expect(parseDuration(`${h}:${mm}`)).toBe(parseDuration(`${h}h ${m}m`));
          expect(parseDuration(`${h}:${mm}:${ss}`)).toBe(parseDuration(`${h}h ${m}m ${s}s`));
        },
      ),
    );
  });

  it('refuses anything with a minus sign', () => {
    fc.assert(
      fc.property(term, (t) => {
        expect(parseDuration(`-${spell(t)}`)).toBeUndefined();
      }),
    );
  });

  it('refuses text without a digit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((s) => !/\p{Nd}/u.test(s.normalize('NFKC'))),
        (text) => {
          expect(parseDuration(text)).toBeUndefined();
        },
      ),
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [45, '45s'],
    [60, '1m'],
    [5_400, '1h 30m'],
    [93_784, '1d 2h 3m 4s'],
    [86_400 * 400, '400d'],
  ])('renders %d seconds as %j', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('refuses negative and non-finite input', () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });

  it('round-trips through parseDuration for any whole-minute value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minutes) => {
        expect(parseDuration(formatDuration(minutes * 60))).toBe(minutes * 60);
      }),
    );
  });

  it('round-trips through parseDuration for any whole number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (seconds) => {
        expect(parseDuration(formatDuration(seconds))).toBe(seconds);
      }),
    );
  });
});
