import { type ColumnKind, type ExportCell, isDecimal, neutralised } from './cells.js';
import { decimalHours, hoursMinutes } from './durations.js';

/** A field RFC 4180 quotes: one with a quote, comma or line break. */
const QUOTED = /[",\r\n]/;

export const needsQuotes = (text: string): boolean => QUOTED.test(text);

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
export function csvField(text: string): string {
  return needsQuotes(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A number as plain digits: never 1e+21 style, which a spreadsheet would read differently. */
function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return Math.abs(value) >= 1e21 ? BigInt(Math.round(value)).toString() : String(value);
}

/**
 * One cell in its column's rendering (`kind`). Only text can carry a payload: numbers stay
 * numbers. The rule every CSV byte follows (csv-bytes.ts writes the common cases faster).
 */
export function csvCell(kind: ColumnKind, value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'string') {
    return kind === 'money' && isDecimal(value) ? value : csvField(neutralised(value));
  }
  if (kind === 'duration') return hoursMinutes(value);
  if (kind === 'hours') return plainNumber(decimalHours(value));
  return plainNumber(value);
}
