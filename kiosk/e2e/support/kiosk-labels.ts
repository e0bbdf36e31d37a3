// The kiosk's own words in each language, read from its locale files, so a test in Japanese finds
// the same buttons a Japanese-speaking member presses (and follows the translations as they change).
import { readFileSync } from 'node:fs';

import type { Locale } from '@punchcard/shared';

type Namespace = 'kiosk' | 'identify';

const cache = new Map<string, Record<string, string>>();

function strings(locale: Locale, namespace: Namespace): Record<string, string> {
  const key = `${locale}/${namespace}`;
  let loaded = cache.get(key);
  if (loaded === undefined) {
    const file = new URL(`../../src/renderer/locales/${key}.json`, import.meta.url);
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    cache.set(key, loaded);
  }
  return loaded;
}

/** The text of `key` (e.g. `kiosk:action.clock_in`) in `locale`; fails loudly when missing. */
export function label(locale: Locale, key: `${Namespace}:${string}`): string {
  const [namespace, name] = key.split(':') as [Namespace, string];
  const text = strings(locale, namespace)[name];
  if (text === undefined) throw new Error(`No ${key} in the ${locale} locale`);
  return text;
}
