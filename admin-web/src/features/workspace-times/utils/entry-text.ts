// Entries in words, in the page's language: the time range a row shows and the sentence a
// timeline bar is announced with.
import type { Locale, UnixSeconds } from '@punchcard/shared';
import dayjs from 'dayjs';

import { spanEnd } from '@/features/workspace-times/utils/entries';
import { formatDate, formatDurationText } from '@/lib/dates';

const DASH = ' – ';

const sameDay = (a: UnixSeconds, b: UnixSeconds): boolean =>
  dayjs.unix(a).isSame(dayjs.unix(b), 'day');

/**
 * `9:00 AM – 5:30 PM` on the day it is listed under; an end (or start) on another day carries
 * its date, so a night shift reads `10:00 PM – Nov 19, 2026 2:00 AM` under its first day and
 * `Nov 18, 2026 10:00 PM – 2:00 AM` under its second. A running span ends with `runningText`.
 */
export function timeRangeText(
  span: { start: UnixSeconds; end: UnixSeconds | null },
  listedOn: UnixSeconds,
  locale: Locale,
  runningText: string,
): string {
  const moment = (seconds: UnixSeconds) =>
    formatDate(seconds, locale, sameDay(seconds, listedOn) ? 'time' : 'dateTime');
  return `${moment(span.start)}${DASH}${span.end === null ? runningText : moment(span.end)}`;
}

/** A day as a short label (`Mon, Nov 16` / `11/16（月）`), for the timeline's narrow column. */
export function shortDayText(seconds: UnixSeconds, locale: Locale): string {
  return dayjs
    .unix(seconds)
    .locale(locale)
    .format(locale === 'ja' ? 'M/D（ddd）' : 'ddd, MMM D');
}

/** The span's length so far (`8h 30m`); a running span counts until now. */
export function durationText(
  span: { start: UnixSeconds; end: UnixSeconds | null },
  now: UnixSeconds,
  locale: Locale,
): string {
  return formatDurationText(spanEnd(span, now) - span.start, locale);
}
