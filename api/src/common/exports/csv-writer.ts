import { PassThrough, type Readable } from 'node:stream';
import { type ExportTable, neutralised } from './cells.js';
import { roomIn, stillRead } from './backpressure.js';
import { csvField } from './csv-cell.js';
import { CsvChunks } from './csv-bytes.js';
import type { TableSink } from './table-writer.js';

/** Excel opens a CSV as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';
const CRLF = '\r\n';
/** Bytes per write to the stream: one write (and one backpressure check) per chunk, not per row. */
const CHUNK_BYTES = 64 * 1024;
/** What a row that did not have to wait answers: one promise for all of them. */
const WRITTEN = Promise.resolve();

/** A line of already rendered fields. */
const line = (fields: readonly string[]) => fields.join(',') + CRLF;

/**
 * A streamed CSV file (RFC 4180, UTF-8 with BOM, CRLF): the facts as `label,value` lines, an
 * empty line, the heading, then one line per row as the producer writes it. Rows go straight
 * into byte chunks (csv-bytes.ts) and the producer waits only when a chunk went out to a reader
 * that has not caught up.
 */
export function csvSink(table: ExportTable): { stream: Readable; sink: TableSink } {
  const output = new PassThrough();
  const kinds = table.columns.map((column) => column.kind);
  output.write(
    BOM +
      table.facts
        .map(([label, value]) => line([csvField(neutralised(label)), csvField(neutralised(value))]))
        .join('') +
      (table.facts.length > 0 ? CRLF : '') +
      line(table.columns.map((column) => csvField(neutralised(column.heading)))),
  );
  const chunks = new CsvChunks(CHUNK_BYTES, (chunk) => output.write(chunk));
  const sink: TableSink = {
    row(cells) {
      stillRead(output);
      chunks.line(kinds, cells);
      return output.writableNeedDrain ? roomIn(output) : WRITTEN;
    },
    async end() {
      stillRead(output);
      chunks.flush();
      await roomIn(output);
      output.end();
    },
    fail(error) {
      output.destroy(error);
    },
  };
  return { stream: output, sink };
}
