// The NFC service in its own process (Electron utilityProcess): the PC/SC library is native code
// that can hang or crash with pcscd, and must take neither the window nor the journal with it.
// When the process exits it is started again, with a growing delay while it keeps dying.
import { fileURLToPath } from 'node:url';

import { utilityProcess, type UtilityProcess } from 'electron';

import type { NfcStatus } from '../bridge/kiosk-bridge.js';
import type { NfcStopMessage } from '../node/nfc/nfc-messages.js';
import { parseNfcMessage } from './nfc-messages.js';
import { RestartBackoff } from './restart-backoff.js';

const nfcEntry = fileURLToPath(new URL('../node/nfc/nfc-process.js', import.meta.url));

/** What the renderer hears of the reader. */
export type NfcEvent = { type: 'card'; uid: string } | { type: 'status'; status: NfcStatus };

/** How long a stopped process may take to release the reader before it is killed. */
const STOP_GRACE_MS = 1_000;

export class NfcHost {
  private child: UtilityProcess | undefined;
  private status: NfcStatus = { state: 'starting' };
  private stopped = true;
  private restartTimer: NodeJS.Timeout | undefined;
  private readonly backoff = new RestartBackoff();

  constructor(private readonly deliver: (event: NfcEvent) => void) {}

  /** The reader's last known state, for a renderer that (re)loads. */
  currentStatus(): NfcStatus {
    return this.status;
  }

  start(): void {
    this.stopped = false;
    this.spawn();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    const child = this.child;
    this.child = undefined;
    if (child === undefined) return;
    // Asked first, so it releases the PC/SC context; killed if its native code is stuck.
    const stop: NfcStopMessage = { type: 'stop' };
    child.postMessage(stop);
    setTimeout(() => child.kill(), STOP_GRACE_MS).unref();
  }

  private spawn(): void {
    const child = utilityProcess.fork(nfcEntry, [], {
      serviceName: 'Punchcard NFC',
      stdio: 'inherit',
    });
    this.child = child;
    child.on('message', (raw: unknown) => {
      const message = parseNfcMessage(raw);
      if (message === null) {
        console.error('Ignored a malformed message from the NFC process');
        return;
      }
      if (message.type === 'log') {
        console.log(`NFC: ${message.message}`);
        return;
      }
      if (message.type === 'status') this.status = message.status;
      this.deliver(message);
    });
    child.on('exit', (code) => {
      if (this.child !== child) return;
      this.child = undefined;
      if (this.stopped) return;
      this.setStatus({ state: 'starting' });
      const delay = this.backoff.next(Date.now());
      console.error(`The NFC process exited (code ${code}): restarting in ${delay} ms`);
      this.restartTimer = setTimeout(() => {
        this.restartTimer = undefined;
        if (!this.stopped) this.spawn();
      }, delay);
    });
  }

  private setStatus(status: NfcStatus): void {
    this.status = status;
    this.deliver({ type: 'status', status });
  }
}
