import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ExportFile, MEDIA_TYPES } from './export-file.js';
import { type FromTableWorker, PULL, type TableWorkerJob } from './table-worker-job.js';

/**
 * A worker's own heap: a young generation of a few MB and an old one that must stay small. In
 * the server's thread a year's export (365k rows parsed by node-postgres) grew memory by 200 MB:
 * V8 sizes the young generation to the machine (up to 64 MB per semispace) and promotes whatever
 * a collection finds in flight, then lets the old space grow to several times what is live
 * before compacting. Here the same work stays within these limits at the same speed
 * (build/bench/reports.ts prints the growth).
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 48 };

/** Exports rendered at once; more wait for a free worker (each takes tens of MB while it runs). */
const CONCURRENT_WORKERS = 2;

/**
 * A CSV or XLSX file rendered in a worker thread from a statement it reads itself (an entry
 * file calling runTableWorker with the export's row renderer). The server's thread only passes
 * the bytes on: one chunk per read of the response, so a slow client slows the worker's cursor.
 * A reader that leaves terminates the worker, whose connection closes and rolls back; a worker
 * that fails or dies destroys the stream, so the download breaks instead of ending short.
 */
export function streamTableInWorker<Options>(
  entry: URL,
  job: TableWorkerJob<Options>,
  filename: string,
): ExportFile {
  let worker: Worker | undefined;
  let settled = false;
  // A read asked before the worker existed: its pull is sent once the worker starts.
  let asked = false;
  const release = slots.take();
  const stream = new Readable({
    read() {
      if (worker) worker.postMessage(PULL);
      else asked = true;
    },
    destroy(error, done) {
      settled = true;
      release.cancel();
      void worker?.terminate();
      done(error);
    },
  });
  void release.ready.then(() => {
    if (stream.destroyed) return;
    try {
      worker = new Worker(compiledEntry(entry), {
        workerData: job,
        resourceLimits: RESOURCE_LIMITS,
      });
    } catch (error) {
      // An entry that is not built (or a worker that cannot start) breaks this download only.
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    worker.on('message', (message: FromTableWorker) => {
      if (message.kind === 'chunk') {
        const { buffer, byteOffset, byteLength } = message.bytes;
        stream.push(Buffer.from(buffer, byteOffset, byteLength));
      } else if (message.kind === 'end') {
        settled = true;
        stream.push(null);
        void worker?.terminate();
      } else stream.destroy(new Error(`The export failed: ${message.message}`));
    });
    worker.on('error', (error) => stream.destroy(error));
    worker.on('exit', (code) => {
      release.cancel();
      if (!settled) stream.destroy(new Error(`The export worker stopped (exit code ${code})`));
    });
    if (asked) worker.postMessage(PULL);
  });
  return { stream, contentType: MEDIA_TYPES[job.format], filename };
}

/**
 * Workers run compiled JavaScript. Running from the TypeScript sources (jest), an entry's URL
 * names a .js beside its .ts that does not exist: the build's copy in dist runs instead, which
 * api's `npm test` compiles first.
 */
export function compiledEntry(entry: URL): URL {
  if (existsSync(entry)) return entry;
  const at = entry.href.lastIndexOf('/src/');
  const built =
    at < 0 ? entry : new URL(`${entry.href.slice(0, at)}/dist/${entry.href.slice(at + 5)}`);
  if (at >= 0 && existsSync(built)) return built;
  throw new Error(`${fileURLToPath(entry)} is not built: run npm run build -w api`);
}

/** Places for running workers, handed out in request order. */
class WorkerSlots {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** A place: `ready` resolves when it is this caller's; `cancel` gives it (or the wait) up. */
  take(): { ready: Promise<void>; cancel: () => void } {
    let held = false;
    let done = false;
    let start: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      start = () => {
        held = true;
        this.running += 1;
        resolve();
      };
    });
    if (this.running < this.size) start();
    else this.queue.push(start);
    const cancel = () => {
      if (done) return;
      done = true;
      if (!held) {
        const index = this.queue.indexOf(start);
        if (index >= 0) this.queue.splice(index, 1);
        return;
      }
      this.running -= 1;
      this.queue.shift()?.();
    };
    return { ready, cancel };
  }
}

const slots = new WorkerSlots(CONCURRENT_WORKERS);
