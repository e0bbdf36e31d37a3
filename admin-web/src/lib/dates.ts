// Dates, times and durations in the page's language. Only English and Japanese calendars are
// loaded (dayjs knows English itself): importing this module registers Japanese, so a page that
// shows dates, or uses Mantine's date pickers with `locale`, imports it; the shell never does.
import type { Locale, UnixSeconds } from '@punchcard/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

/** A half-open window [start, end) of unix seconds. */
export interface TimeWindow {
  start: UnixSeconds;
  end: UnixSeconds;
}

/** dayjs's localized formats: `May 1, 2024` / `2024年5月1日`, `9:05 AM` / `09:05`. */
const formats = {
  date: 'll',
  time: 'LT',
  dateTime: 'lll',
  weekdayDate: 'ddd, ll',
} as const;
export type DateStyle = keyof typeof formats;

/** A moment in the browser's time zone, in the page's language. */
export function formatDate(
  seconds: UnixSeconds,
  locale: Locale,
  style: DateStyle = 'date',
): string {
  const format = style === 'weekdayDate' && locale === 'ja' ? 'll（ddd）' : formats[style];
  return dayjs.unix(seconds).locale(locale).format(format);
}

const durationUnits: Record<Locale, { hour: string; minute: string; second: string; gap: string }> =
  {
    en: { hour: 'h', minute: 'm', second: 's', gap: ' ' },
    ja: { hour: '時間', minute: '分', second: '秒', gap: '' },
  };

/**
 * A length of time as people read it: `7h 5m` / `7時間5分`, leaving out empty units. Seconds show
 * when asked for, or when under a minute is all there is (`45s` / `45秒`); nothing is `0m`.
 * Days are shown as hours, as timesheets do.
 */
export function formatDurationText(
  totalSeconds: number,
  locale: Locale,
  { withSeconds = false }: { withSeconds?: boolean } = {},
): string {
  const units = durationUnits[locale];
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const showSeconds = withSeconds || whole < 60;
  const parts = [
    hours > 0 ? `${hours}${units.hour}` : '',
    minutes > 0 ? `${minutes}${units.minute}` : '',
    showSeconds && seconds > 0 ? `${seconds}${units.second}` : '',
  ].filter((part) => part !== '');
  if (parts.length > 0) return parts.join(units.gap);
  return withSeconds ? `0${units.second}` : `0${units.minute}`;
}
