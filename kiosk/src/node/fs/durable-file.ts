// Writes that survive a power cut. A write is durable once the file's data is fsynced; a file's
// creation or rename is durable once its directory is fsynced too. Replacing a file goes through
// a temporary file renamed over it, so a reader finds the old content or the new, never half.
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Makes the directory's entries (a file created or renamed in it) durable. Windows cannot open a
 * directory to fsync it; NTFS journals its metadata, which is what this gives on Linux.
 */
export async function syncDirectory(path: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates the file's directory (and syncs its parent, so the new directory is durable). */
export async function ensureDirectory(path: string): Promise<void> {
  const created = await mkdir(path, { recursive: true, mode: 0o700 });
  if (created !== undefined) await syncDirectory(dirname(created));
}

/**
 * Replaces `path` with `data` atomically and durably: a temporary file beside it, fsynced, renamed
 * over it, then the directory fsynced. `mode` applies from the start (a key is never readable by
 * others, not even briefly).
 */
export async function writeFileDurably(
  path: string,
  data: string | Uint8Array,
  mode = 0o600,
): Promise<void> {
  const temporary = `${path}.tmp`;
  // A leftover from a crash keeps its own mode through 'w': start from no file.
  await rm(temporary, { force: true });
  const handle = await open(temporary, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, path);
  await syncDirectory(dirname(path));
}
