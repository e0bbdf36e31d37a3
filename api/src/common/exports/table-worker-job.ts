import type { WorkerStatement } from '#src/database/sql/index.js';
import type { ExportTable } from './cells.js';
import type { TableFormat } from './export-file.js';

/** What an export worker is started with (its workerData): everything but the row renderer. */
export interface TableWorkerJob<Options> {
  statement: WorkerStatement;
  /** Rows per cursor FETCH. */
  batchRows: number;
  format: TableFormat;
  table: ExportTable;
  /** What the entry's renderer needs beside a row (an export's language). */
  options: Options;
}

/** The worker's messages: the file's bytes in order, then its end or why it failed. */
export type FromTableWorker =
  { kind: 'chunk'; bytes: Uint8Array } | { kind: 'end' } | { kind: 'error'; message: string };

/** The server's one message: the reader took a chunk, send the next one. */
export const PULL = { kind: 'pull' } as const;
export type ToTableWorker = typeof PULL;
