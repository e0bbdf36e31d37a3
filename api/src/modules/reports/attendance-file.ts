import { ErrorKey } from '@punchcard/shared';
import { badRequest } from '#src/common/errors/app.exception.js';
import {
  decimalHours,
  type ExportCell,
  type ExportContents,
  hoursMinutes,
  readCsvExport,
  readXlsxExport,
  restored,
  type TableFormat,
} from '#src/common/exports/index.js';
import { type CanonicalDay, canonicalLine, hasTime } from './attendance-canonical.js';
import { type ColumnKey, columnPositions } from './attendance-columns.js';

/** Excel stores a duration as a fraction of a day. */
const SECONDS_PER_DAY = 86_400;

/** The columns a file must have for its canonical lines to be read back. */
const REQUIRED: readonly ColumnKey[] = [
  'id_user',
  'date',
  'first_in',
  'last_out',
  'worked',
  'worked_hours',
  'worked_seconds',
  'break',
  'break_hours',
  'break_seconds',
  'activity',
  'activity_hours',
  'activity_seconds',
  'breaks',
];

/** The three ways a duration is shown: h:mm, decimal hours, whole seconds. */
const DURATIONS = [
  ['worked', 'worked_hours', 'worked_seconds'],
  ['break', 'break_hours', 'break_seconds'],
  ['activity', 'activity_hours', 'activity_seconds'],
] as const satisfies readonly (readonly [ColumnKey, ColumnKey, ColumnKey])[];

const notAnExport = () =>
  badRequest(
    ErrorKey.BadRequest,
    'The file is not a daily attendance export (CSV or XLSX) of this workspace.',
  );

const text = (cell: ExportCell | undefined): string | null => {
  if (cell === null || cell === undefined) return null;
  const value = restored(String(cell)).trim();
  return value === '' ? null : value;
};

const number = (cell: ExportCell | undefined): number =>
  typeof cell === 'number'
    ? cell
    : cell === null || cell === undefined || cell === ''
      ? 0
      : Number(cell);

/**
 * Whether a duration's h:mm and decimal-hours cells are what its seconds make: CSV holds them as
 * text, XLSX as a fraction of a day ([h]:mm) and a number. A file whose hours were edited but
 * whose seconds were not is then caught too.
 */
function shownAsWritten(
  format: TableFormat,
  seconds: number,
  hhmm: ExportCell | undefined,
  hours: ExportCell | undefined,
): boolean {
  if (!Number.isInteger(seconds)) return false;
  if (format === 'csv') {
    return hhmm === hoursMinutes(seconds) && hours === String(decimalHours(seconds));
  }
  return (
    typeof hhmm === 'number' &&
    Math.round(hhmm * SECONDS_PER_DAY) === seconds &&
    number(hours) === decimalHours(seconds)
  );
}

/** The canonical lines of a file's contents (see attendance-canonical.ts). */
export function canonicalLinesOf(contents: ExportContents, format: TableFormat): string[] {
  const at = columnPositions(contents.heading);
  if (REQUIRED.some((key) => at[key] === undefined)) throw notAnExport();
  const cell = (row: ExportCell[], key: ColumnKey) => row[at[key] ?? -1];
  const lines: string[] = [];
  for (const row of contents.rows) {
    if (row.every((value) => text(value) === null)) continue;
    const id = text(cell(row, 'id_user'));
    const date = text(cell(row, 'date'));
    if (id === null || date === null) throw notAnExport();
    const [worked, breakTime, activity] = DURATIONS.map(([, , seconds]) =>
      number(cell(row, seconds)),
    ) as [number, number, number];
    const day: CanonicalDay = {
      id_user: id,
      date,
      first_in: text(cell(row, 'first_in')),
      last_out: text(cell(row, 'last_out')),
      worked,
      break_time: breakTime,
      activity_time: activity,
      number_of_breaks: number(cell(row, 'breaks')),
    };
    const consistent =
      Number.isInteger(day.number_of_breaks) &&
      DURATIONS.every(([hhmm, hours, seconds]) =>
        shownAsWritten(format, number(cell(row, seconds)), cell(row, hhmm), cell(row, hours)),
      );
    // A day without time is not canonical content, unless its figures were tampered with.
    if (consistent && !hasTime(day)) continue;
    lines.push(canonicalLine(day, !consistent));
  }
  return lines;
}

/** Reads an attendance export back; anything that does not parse is 400 bad_request. */
export async function readAttendanceFile(
  bytes: Buffer,
  format: TableFormat,
): Promise<ExportContents> {
  try {
    return format === 'csv' ? readCsvExport(bytes) : await readXlsxExport(bytes);
  } catch {
    throw notAnExport();
  }
}
