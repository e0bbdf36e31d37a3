import { ERROR_KEYS } from '@punchcard/shared';

import { NO_ANSWER_ERROR_KEY } from '@/lib/api-client';
import { lazyNamespaces } from '@/locales';
import type { Namespace } from '@/locales/catalogue';
import { common, commonSameInEveryLanguage } from '@/locales/common';
import { type ErrorTextKey, errors } from '@/locales/errors';

// Kana or kanji: Japanese text has some; English text has none.
const japanese = /[\u3040-\u30ff\u3400-\u9fff]/;
// A run of Latin words is English left in Japanese; product, format and standard names are not.
// QR and NFC are written so in Japanese too (QRコード, NFCカード).
const allowedLatin =
  /^(Punchcard|API|PIN|QR|NFC|JPEG|PNG|PDF|CSV|XLSX|UID|USB|WebP|MB|English|Slack|Google|Apple|OAuth|OpenID|URL|ID|README|[0-9]+)$/;

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

// Every namespace of the app, loaded as the running app loads it.
const namespaces = async (): Promise<[string, Namespace<Record<string, string>>][]> => [
  ['common', common],
  ...(await Promise.all(
    Object.entries(lazyNamespaces)
      .filter(([name]) => name !== 'errors')
      .map(
        async ([name, load]) => [name, await load()] as [string, Namespace<Record<string, string>>],
      ),
  )),
];

/** Texts the same in every language by nature: names of languages, the product, an address. */
const sameInEveryLanguage: Readonly<Record<string, readonly string[]>> = {
  common: commonSameInEveryLanguage,
  workspaces: ['invite.emailsPlaceholder'],
  kiosks: ['settings.pin', 'method.pin', 'detail.none'],
  pin: ['field.pin'],
};

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('every namespace', () => {
  it('has the same keys in both languages', async () => {
    for (const [name, namespace] of await namespaces()) {
      expect([name, Object.keys(namespace.ja).sort()]).toEqual([
        name,
        Object.keys(namespace.en).sort(),
      ]);
    }
  });

  it('is translated: no text left in English, the same placeholders', async () => {
    const problems: string[] = [];
    for (const [name, namespace] of await namespaces()) {
      for (const [key, en] of Object.entries(namespace.en)) {
        const ja = namespace.ja[key] ?? '';
        if (sameInEveryLanguage[name]?.includes(key) === true) continue;
        if (ja === en && en !== '') problems.push(`${name}:${key} is the same as in English`);
        const english = latinWords(ja.replace(/\{\{\w+\}\}/g, ''));
        if (english.length > 0) problems.push(`${name}:${key} has ${english.join(' ')}`);
        if (placeholders(ja).join() !== placeholders(en).join()) {
          problems.push(`${name}:${key} has other placeholders`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
