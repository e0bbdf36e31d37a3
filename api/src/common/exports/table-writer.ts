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
