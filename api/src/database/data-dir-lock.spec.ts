import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLock, DataDirLockedError } from './data-dir-lock.js';

/** Starts a process and resolves once it runs, so its pid is live. */
function startSleeper(): Promise<ChildProcess & { pid: number }> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('spawn', () => {
      if (child.pid === undefined) reject(new Error('no pid'));
      else resolve(Object.assign(child, { pid: child.pid }));
    });
  });
}

/** Runs a process to completion (Node reaps it), leaving a pid that no longer runs. */
function deadPid(): Promise<number> {
  const child = spawn('true', [], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', () => {
      if (child.pid === undefined) reject(new Error('no pid'));
      else resolve(child.pid);
    });
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('DataDirLock', () => {
  let dir: string;
  let lockFile: string;
  const children: ChildProcess[] = [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'punchcard-lock-'));
    lockFile = path.join(dir, 'punchcard.lock');
  });

  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the data directory and a lock file holding our pid', () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const lock = DataDirLock.acquire(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'punchcard.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dataDir, 'punchcard.lock'))).toBe(false);
  });

  it('refuses a directory locked by another live process, naming it and the way out', async () => {
    const sleeper = await startSleeper();
    children.push(sleeper);
    fs.writeFileSync(lockFile, `${sleeper.pid}\n`);

    let thrown: unknown;
    try {
      DataDirLock.acquire(dir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    const message = (thrown as Error).message;
    expect(message).toContain(`pid ${sleeper.pid}`);
    expect(message).toContain(dir);
    expect(message).toContain('DATA_DIR');
    expect(message).toContain('DATABASE_URL');
    expect((thrown as Error).name).toBe('DataDirLockedError');
    // The holder keeps its lock.
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${sleeper.pid}\n`);
  });

  it('counts a process it may not signal (EPERM) as alive: pid 1 always runs', () => {
    fs.writeFileSync(lockFile, '1');
    expect(() => DataDirLock.acquire(dir)).toThrow(DataDirLockedError);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe('1');
  });

  it('takes over a lock whose process has exited', async () => {
    const pid = await deadPid();
    expect(isRunning(pid)).toBe(false);
    fs.writeFileSync(lockFile, String(pid));
    const lock = DataDirLock.acquire(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock holding a pid that does not run', () => {
    const pid = 999_999;
    if (isRunning(pid)) return; // Vanishingly unlikely; the exited-child case covers the rule.
    fs.writeFileSync(lockFile, String(pid));
    DataDirLock.acquire(dir).release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it.each(['', 'garbage', '0', '-12', '1.5'])('takes over a lock file holding %j', (content) => {
    fs.writeFileSync(lockFile, content);
    const lock = DataDirLock.acquire(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second acquire while this process holds the lock, and leaves no temp files', () => {
    const first = DataDirLock.acquire(dir);
    expect(() => DataDirLock.acquire(dir)).toThrow(DataDirLockedError);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(fs.readdirSync(dir)).toEqual(['punchcard.lock']);
    first.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    first.release(); // Already gone: must not throw.
  });

  it('treats an empty or garbage lock file as stale', () => {
    fs.writeFileSync(lockFile, '');
    DataDirLock.acquire(dir).release();
    fs.writeFileSync(lockFile, 'not a pid');
    DataDirLock.acquire(dir).release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('release leaves a lock file that another process has since taken', async () => {
    const lock = DataDirLock.acquire(dir);
    const sleeper = await startSleeper();
    children.push(sleeper);
    fs.writeFileSync(lockFile, String(sleeper.pid));
    lock.release();
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(sleeper.pid));
  });

  it('release does nothing when the file is already gone', () => {
    const lock = DataDirLock.acquire(dir);
    fs.rmSync(lockFile);
    expect(() => {
      lock.release();
    }).not.toThrow();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
