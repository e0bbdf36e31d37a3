// The time zones a workspace can use: every IANA zone the browser knows, labelled with its UTC
// offset now and its name in the page's language, so "Tokyo", "+09:00" and "日本" all find it.
import type { Locale } from '@punchcard/shared';

export interface TimeZoneOption {
  /** The IANA id the API stores. */
  value: string;
  label: string;
}

/** The zone the browser runs in: the sensible default for a new workspace. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

function zoneName(zone: string, locale: string, style: 'longOffset' | 'longGeneric', now: Date) {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style });
  return parts.formatToParts(now).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** `+09:00` as minutes, for sorting west to east; `GMT` alone is zero. */
function offsetMinutes(offset: string): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(offset);
  if (match === null) return 0;
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

const cache = new Map<string, TimeZoneOption[]>();

/**
 * Every zone, west to east, as `(GMT+09:00) Asia/Tokyo · Japan Standard Time`. `include` adds a
 * zone the list lacks (browsers report some zones by an alias the list spells differently, and
 * `UTC` is not in every list). Built once per language and day: it formats some 400 zones.
 */
export function timeZoneOptions(
  locale: Locale,
  include: string,
  now = new Date(),
): TimeZoneOption[] {
  const key = `${locale}|${include}|${now.toDateString()}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  zones.add(include);
  const options = [...zones]
    .map((zone) => {
      const offset = zoneName(zone, 'en', 'longOffset', now);
      const generic = zoneName(zone, locale, 'longGeneric', now);
      const name = zone.replaceAll('_', ' ');
      return {
        value: zone,
        label: `(${offset}) ${name}${generic !== '' && generic !== offset ? ` · ${generic}` : ''}`,
        minutes: offsetMinutes(offset),
      };
    })
    .sort((a, b) => a.minutes - b.minutes || a.value.localeCompare(b.value))
    .map(({ value, label }) => ({ value, label }));
  cache.set(key, options);
  return options;
}
