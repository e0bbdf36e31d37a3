import type { ExportTable } from './cells.js';
import { csvSink } from './csv-writer.js';
import { type ExportFile, MEDIA_TYPES, type TableFormat } from './export-file.js';
import { fillTable, type TableWriter } from './table-writer.js';
import { xlsxSink } from './xlsx-writer.js';

/**
 * Answers a CSV or XLSX file at once and fills it in this thread with `produce`, which writes the
 * rows (usually a `for await` over Database.batches) and must finish before the file is closed
 * (fillTable). A whole workspace's export on PostgreSQL runs in a worker instead
 * (table-worker.ts).
 */
export function streamTable(
  format: TableFormat,
  table: ExportTable,
  filename: string,
  produce: (writer: TableWriter) => Promise<void>,
): ExportFile {
  const { stream, sink } = format === 'csv' ? csvSink(table) : xlsxSink(table);
  fillTable(sink, produce);
  return { stream, contentType: MEDIA_TYPES[format], filename };
}
