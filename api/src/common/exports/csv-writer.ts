import { PassThrough, type Readable } from 'node:stream';
import {
  type ExportCell,
  type ExportColumn,
  type ExportTable,
  isDecimal,
  neutralised,
} from './cells.js';
import { roomIn, stillRead } from './backpressure.js';
import { decimalHours, hoursMinutes } from './durations.js';
import type { TableSink } from './table-writer.js';

/** Excel opens a CSV as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';
const CRLF = '\r\n';
const CHUNK_CHARS = 64 * 1024;

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
function field(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A number as plain digits: never 1e+21 style, which a spreadsheet would read differently. */
function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  return Math.abs(value) >= 1e21 ? BigInt(Math.round(value)).toString() : String(value);
}

/** One cell in its column's rendering. Only text can carry a payload: numbers stay numbers. */
export function csvCell(column: ExportColumn, value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'string') {
    return column.kind === 'money' && isDecimal(value) ? value : field(neutralised(value));
  }
  if (column.kind === 'duration') return hoursMinutes(value);
  if (column.kind === 'hours') return plainNumber(decimalHours(value));
  return plainNumber(value);
}

/** A line of already rendered fields. */
const line = (fields: readonly string[]) => fields.join(',') + CRLF;

/**
 * A streamed CSV file (RFC 4180, UTF-8 with BOM, CRLF): the facts as `label,value` lines, an
 * empty line, the heading, then one line per row as the producer writes it.
 */
export function csvSink(table: ExportTable): { stream: Readable; sink: TableSink } {
  const output = new PassThrough();
  const { columns } = table;
  output.write(
    BOM +
      table.facts
        .map(([label, value]) => line([field(neutralised(label)), field(neutralised(value))]))
        .join('') +
      (table.facts.length > 0 ? CRLF : '') +
      line(columns.map((column) => field(neutralised(column.heading)))),
  );
  // Lines leave in chunks: one write (and one backpressure check) per ~64 kB, not per row.
  let pending = '';
  const flush = async () => {
    stillRead(output);
    output.write(pending);
    pending = '';
    await roomIn(output);
  };
  const sink: TableSink = {
    async row(cells) {
      pending += line(columns.map((column, index) => csvCell(column, cells[index] ?? null)));
      if (pending.length >= CHUNK_CHARS) await flush();
    },
    async end() {
      await flush();
      output.end();
    },
    fail(error) {
      output.destroy(error);
    },
  };
  return { stream: output, sink };
}
