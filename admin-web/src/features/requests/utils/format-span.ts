// A span as one line in the page's language: `May 1, 2024 9:00 AM – 5:00 PM` when it stays in
// one day, both full moments when it crosses midnight.
import type { Locale, UnixSeconds } from '@punchcard/shared';

import { formatDate, formatDurationText } from '@/lib/dates';

const DASH = ' – ';

export function formatMoment(seconds: UnixSeconds, locale: Locale): string {
  return formatDate(seconds, locale, 'dateTime');
}

/** The span's text; an open end reads as `openEnd` (a running entry, a draft). */
export function formatSpan(
  start: UnixSeconds,
  end: UnixSeconds | null,
  locale: Locale,
  openEnd: string,
): string {
  const from = formatMoment(start, locale);
  if (end === null) return `${from}${DASH}${openEnd}`;
  const sameDay = formatDate(start, locale) === formatDate(end, locale);
  const until = sameDay ? formatDate(end, locale, 'time') : formatMoment(end, locale);
  return `${from}${DASH}${until}`;
}

/** The span's length (`8h 30m` / `8時間30分`); null while the end is open. */
export function formatSpanDuration(
  start: UnixSeconds,
  end: UnixSeconds | null,
  locale: Locale,
): string | null {
  return end === null ? null : formatDurationText(end - start, locale);
}
