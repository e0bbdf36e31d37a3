// The parent's side of nfc-process.ts: starts it, re-emits its cards and statuses, and starts it
// again when it dies (a native crash, a hang the parent ended), so a reader keeps working.
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NfcStatus } from '../../bridge/kiosk-bridge.js';
import { isNfcProcessMessage, type NfcStopMessage } from './nfc-messages.js';

/** A running NFC process, whatever started it (Node's fork, Electron's utilityProcess). */
export interface NfcProcessHandle {
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  postMessage(message: NfcStopMessage): void;
  kill(): void;
}

export type NfcProcessLauncher = (entry: string) => NfcProcessHandle;

export interface NfcChildOptions {
  /** The process's entry (default: the compiled nfc-process.js beside this file). */
  entry?: string;
  /** Node flags for the default launcher (tests pass `--import tsx` to run the .ts entry). */
  execArgv?: string[];
  /** How to start it (default: child_process.fork). */
  launch?: NfcProcessLauncher;
  /** Wait before a restart, doubled per crash in a row up to 30 s. */
  restartDelayMs?: number;
}

export interface NfcChildEvents {
  card: [uid: string];
  status: [status: NfcStatus];
  log: [message: string];
}

export function defaultNfcProcessEntry(): string {
  return fileURLToPath(new URL('./nfc-process.js', import.meta.url));
}

function forkLauncher(execArgv: string[] | undefined): NfcProcessLauncher {
  return (entry) => {
    const child = fork(entry, [], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      ...(execArgv ? { execArgv } : {}),
    });
    return {
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) =>
        child.on('exit', (code) => {
          listener(code);
        }),
      postMessage: (message) => {
        if (child.connected) child.send(message);
      },
      kill: () => child.kill('SIGKILL'),
    };
  };
}

export class NfcChild extends EventEmitter<NfcChildEvents> {
  private handle: NfcProcessHandle | null = null;
  private running = false;
  private crashes = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  private currentStatus: NfcStatus = { state: 'starting' };
  private readonly entry: string;
  private readonly launch: NfcProcessLauncher;
  private readonly restartDelayMs: number;

  constructor(options: NfcChildOptions = {}) {
    super();
    this.entry = options.entry ?? defaultNfcProcessEntry();
    this.launch = options.launch ?? forkLauncher(options.execArgv);
    this.restartDelayMs = options.restartDelayMs ?? 1000;
  }

  get status(): NfcStatus {
    return this.currentStatus;
  }

  start(): void {
    if (this.running) return;
    if (!existsSync(this.entry))
      throw new Error(`No NFC process at ${this.entry}: build the kiosk`);
    this.running = true;
    this.spawn();
  }

  /** Asks the process to exit, and kills it if it has not after a second. */
  stop(): Promise<void> {
    this.running = false;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    const handle = this.handle;
    this.handle = null;
    if (!handle) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        handle.kill();
        resolve();
      }, 1000);
      handle.onExit(() => {
        clearTimeout(timer);
        resolve();
      });
      handle.postMessage({ type: 'stop' });
    });
  }

  private spawn(): void {
    const handle = this.launch(this.entry);
    this.handle = handle;
    handle.onMessage((message) => {
      if (this.handle !== handle || !isNfcProcessMessage(message)) return;
      if (message.type === 'card') {
        this.crashes = 0;
        this.emit('card', message.uid);
      } else if (message.type === 'status') {
        if (message.status.state === 'ready') this.crashes = 0;
        this.currentStatus = message.status;
        this.emit('status', message.status);
      } else {
        this.emit('log', message.message);
      }
    });
    handle.onExit((code) => {
      if (this.handle !== handle) return;
      this.handle = null;
      if (!this.running) return;
      const delay = Math.min(this.restartDelayMs * 2 ** this.crashes, 30_000);
      this.crashes += 1;
      this.emit('log', `NFC process exited (${String(code)}): restarting in ${delay} ms`);
      this.currentStatus = { state: 'starting' };
      this.emit('status', this.currentStatus);
      this.restartTimer = setTimeout(() => {
        this.restartTimer = null;
        if (this.running) this.spawn();
      }, delay);
    });
  }
}
