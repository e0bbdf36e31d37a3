// The report's numbers shaped for the charts (and the same rows for their table alternatives).
import type { Locale } from '@punchcard/shared';

import type { MemberReportDay, ReportLabelTotal } from '@/features/summary-report/types';

/**
 * Colours for projects and categories without one of their own, in chart order: CSS variables,
 * so the same value paints a chart slice and a legend swatch, in light and dark.
 */
const PALETTE = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'lime'].map(
  (name) => `var(--mantine-color-${name}-6)`,
);

export interface DayBar {
  /** The local day, short (`11/26`), for the axis. */
  day: string;
  /** Hours with two decimals: bars read in hours, tooltips format them back. */
  work: number;
  break: number;
}

export interface LabelSlice {
  name: string;
  /** Seconds. */
  value: number;
  color: string;
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** A local calendar date (`YYYY-MM-DD`) as a short day of the page's language. */
export function shortDay(date: string, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A local calendar date in full (`Thu, Nov 26, 2026` / `2026年11月26日(木)`). */
export function longDay(date: string, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** One bar pair per day of the report, oldest first. */
export function dayBars(days: readonly MemberReportDay[], locale: Locale): DayBar[] {
  return days.map((day) => ({
    day: shortDay(day.date, locale),
    work: hours(day.work),
    break: hours(day.break),
  }));
}

/** Projects or categories as chart slices; time without one is named `noneLabel`. */
export function labelSlices(totals: readonly ReportLabelTotal[], noneLabel: string): LabelSlice[] {
  return totals
    .filter((total) => total.duration > 0)
    .map((total, index) => ({
      name: total.name ?? noneLabel,
      value: total.duration,
      color: total.color ?? PALETTE[index % PALETTE.length] ?? 'var(--mantine-color-gray-6)',
    }));
}

/** A part of the whole as a whole percent (0 when the whole is empty). */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
