import { ERROR_KEYS } from '@punchcard/shared';

import { NO_ANSWER_ERROR_KEY } from '@/lib/api-client';
import { auth } from '@/locales/auth';
import { common, commonSameInEveryLanguage } from '@/locales/common';
import { type ErrorTextKey, errors } from '@/locales/errors';
import { health } from '@/locales/health';

// Kana or kanji: Japanese text has some; English text has none.
const japanese = /[\u3040-\u30ff\u3400-\u9fff]/;
// A run of Latin words is English left in Japanese; product names and format names are not.
const allowedLatin = /^(Punchcard|API|PIN|JPEG|PNG|WebP|MB|English|[0-9]+)$/;

function latinWords(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowedLatin.test(word));
}

describe('the errors namespace', () => {
  const keys: readonly ErrorTextKey[] = [...ERROR_KEYS, NO_ANSWER_ERROR_KEY];

  it.each(keys)('has English and Japanese text for %s', (key) => {
    const en = errors.en[key];
    const ja = errors.ja[key];
    expect(en.trim()).not.toBe('');
    expect(ja.trim()).not.toBe('');
    expect(ja).not.toBe(en);
    expect(ja).toMatch(japanese);
    expect(latinWords(ja)).toEqual([]);
  });

  it('has no text for keys the API does not answer with', () => {
    const known = new Set<string>([...ERROR_KEYS, NO_ANSWER_ERROR_KEY]);
    expect(Object.keys(errors.en).filter((key) => !known.has(key))).toEqual([]);
    expect(Object.keys(errors.ja).filter((key) => !known.has(key))).toEqual([]);
  });
});

describe.each([
  ['common', common, commonSameInEveryLanguage],
  ['health', health, []],
  ['auth', auth, []],
] as const)('the %s namespace', (_name, namespace, sameInEveryLanguage) => {
  const keys = Object.keys(namespace.en) as (keyof typeof namespace.en)[];

  it('has the same keys in both languages', () => {
    expect(Object.keys(namespace.ja).sort()).toEqual([...keys].sort());
  });

  it('is translated, except what is the same in every language by nature', () => {
    const same: readonly string[] = sameInEveryLanguage;
    const untranslated = keys.filter(
      (key) => !same.includes(key) && namespace.ja[key] === namespace.en[key],
    );
    expect(untranslated).toEqual([]);
    const english = keys.filter(
      (key) => !same.includes(key) && latinWords(namespace.ja[key]).length > 0,
    );
    expect(english).toEqual([]);
  });
});
