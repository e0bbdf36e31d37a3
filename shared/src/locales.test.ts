import fc from 'fast-check';
import { DEFAULT_LOCALE, LOCALES, resolveLocale } from './locales.js';

describe('resolveLocale', () => {
  it.each([
    ['ja', 'ja'],
    ['ja-JP,en;q=0.8', 'ja'],
    ['fr, ja;q=0.5', 'ja'],
    ['JA-jp', 'ja'],
    ['en-US,ja;q=0.9', 'en'],
    ['en', 'en'],
    ['fr', 'en'],
    ['jav', 'en'],
    ['*', 'en'],
    ['', 'en'],
  ])('%j -> %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });

  it('defaults to en without a header', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    expect(resolveLocale(null)).toBe('en');
  });

  const unsupportedTag = fc
    .stringMatching(/^[a-z]{2,3}(-[A-Z]{2})?$/)
    .filter((tag) => !/^(en|ja)(-|$)/i.test(tag));
  const weight = fc.option(
    fc.integer({ min: 0, max: 9 }).map((n) => `;q=0.${n}`),
    { nil: '' },
  );
  const entry = (tag: fc.Arbitrary<string>): fc.Arbitrary<string> =>
    fc.tuple(tag, weight).map(([t, w]) => t + w);

  it('answers en for lists of unsupported languages', () => {
    fc.assert(
      fc.property(fc.array(entry(unsupportedTag), { maxLength: 5 }), (entries) => {
        expect(resolveLocale(entries.join(', '))).toBe('en');
      }),
    );
  });

  it('answers the first supported language after any unsupported ones', () => {
    fc.assert(
      fc.property(
        fc.array(entry(unsupportedTag), { maxLength: 5 }),
        fc.constantFrom(...LOCALES),
        fc.option(fc.constantFrom('-JP', '-US', '-GB'), { nil: '' }),
        fc.array(entry(fc.constantFrom('en', 'ja', 'fr')), { maxLength: 3 }),
        (before, locale, region, after) => {
          const header = [...before, `${locale}${region}`, ...after].join(',');
          expect(resolveLocale(header)).toBe(locale);
        },
      ),
    );
  });

  it('respects q-values, keeping the given order for ties', () => {
    expect(resolveLocale('en;q=0.1, ja;q=0.9')).toBe('ja');
    expect(resolveLocale('ja;q=0.5, en;q=0.5')).toBe('ja');
    expect(resolveLocale('fr, en;q=0.8, ja;q=0.9')).toBe('ja');
    expect(resolveLocale('ja;q=0, en')).toBe('en');
  });
});
