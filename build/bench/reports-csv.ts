import type { FloorRows } from './reports-cases.js';
import { differ } from './reports-compare.js';

/**
 * Reading the attendance CSV export back, for the benchmark's check: its data lines (those with
 * a user id and a date), the heading line above them, and the worked time when a column holds
 * it in seconds (exact) or in decimal hours.
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** The fields of one RFC 4180 line (no line breaks inside fields, as the export writes them). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line.charAt(i);
    if (quoted) {
      if (char === '"' && line.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

export interface CsvShape {
  lines: number;
  dataRows: number;
  heading: string[];
  /** Sum of the worked column in seconds (or decimal hours x 3600), null without one. */
  workedSeconds: number | null;
  /** Whether that column held seconds (exact) rather than rounded hours. */
  exact: boolean;
}

export function csvShape(body: Buffer): CsvShape {
  const lines = body
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  let heading: string[] = [];
  let dataRows = 0;
  let workedColumn = -1;
  let scale = 1;
  let workedSeconds: number | null = null;
  let previous = '';
  for (const line of lines) {
    if (UUID.test(line) && DATE.test(line)) {
      if (dataRows === 0) {
        heading = csvFields(previous);
        workedColumn = heading.findIndex((name) => /worked.*seconds/i.test(name));
        if (workedColumn < 0) {
          scale = 3600;
          workedColumn = heading.findIndex((name) => /worked.*(decimal|hours)/i.test(name));
        }
        workedSeconds = workedColumn >= 0 ? 0 : null;
      }
      dataRows += 1;
      if (workedSeconds !== null) {
        workedSeconds += Number(csvFields(line)[workedColumn] ?? 0) * scale;
      }
    }
    if (line.trim()) previous = line;
  }
  return {
    lines: lines.filter((line) => line.trim()).length,
    dataRows,
    heading,
    workedSeconds,
    exact: scale === 1,
  };
}

/** The export holds one line per member and day the floor finds, with the same worked hours. */
export function checkExport(body: Buffer, rows: FloorRows): string[] {
  const shape = csvShape(body);
  const withTime = rows.filter((row) => Number(row.workspace_time) > 0).length;
  const worked = rows.reduce((sum, row) => sum + Number(row.worked), 0);
  // Days with time only, or every scheduled day too: either is a payroll export.
  const rowCheck =
    shape.dataRows === withTime ? [] : differ('data rows', shape.dataRows, rows.length, 0);
  return [
    ...rowCheck,
    ...(shape.workedSeconds === null
      ? ['no worked seconds or hours column found']
      : differ(
          'worked seconds',
          shape.workedSeconds,
          worked,
          shape.exact ? 0.5 : shape.dataRows * 18,
        )),
  ];
}
