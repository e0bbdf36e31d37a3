import dayjs from 'dayjs';

import type { KioskPunchRecord } from '@/features/kiosks/api/kiosk-activity-queries';

/** The activity view's filter: a kiosk (null: all) and whole local days, both ends included. */
export interface ActivityFilter {
  idKiosk: string | null;
  /** `YYYY-MM-DD`, as a date input holds it; empty: no bound. */
  from: string;
  to: string;
}

/** How far back the view looks at first, and the fleet counts refusals: a week, today included. */
export const RECENT_DAYS = 7;

const dayFormat = 'YYYY-MM-DD';

/** The last `RECENT_DAYS` days up to `now`, for every kiosk. */
export function recentFilter(now: Date): ActivityFilter {
  const today = dayjs(now);
  return {
    idKiosk: null,
    from: today.subtract(RECENT_DAYS - 1, 'day').format(dayFormat),
    to: today.format(dayFormat),
  };
}

/** Whether the period runs backwards (the view then says so instead of showing nothing). */
export function isPeriodReversed({ from, to }: ActivityFilter): boolean {
  return from !== '' && to !== '' && from > to;
}

/**
 * The period as the API takes it: unix seconds from the start of `from` (inclusive) to the start
 * of the day after `to` (exclusive), in the browser's zone; an empty end has no bound.
 */
export function periodBounds({ from, to }: ActivityFilter): { from?: number; to?: number } {
  return {
    ...(from === '' ? {} : { from: dayjs(from).startOf('day').unix() }),
    ...(to === '' ? {} : { to: dayjs(to).startOf('day').add(1, 'day').unix() }),
  };
}

/** Whether something of `idKiosk` that happened at unix `seconds` falls inside the filter. */
export function matchesFilter(filter: ActivityFilter, idKiosk: string, seconds: number): boolean {
  if (filter.idKiosk !== null && filter.idKiosk !== idKiosk) return false;
  const day = dayjs.unix(seconds).format(dayFormat);
  return (filter.from === '' || day >= filter.from) && (filter.to === '' || day <= filter.to);
}

/**
 * Refused punches per kiosk over the last `RECENT_DAYS` days, by when they arrived (an offline
 * backlog refused today is today's news, whatever the punch's own date).
 */
export function recentRefusalsByKiosk(
  punches: readonly Pick<KioskPunchRecord, 'idKiosk' | 'receivedAt'>[],
  now: Date,
): Map<string, number> {
  const recent = recentFilter(now);
  const counts = new Map<string, number>();
  for (const punch of punches) {
    if (!matchesFilter(recent, punch.idKiosk, punch.receivedAt)) continue;
    counts.set(punch.idKiosk, (counts.get(punch.idKiosk) ?? 0) + 1);
  }
  return counts;
}
