// A pcscd of the test's own, in the foreground, with the vpcd driver's "Virtual PCD" readers
// (vsmartcard-vpcd's /etc/reader.conf.d/vpcd). One pcscd can run per machine (one socket, one
// vpcd port), so test processes take turns through a lock file; start() fails plainly when a
// pcscd the test did not start is already running, rather than testing against it.
import { spawn, type ChildProcess } from 'node:child_process';
import { open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pcscdSocketPath, probePcscd } from '../nfc/pcscd-socket.js';

const LOCK = join(tmpdir(), 'punchcard-pcscd.lock');
const READY = 'daemon ready';

export interface PcscdOptions {
  /** The daemon's binary (default: pcscd on PATH, then /usr/sbin/pcscd). */
  binary?: string;
  /** How long to wait for another test process's pcscd to finish. */
  lockTimeoutMs?: number;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function acquireLock(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await open(LOCK, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(LOCK, 'utf8').catch(() => ''));
    // A holder that died without cleaning up leaves the lock to whoever comes next.
    if (holder > 0 && !alive(holder)) await rm(LOCK, { force: true });
    else if (Date.now() > deadline) throw new Error(`pcscd is held by process ${holder}`);
    else await sleep(200);
  }
}

export class Pcscd {
  private child: ChildProcess | null = null;
  private locked = false;
  private output = '';
  private readonly binary: string;
  private readonly lockTimeoutMs: number;

  constructor(options: PcscdOptions = {}) {
    this.binary = options.binary ?? 'pcscd';
    this.lockTimeoutMs = options.lockTimeoutMs ?? 120_000;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** The daemon's debug log so far (for a failing test's message). */
  get log(): string {
    return this.output;
  }

  /** Takes this process's turn at pcscd without starting it (to test a machine without it). */
  async reserve(): Promise<void> {
    if (this.locked) return;
    await acquireLock(this.lockTimeoutMs);
    this.locked = true;
  }

  /** Starts pcscd and resolves once it logged "daemon ready" (readers initialised). */
  async start(): Promise<void> {
    if (this.child) return;
    await this.reserve();
    if (await probePcscd(pcscdSocketPath())) {
      await this.release();
      throw new Error('A pcscd the tests did not start is running: stop it first');
    }
    this.output = '';
    const env = { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` };
    const child = spawn(this.binary, ['--foreground', '--debug'], { env, stdio: 'pipe' });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (this.output.includes(READY)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('error', reject);
      child.once('exit', (code) => {
        if (this.child === child) this.child = null;
        reject(new Error(`pcscd exited (${String(code)}) before it was ready:\n${this.output}`));
      });
    });
  }

  /** Stops pcscd (SIGTERM, then SIGKILL after 5 s) and lets the next test process have it. */
  async stop(): Promise<void> {
    await this.halt();
    await this.release();
  }

  /** Stops and starts it again, keeping the turn: what a package upgrade or a crash does. */
  async restart(): Promise<void> {
    await this.halt();
    await this.start();
  }

  private async halt(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) =>
        child.once('close', () => {
          resolve();
        }),
      );
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  }

  private async release(): Promise<void> {
    if (!this.locked) return;
    this.locked = false;
    await rm(LOCK, { force: true });
  }
}
