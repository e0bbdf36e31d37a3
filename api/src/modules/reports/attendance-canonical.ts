import { createHash } from 'node:crypto';

/**
 * The canonical content of a period's attendance: one line per member and local day with time,
 * holding only what stored time determines (first in, last out as local clock text, worked,
 * break and activity seconds, the number of breaks). Names, requests and schedule-derived
 * figures are left out: they change without anyone touching the sealed time. The same lines come
 * from the database (at sealing, and to check the period later) and from an exported file, so a
 * digest proves a file and the stored time agree.
 */
export interface CanonicalDay {
  id_user: string;
  date: string;
  /** Local HH:MM:SS, 24:00:00 for a day's piece that ran to midnight; null without clock-in. */
  first_in: string | null;
  last_out: string | null;
  worked: number;
  break_time: number;
  activity_time: number;
  number_of_breaks: number;
}

/** Names the format, so a future change of the lines can never match an old digest. */
const CANONICAL_FORMAT = 'punchcard-attendance-canonical-v1';

/** A day belongs to the canonical content when anything was recorded on it. */
export function hasTime(day: CanonicalDay): boolean {
  return (
    day.first_in !== null ||
    day.worked !== 0 ||
    day.break_time !== 0 ||
    day.activity_time !== 0 ||
    day.number_of_breaks !== 0
  );
}

/** One day as a line; `tampered` marks a file row whose shown figures contradict its seconds. */
export function canonicalLine(day: CanonicalDay, tampered = false): string {
  const fields = [
    day.id_user.toLowerCase(),
    day.date,
    day.first_in ?? '',
    day.last_out ?? '',
    String(day.worked),
    String(day.break_time),
    String(day.activity_time),
    String(day.number_of_breaks),
  ];
  return fields.join('\t') + (tampered ? '\t!' : '');
}

/**
 * SHA-256 (hex) of the lines sorted by member then date (each line starts with the user id and
 * the ISO date, so sorting the text sorts by both), whatever order they came in.
 */
export function canonicalDigest(lines: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(`${CANONICAL_FORMAT}\n`);
  for (const line of [...lines].sort()) hash.update(`${line}\n`);
  return hash.digest('hex');
}
