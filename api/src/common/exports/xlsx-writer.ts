import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  type ColumnKind,
  type ExportCell,
  type ExportColumn,
  type ExportTable,
  isDecimal,
  neutralised,
} from './cells.js';
import { firstEvent, roomIn, stillRead } from './backpressure.js';
import { decimalHours, SECONDS_PER_DAY } from './durations.js';
import type { TableSink } from './table-writer.js';

/** Number formats by kind; text and plain numbers keep Excel's General. */
const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  duration: '[h]:mm',
  hours: '0.00',
  money: '0.00',
};

const DEFAULT_WIDTHS: Record<ColumnKind, number> = {
  text: 24,
  number: 10,
  duration: 10,
  hours: 10,
  money: 12,
};

/** The name of the sheet stating workspace, period, time zone (and a seal's digest). */
export const XLSX_FACTS_SHEET = 'About';

/** Excel refuses sheet names over 31 characters or with any of []:*?/\ in them. */
export function sheetName(title: string): string {
  const cleaned = title.replace(/[[\]:*?/\\]/g, ' ').trim();
  return (cleaned || 'Report').slice(0, 31);
}

/**
 * A cell's stored value: durations become fractions of a day so [h]:mm shows them and SUM adds
 * them; decimal hours are rounded as in CSV; money text becomes a number; text is neutralised.
 */
export function xlsxValue(kind: ColumnKind, value: ExportCell): string | number | null {
  if (value === null) return null;
  if (typeof value === 'string') {
    return kind === 'money' && isDecimal(value) ? Number(value) : neutralised(value);
  }
  if (kind === 'duration') return value / SECONDS_PER_DAY;
  if (kind === 'hours') return decimalHours(value);
  return value;
}

const sheetColumns = (columns: readonly ExportColumn[]): Partial<ExcelJS.Column>[] =>
  columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.kind];
    return {
      width: column.width ?? DEFAULT_WIDTHS[column.kind],
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });

/** What exceljs keeps of a sheet's stream: a buffer and the zip entry streams it feeds. */
interface SheetBuffer {
  pipes?: readonly ZipEntryInput[];
}

/** archiver's input for one zip entry: a readable-stream 2 PassThrough. */
interface ZipEntryInput extends NodeJS.EventEmitter {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
}

/**
 * exceljs writes a sheet's XML into its own buffer, which hands it on to the zip entry without
 * heeding backpressure: left alone, a fast producer piles the whole sheet up there while zlib
 * and the reader catch up. Waiting for that entry stream to drain keeps at most a chunk or two
 * in flight. This reads exceljs internals (the sheet's `stream.pipes`, archiver's PassThrough);
 * the streaming spec holds the producer with nobody reading, so an exceljs upgrade that changes
 * them fails there rather than in production.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, output: PassThrough) {
  const { pipes = [] } = (sheet as unknown as { stream: SheetBuffer }).stream;
  for (const pipe of pipes) {
    const full = pipe.writableNeedDrain ?? pipe._writableState?.needDrain ?? false;
    if (full) {
      await firstEvent([
        [pipe, 'drain'],
        [output, 'close'],
      ]);
    }
    stillRead(output);
  }
}

/**
 * A streamed XLSX workbook (exceljs's WorkbookWriter: inline strings, each row committed as it is
 * written, so memory holds a row rather than the sheet). The data sheet comes first in the tab
 * order; the facts sheet is written (and closed in the zip) before any data row, which is why it
 * must be complete up front.
 */
export function xlsxSink(table: ExportTable): { stream: Readable; sink: TableSink } {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: true,
  });
  workbook.creator = 'Punchcard';
  const data = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const about = workbook.addWorksheet(XLSX_FACTS_SHEET);
  about.columns = [{ width: 24 }, { width: 72 }];
  for (const [label, value] of table.facts) {
    about.addRow([neutralised(label), neutralised(value)]).commit();
  }
  about.commit();

  data.columns = sheetColumns(table.columns);
  const heading = data.addRow(table.columns.map((column) => neutralised(column.heading)));
  heading.font = { bold: true };
  heading.commit();

  // One array for every row's values: exceljs copies them into the row it serialises at once.
  const kinds = table.columns.map((column) => column.kind);
  const values: (string | number | null)[] = new Array<string | number | null>(kinds.length);
  const sink: TableSink = {
    async row(cells) {
      await roomIn(output);
      await zipCaughtUp(data, output);
      for (let index = 0; index < kinds.length; index += 1) {
        values[index] = xlsxValue(kinds[index] ?? 'text', cells[index] ?? null);
      }
      data.addRow(values).commit();
    },
    async end() {
      await roomIn(output);
      data.commit();
      await workbook.commit();
    },
    fail(error) {
      output.destroy(error);
    },
  };
  return { stream: output, sink };
}
