// Selfies waiting for upload, one JPEG file each, named `<taken_at>-<id>.jpg` so the directory
// itself keeps the order and the time: no index file to keep in step with the photos.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SelfieStore, StoredSelfie } from '../../core/storage-types.js';
import { ensureDirectory, syncDirectory, writeFileDurably } from '../fs/durable-file.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^(\d+)-([0-9a-f-]{36})\.jpg$/;

interface SelfieFile {
  name: string;
  id: string;
  taken_at: number;
}

export class FileSelfieStore implements SelfieStore {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(readonly directory: string) {}

  static async open(directory: string): Promise<FileSelfieStore> {
    await ensureDirectory(directory);
    return new FileSelfieStore(directory);
  }

  put(selfie: StoredSelfie): Promise<void> {
    // The id comes from the kiosk itself, but it becomes a file name: only a UUID may.
    if (!UUID.test(selfie.id)) return Promise.reject(new Error(`Bad selfie id ${selfie.id}`));
    return this.serialised(async () => {
      const bytes = new Uint8Array(await selfie.jpeg.arrayBuffer());
      const name = `${Math.floor(selfie.taken_at)}-${selfie.id}.jpg`;
      await writeFileDurably(join(this.directory, name), bytes, 0o600);
    });
  }

  list(): Promise<StoredSelfie[]> {
    return this.serialised(async () => {
      const files = await this.files();
      return Promise.all(
        files.map(async ({ name, id, taken_at }) => ({
          id,
          taken_at,
          jpeg: new Blob([await readFile(join(this.directory, name))], { type: 'image/jpeg' }),
        })),
      );
    });
  }

  count(): Promise<number> {
    return this.serialised(async () => (await this.files()).length);
  }

  remove(id: string): Promise<void> {
    return this.serialised(async () => {
      const files = (await this.files()).filter((file) => file.id === id);
      for (const file of files) await rm(join(this.directory, file.name), { force: true });
      if (files.length > 0) await syncDirectory(this.directory);
    });
  }

  /** The photos, oldest first; temporary files of an interrupted write are not photos. */
  private async files(): Promise<SelfieFile[]> {
    const names = await readdir(this.directory);
    return names
      .flatMap((name) => {
        const match = FILE.exec(name);
        return match?.[1] && match[2] ? [{ name, id: match[2], taken_at: Number(match[1]) }] : [];
      })
      .sort((a, b) => a.taken_at - b.taken_at || a.id.localeCompare(b.id));
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
