/**
 * What a table export is made of, whatever its file format: columns that say how their values
 * are shown, and rows of plain values. Durations travel as seconds and each writer renders them
 * (text in CSV, real numbers with a format in XLSX), so a report computes a number once.
 */

/** One value of a row: text, a number, or nothing (an empty cell). */
export type ExportCell = string | number | null;

/**
 * How a column's values are written.
 * - `text`: untrusted text (names, descriptions), always neutralised against formula injection.
 * - `number`: a plain number.
 * - `duration`: seconds shown as h:mm (hours may exceed 24: a month's total is 172:30).
 * - `hours`: seconds shown as decimal hours with two decimals (8.5), what payroll imports.
 * - `money`: a numeric text such as "12.50" (rates and costs are exact decimals in the API).
 */
export type ColumnKind = 'text' | 'number' | 'duration' | 'hours' | 'money';

export interface ExportColumn {
  heading: string;
  kind: ColumnKind;
  /** Width in characters for XLSX; a sensible default from the kind otherwise. */
  width?: number;
}

/** One label / value line stating what the file holds: workspace, period, time zone, seal. */
export type ExportFact = readonly [label: string, value: string];

/** Everything a writer needs before the first row. */
export interface ExportTable {
  /** The data sheet's name in XLSX; the document title elsewhere. */
  title: string;
  /** Written before the data: CSV lines above the heading, a separate XLSX sheet. */
  facts: readonly ExportFact[];
  columns: readonly ExportColumn[];
}

/**
 * Characters that make a spreadsheet read a cell as a formula or split it (OWASP "CSV
 * injection"): = + - @ start formulas, and a leading tab or carriage return lets some programs
 * skip to the next character and then see one.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as it may be written: one that could start a formula gets a single quote in front,
 * which spreadsheets show as text and which a reader can strip to recover the original.
 */
export function neutralised(text: string): string {
  return startsFormula(text) ? `'${text}` : text;
}

/** Whether `neutralised` puts a quote in front of `text`. */
export const startsFormula = (text: string): boolean => FORMULA_START.test(text);

/** A decimal as PostgreSQL's numeric prints it ("12.50", "-3"): a number, safe to write bare. */
export const isDecimal = (text: string): boolean => /^-?\d+(\.\d+)?$/.test(text);
