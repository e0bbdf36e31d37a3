import ExcelJS from 'exceljs';
import type { ExportCell, ExportFact } from './cells.js';
import { XLSX_FACTS_SHEET } from './xlsx-writer.js';

/**
 * Reading our own CSV and XLSX files back (checking a file against a sealed period's digest, and
 * tests): the facts, the heading and the rows as stored, text cells with the formula guard's
 * quote still in place (`restored` takes it off).
 */
export interface ExportContents {
  facts: ExportFact[];
  heading: string[];
  rows: ExportCell[][];
}

/** RFC 4180 records of `text` (a leading BOM dropped; CRLF or LF line ends). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let index = 0; index < source.length; index += 1) {
    const char = source.charAt(index);
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        value += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(value);
      value = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else value += char;
  }
  if (value !== '' || record.length > 0) records.push([...record, value]);
  return records;
}

/** A text cell without the quote `neutralised` put before a would-be formula. */
export const restored = (text: string): string =>
  /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;

/** Our CSV layout: `label,value` fact lines, an empty line, the heading, the rows. */
export function readCsvExport(bytes: Buffer): ExportContents {
  const records = parseCsv(bytes.toString('utf8'));
  const blank = records.findIndex((record) => record.length === 1 && record[0] === '');
  const facts = blank < 0 ? [] : records.slice(0, blank);
  const [heading = [], ...rows] = blank < 0 ? records : records.slice(blank + 1);
  return {
    facts: facts.map(([label = '', value = '']) => [label, value] as const),
    heading,
    rows,
  };
}

/** Excel's day zero: a date-formatted cell (our [h]:mm durations) is read back as a Date. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A cell as stored: a duration comes back as its fraction of a day, as the writer put it. */
function cellValue(cell: ExcelJS.CellValue): ExportCell {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'string' || typeof cell === 'number') return cell;
  if (cell instanceof Date) return (cell.getTime() - EXCEL_EPOCH) / 86_400_000;
  if (typeof cell === 'object' && 'richText' in cell) {
    return cell.richText.map((part) => part.text).join('');
  }
  return JSON.stringify(cell);
}

function sheetRows(sheet: ExcelJS.Worksheet | undefined): ExportCell[][] {
  const rows: ExportCell[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1).map(cellValue));
  });
  return rows;
}

/** Our XLSX layout: the data sheet first (heading, rows), the facts on the About sheet. */
export async function readXlsxExport(bytes: Buffer): Promise<ExportContents> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const data = workbook.worksheets.find((sheet) => sheet.name !== XLSX_FACTS_SHEET);
  const [heading = [], ...rows] = sheetRows(data);
  return {
    facts: sheetRows(workbook.getWorksheet(XLSX_FACTS_SHEET)).map(
      ([label, value]) => [String(label ?? ''), String(value ?? '')] as const,
    ),
    heading: heading.map((cell) => String(cell ?? '')),
    rows,
  };
}
