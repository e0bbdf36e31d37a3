import type { Locale } from '@punchcard/shared';

/** How the suggestion writers print numbers and dates, in the reader's language. */

/** `7:05` for 7 h 5 min; negative values are printed as their size. */
export function hoursMinutes(seconds: number): string {
  const minutes = Math.round(Math.abs(seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whole minutes of a duration's size. */
export const minutesOf = (seconds: number): number => Math.round(Math.abs(seconds) / 60);

/** Hours with two decimals, for the model's prompt. */
export const hoursOf = (seconds: number): number => Math.round((seconds / 3600) * 100) / 100;

/** A unix-seconds instant's local date in `timeZone`, e.g. "Mar 3, 2025" or "2025年3月3日". */
export function localDate(unixSeconds: number, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(unixSeconds * 1000));
}

/** The same date as YYYY-MM-DD, for prompts (the model reads ISO dates best). */
export function isoDate(unixSeconds: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(unixSeconds * 1000));
}

/** The page language the spec names by its English display name ("English", "Japanese"). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ja: 'Japanese' };

export function localeOfLanguage(name: string): Locale {
  return name === LANGUAGE_NAMES.ja ? 'ja' : 'en';
}
