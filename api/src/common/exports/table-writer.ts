import type { ExportCell } from './cells.js';

/**
 * What a report's producer writes rows through. `row` resolves when the file can take more (a
 * slow reader slows the producer) and rejects with ExportAborted when the reader left.
 */
export interface TableWriter {
  row(cells: readonly ExportCell[]): Promise<void>;
}

/** A writer's private side: the producer never ends or fails the file itself. */
export interface TableSink extends TableWriter {
  end(): Promise<void>;
  fail(error: Error): void;
}

/**
 * Runs `produce` into `sink` and closes the file after it: a producer that fails, or a reader
 * that leaves, destroys the stream instead, so the client sees a broken download, never a short
 * file passed off as whole, and the cursor behind the producer is closed.
 */
export function fillTable(sink: TableSink, produce: (writer: TableWriter) => Promise<void>): void {
  const writer: TableWriter = { row: (cells) => sink.row(cells) };
  produce(writer)
    .then(() => sink.end())
    .catch((error: unknown) => {
      sink.fail(error instanceof Error ? error : new Error(String(error)));
    });
}
