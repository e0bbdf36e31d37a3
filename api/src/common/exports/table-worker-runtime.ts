import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { POSTGRES_CONNECTION } from '#src/database/postgres-connection.js';
import { type CursorQuery, snapshotBatches } from '#src/database/sql/snapshot-cursor.js';
import type { ExportCell, ExportTable } from './cells.js';
import type { TableFormat } from './export-file.js';
import type { FromTableWorker, TableWorkerJob, ToTableWorker } from './table-worker-job.js';
import { fillTable, type TableSink } from './table-writer.js';

/** How the worker's connection names itself in pg_stat_activity. */
export const EXPORT_APPLICATION_NAME = 'punchcard export';

/** A renderer: a row of the statement as cells in column order, into the reused `cells`. */
export type RowCells<Row, Options> = (
  row: Row,
  options: Options,
  cells: ExportCell[],
) => ExportCell[];

/**
 * The body of an export worker's entry file (one per export, naming its row renderer): reads the
 * job's statement through a snapshot cursor (snapshotBatches) on a connection of its own, renders
 * the file and hands its bytes to the server one chunk per pull. Whatever happens, the connection
 * is closed before the last message.
 */
export function runTableWorker<Row, Options>(cellsOf: RowCells<Row, Options>): void {
  const port = parentPort;
  if (port === null) throw new Error('runTableWorker runs in an export worker thread');
  const job = workerData as TableWorkerJob<Options>;
  const pulls = new Pulls(port);
  exportTable(job, cellsOf, pulls, port).then(
    () => {
      send(port, { kind: 'end' });
    },
    (error: unknown) => {
      send(port, {
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    },
  );
}

async function exportTable<Row, Options>(
  job: TableWorkerJob<Options>,
  cellsOf: RowCells<Row, Options>,
  pulls: Pulls,
  port: MessagePort,
): Promise<void> {
  const client = new pg.Client({
    connectionString: job.statement.url,
    connectionTimeoutMillis: POSTGRES_CONNECTION.connectTimeoutMS,
    keepAlive: POSTGRES_CONNECTION.keepAlive,
    options: POSTGRES_CONNECTION.options,
    application_name: EXPORT_APPLICATION_NAME,
  });
  await client.connect();
  try {
    const run: CursorQuery = async (text, values) =>
      (await client.query<pg.QueryResultRow>(text, values)).rows;
    const { stream, sink } = await sinkFor(job.format, job.table);
    const { text, values } = job.statement;
    fillTable(sink, async (writer) => {
      const cells: ExportCell[] = [];
      for await (const rows of snapshotBatches<Row>(run, text, values, job.batchRows)) {
        for (const row of rows) await writer.row(cellsOf(row, job.options, cells));
      }
    });
    await pipeline(stream, toServer(port, pulls));
  } finally {
    await client.end();
  }
}

/** The writer for the format, loaded when asked: a CSV worker never loads ExcelJS. */
async function sinkFor(
  format: TableFormat,
  table: ExportTable,
): Promise<{ stream: Readable; sink: TableSink }> {
  if (format === 'csv') return (await import('./csv-writer.js')).csvSink(table);
  return (await import('./xlsx-writer.js')).xlsxSink(table);
}

function send(port: MessagePort, message: FromTableWorker, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

/**
 * The file's bytes to the server: each chunk is copied into a buffer of its own and moved (not
 * cloned) across, and the next waits for the server's pull, so a slow download slows the cursor
 * here instead of piling chunks up on either side.
 */
function toServer(port: MessagePort, pulls: Pulls): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const bytes = new Uint8Array(chunk.byteLength);
      bytes.set(chunk);
      send(port, { kind: 'chunk', bytes }, [bytes.buffer]);
      pulls.take(done);
    },
  });
}

/** The server's pulls: taken by the chunk sent next, or waited for. */
class Pulls {
  private granted = 0;
  private waiting: (() => void) | undefined;

  constructor(port: MessagePort) {
    // The server sends nothing but pulls (ToTableWorker).
    port.on('message', (_pull: ToTableWorker) => {
      this.grant();
    });
  }

  take(then: () => void): void {
    if (this.granted > 0) {
      this.granted -= 1;
      then();
    } else this.waiting = then;
  }

  private grant(): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting();
    else this.granted += 1;
  }
}
