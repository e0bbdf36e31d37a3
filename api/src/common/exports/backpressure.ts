import type { EventEmitter } from 'node:events';
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
 * Resolves on the first of `events` (each an emitter and an event name) and removes every
 * listener it added: a long export waits thousands of times, and `Promise.race` over
 * `events.once` would leave the losers' listeners piling up on the stream.
 */
export function firstEvent(events: readonly (readonly [EventEmitter, string])[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const [emitter, name] of events) emitter.off(name, done);
      resolve();
    };
    for (const [emitter, name] of events) emitter.on(name, done);
  });
}

/**
 * Waits until `output` can take more: a slow client then slows the producer (and with it the
 * database cursor) instead of the server buffering the whole file. Throws ExportAborted once the
 * output is destroyed.
 */
export async function roomIn(output: Writable): Promise<void> {
  stillRead(output);
  if (!output.writableNeedDrain) return;
  await firstEvent([
    [output, 'drain'],
    [output, 'close'],
  ]);
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
  await firstEvent([
    [document, 'resume'],
    [document, 'close'],
  ]);
  stillRead(document);
}
