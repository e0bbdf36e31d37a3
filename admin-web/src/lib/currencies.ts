// Currencies the API accepts (decisions.md: ISO 4217 codes the runtime knows), named in the
// page's language: `JPY · Japanese Yen` / `JPY · 日本円`.
import type { Locale } from '@punchcard/shared';

export interface CurrencyOption {
  value: string;
  label: string;
}

const cache = new Map<string, CurrencyOption[]>();

/** Every currency by code; `include` keeps the workspace's current one even if unknown here. */
export function currencyOptions(locale: Locale, include: string): CurrencyOption[] {
  const key = `${locale}|${include}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const names = new Intl.DisplayNames(locale, { type: 'currency' });
  const codes = new Set(Intl.supportedValuesOf('currency'));
  codes.add(include);
  const options = [...codes].sort().map((code) => {
    const name = names.of(code);
    return { value: code, label: name !== undefined && name !== code ? `${code} · ${name}` : code };
  });
  cache.set(key, options);
  return options;
}
