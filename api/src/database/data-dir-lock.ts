import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * We take `DATA_DIR/punchcard.lock` holding our pid; a lock whose pid no longer runs is stale and
 * taken over.
 */
export class DataDirLock {
  private constructor(private readonly file: string) {}

  static acquire(dataDir: string): DataDirLock {
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, 'punchcard.lock');
    // Our pid goes into a private file first, then is hard-linked into place: link() is atomic
    // and fails when the lock exists, so no one ever reads a half-written lock.
    const mine = `${file}.${process.pid}`;
    fs.writeFileSync(mine, String(process.pid));
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        if (tryLink(mine, file)) return new DataDirLock(file);
        const holder = readPid(file);
        if (holder !== undefined && isRunning(holder))
          throw new DataDirLockedError(dataDir, holder);
        takeOverStale(file, dataDir, holder, attempt);
      }
      throw new DataDirLockedError(dataDir, readPid(file));
    } finally {
      fs.rmSync(mine, { force: true });
    }
  }

  release(): void {
    if (readPid(this.file) === process.pid) fs.rmSync(this.file, { force: true });
  }
}

/**
 * Moves a stale lock aside under a name of our own: of several processes racing for it, only one
 * wins the rename. If what we moved turns out to be a fresh lock another process took meanwhile,
 * it goes back and we give way.
 */
function takeOverStale(
  file: string,
  dataDir: string,
  stalePid: number | undefined,
  attempt: number,
): void {
  const aside = `${file}.stale.${process.pid}.${attempt}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readPid(aside);
  if (moved !== undefined && moved !== stalePid && isRunning(moved)) {
    tryLink(aside, file);
    fs.rmSync(aside, { force: true });
    throw new DataDirLockedError(dataDir, moved);
  }
  fs.rmSync(aside, { force: true });
}

function tryLink(from: string, to: string): boolean {
  try {
    fs.linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `Another Punchcard process${pid ? ` (pid ${pid})` : ''} is using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR or with DATABASE_URL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
