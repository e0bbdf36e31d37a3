import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * Thrown into the producer when the file's reader went away (the client disconnected): its
 * `for await` over the database cursor ends, which closes the cursor and frees the connection.
 */
export class ExportAborted extends Error {
  constructor() {
    super('The export was abandoned by its reader');
    this.name = 'ExportAborted';
  }
}

/**
 * Waits until `output` can take more: a slow client then slows the producer (and with it the
 * database cursor) instead of the server buffering the whole file. Throws ExportAborted once the
 * output is destroyed.
 */
export async function roomIn(output: Writable): Promise<void> {
  stillRead(output);
  if (!output.writableNeedDrain) return;
  await Promise.race([once(output, 'drain'), once(output, 'close')]);
  stillRead(output);
}

/** Throws ExportAborted once `stream` is destroyed (its reader left, or it failed). */
export function stillRead(stream: Readable | Writable): void {
  if (stream.destroyed) throw new ExportAborted();
}

/**
 * The same for a document that is itself the readable side (a PDFKit document): when its unread
 * bytes exceed its high-water mark, the reader has paused it, and the next `resume` says it reads
 * again. A document nobody has started to read yet waits the same way until piped.
 */
export async function readerCaughtUp(document: Readable): Promise<void> {
  stillRead(document);
  // A flowing document hands its bytes on as they come: nothing piles up.
  if (document.readableFlowing === true) return;
  if (document.readableLength < document.readableHighWaterMark) return;
  await Promise.race([once(document, 'resume'), once(document, 'close')]);
  stillRead(document);
}
