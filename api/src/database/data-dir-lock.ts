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
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
        return new DataDirLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = Number(fs.readFileSync(file, 'utf8').trim());
        if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
          throw new DataDirLockedError(dataDir, holder);
        }
        fs.rmSync(file, { force: true });
      }
    }
    throw new DataDirLockedError(dataDir, undefined);
  }

  release(): void {
    try {
      if (fs.readFileSync(this.file, 'utf8').trim() === String(process.pid)) fs.rmSync(this.file);
    } catch {
      // Already gone: nothing to release.
    }
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
