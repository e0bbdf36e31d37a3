import { type Sql, sql } from './sql.js';

/**
 * Cutting time into the workspace's local days, the one rule every report shares. A span counts
 * on each local day it touches (a night shift counts on both sides of midnight); days begin at
 * local midnight of the IANA zone, so a DST day is 23 or 25 hours long; an open span counts up to
 * `now`; everything is clipped to the report's [from, to).
 */
export interface LocalFrame {
  /**
   * IANA zone name (the workspace's). A fixed offset must be written the POSIX way, whose sign is
   * west-positive ('UTC-09:00' is nine hours east): PostgreSQL reads a bare '+09:00' as west.
   */
  timeZone: string;
  from: Date;
  to: Date;
  now: Date;
}

/**
 * One row per (span, local day) of the spans `spans` selects: the span's columns (`s.*`), `day`
 * (the local date), and `piece_start`/`piece_end`, the part of the span inside that day and the
 * frame. `spans` is a subquery with at least `start_at` and `end_at` (null while open) whose
 * rows already meet [from, to); use `meetsFrame` in its WHERE clause.
 *
 * The lateral series usually yields one day per span, so the cost stays that of reading the
 * spans through their (id_workspace, start_at) indexes.
 */
export function localDayPieces(spans: Sql, frame: LocalFrame): Sql {
  const tz = sql`${frame.timeZone}::text`;
  const from = sql`${frame.from}::timestamptz`;
  const to = sql`${frame.to}::timestamptz`;
  const now = sql`${frame.now}::timestamptz`;
  const clippedEnd = sql`LEAST(COALESCE(s.end_at, ${now}), ${to})`;
  const clippedStart = sql`GREATEST(s.start_at, ${from})`;
  return sql`
    SELECT s.*, d.day::date AS day,
      GREATEST(${clippedStart}, (d.day::date)::timestamp AT TIME ZONE ${tz}) AS piece_start,
      LEAST(${clippedEnd}, ((d.day::date) + 1)::timestamp AT TIME ZONE ${tz}) AS piece_end
    FROM (${spans}) s
    CROSS JOIN LATERAL generate_series(
      (${clippedStart} AT TIME ZONE ${tz})::date,
      ((${clippedEnd} - interval '1 microsecond') AT TIME ZONE ${tz})::date,
      interval '1 day'
    ) AS d(day)
    WHERE ${clippedEnd} > ${clippedStart}`;
}

/**
 * The condition that a span (`alias.start_at`, `alias.end_at`) meets [from, to): it starts before
 * `to` and ends (or is still open) after `from`. Index-friendly on start_at.
 */
export function meetsFrame(alias: string, frame: Pick<LocalFrame, 'from' | 'to'>): Sql {
  const start = sql.raw(`${alias}.start_at`);
  const end = sql.raw(`${alias}.end_at`);
  return sql`${start} < ${frame.to}::timestamptz AND (${end} IS NULL OR ${end} > ${frame.from}::timestamptz)`;
}

/** Seconds between two timestamptz expressions, as float8 for both drivers. */
export function secondsBetween(start: Sql, end: Sql): Sql {
  return sql`extract(epoch FROM (${end}) - (${start}))::float8`;
}

/**
 * The first local date of the bucket `day` (a date expression) falls in: itself for Daily, the
 * week's first day (weeks start on ISO weekday `weekStart`) for Weekly, the 1st for Monthly.
 */
export function bucketStart(
  day: Sql,
  period: 'Daily' | 'Weekly' | 'Monthly',
  weekStart: number,
): Sql {
  switch (period) {
    case 'Daily':
      return sql`(${day})::date`;
    case 'Weekly':
      return sql`((${day})::date - ((extract(isodow FROM (${day})::date)::int - ${weekStart}::int + 7) % 7))`;
    case 'Monthly':
      return sql`date_trunc('month', (${day})::date)::date`;
  }
}

/** The instant local midnight of a date expression begins at, in the frame's zone. */
export function localMidnight(day: Sql, timeZone: string): Sql {
  return sql`((${day})::date)::timestamp AT TIME ZONE ${timeZone}::text`;
}

/**
 * Whether `instant` is a local midnight in `timeZone`: a frame cut at midnights can read whole
 * days from the member_days summary; any other frame cuts its first and last day itself.
 */
export function isLocalMidnight(instant: Date, timeZone: string): boolean {
  if (instant.getUTCMilliseconds() !== 0) return false;
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(instant);
    return parts.every((part) => part.type === 'literal' || Number(part.value) === 0);
  } catch {
    return false;
  }
}
