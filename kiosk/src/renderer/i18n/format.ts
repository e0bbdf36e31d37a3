// Times and durations as the room reads them: always in the workspace's time zone (the kiosk's
// own zone may be anything), in the language on screen.
import type { UnixSeconds } from '@punchcard/shared';

/** "09:41" (en-GB style 24-hour in English too: a wall clock read in passing). */
export function formatTime(at: UnixSeconds | Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at instanceof Date ? at : new Date(at * 1000));
}

/** "Monday, 24 November" / "11月24日月曜日". */
export function formatDay(at: UnixSeconds | Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(at instanceof Date ? at : new Date(at * 1000));
}

/** "7 h 05 min" / "7時間05分"; minutes only under an hour. */
export function formatDuration(seconds: number, locale: string): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(hours > 0 ? 2 : 1, '0');
  if (locale === 'ja') return hours > 0 ? `${hours}時間${rest}分` : `${rest}分`;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}
