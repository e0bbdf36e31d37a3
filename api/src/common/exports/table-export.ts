import type { ExportTable } from './cells.js';
import { csvSink } from './csv-writer.js';
import { type ExportFile, MEDIA_TYPES, type TableFormat } from './export-file.js';
import type { TableWriter } from './table-writer.js';
import { xlsxSink } from './xlsx-writer.js';

/**
 * Answers a CSV or XLSX file at once and fills it with `produce`, which writes the rows (usually
 * a `for await` over Database.batches) and must finish before the file is closed. A producer that
 * fails, or a reader that leaves, destroys the stream: the client sees a broken download, never a
 * short file passed off as whole, and the cursor behind the producer is closed.
 */
export function streamTable(
  format: TableFormat,
  table: ExportTable,
  filename: string,
  produce: (writer: TableWriter) => Promise<void>,
): ExportFile {
  const { stream, sink } = format === 'csv' ? csvSink(table) : xlsxSink(table);
  const writer: TableWriter = { row: (cells) => sink.row(cells) };
  produce(writer)
    .then(() => sink.end())
    .catch((error: unknown) => {
      sink.fail(error instanceof Error ? error : new Error(String(error)));
    });
  return { stream, contentType: MEDIA_TYPES[format], filename };
}
