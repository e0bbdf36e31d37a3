// The PC/SC card reader as a stream of taps, for the Electron shell (in its own process, see
// nfc-process.ts) and the headless reader. pcscd comes and goes (package upgrades, a crash, a
// reader driver restarting it) and readers are unplugged: the service watches pcscd's socket,
// creates nfc-pcsc only while the daemon answers, throws the instance away on any PC/SC error and
// creates a new one when the daemon is back. It never throws at its caller and never blocks.
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { NfcStatus } from '../../bridge/kiosk-bridge.js';
import { CardDebouncer } from './card-debouncer.js';
import {
  loadNfcPcsc,
  type NfcPcsc,
  type NfcPcscConstructor,
  type NfcPcscReader,
} from './nfc-pcsc-module.js';
import { pcscdSocketPath, probePcscd } from './pcscd-socket.js';

export interface NfcServiceOptions {
  /** pcscd's socket (default: PCSCLITE_CSOCK_NAME or /run/pcscd/pcscd.comm). */
  socketPath?: string;
  /** How often to look for pcscd while it is down. */
  retryMs?: number;
  /** How often to check that pcscd still answers while connected. */
  watchdogMs?: number;
  /** How long pcscd may run without a reader before the status says so. */
  readerGraceMs?: number;
  /** The same card again this soon after it left is the same tap. */
  repeatMs?: number;
  /**
   * A card a reader finds this soon after it came back (pcscd restarted, reader replugged) that is
   * the card it had before is still the same tap: a reader reports its card at once.
   */
  carryMs?: number;
  /** Diagnostics (reader errors, reconnections); silent by default. */
  log?: (message: string) => void;
  /** nfc-pcsc's NFC class; loaded lazily by default. */
  loadNfc?: () => Promise<NfcPcscConstructor>;
}

export interface NfcServiceEvents {
  /** A tapped card's UID, upper-case hex. */
  card: [uid: string];
  status: [status: NfcStatus];
}

/** PC/SC GET DATA for the UID: every contactless reader answers it, whatever the card's type. */
const GET_UID = Buffer.from([0xff, 0xca, 0x00, 0x00, 0x00]);
const HEX = /^[0-9A-F]+$/;
const READ_ATTEMPTS = 3;
const noop = () => undefined;

export class NfcService extends EventEmitter<NfcServiceEvents> {
  private nfc: NfcPcsc | null = null;
  private readonly readers = new Map<string, NfcPcscReader>();
  private currentStatus: NfcStatus = { state: 'starting' };
  private running = false;
  private checking = false;
  private timer: NodeJS.Timeout | null = null;
  private graceTimer: NodeJS.Timeout | null = null;
  private readonly socketPath: string;
  private readonly retryMs: number;
  private readonly watchdogMs: number;
  private readonly readerGraceMs: number;
  private readonly log: (message: string) => void;
  private readonly loadNfc: () => Promise<NfcPcscConstructor>;
  private readonly debouncer: CardDebouncer;

  constructor(options: NfcServiceOptions = {}) {
    super();
    this.socketPath = options.socketPath ?? pcscdSocketPath();
    this.retryMs = options.retryMs ?? 1000;
    this.watchdogMs = options.watchdogMs ?? 2000;
    this.readerGraceMs = options.readerGraceMs ?? 500;
    this.log = options.log ?? noop;
    this.loadNfc = options.loadNfc ?? loadNfcPcsc;
    this.debouncer = new CardDebouncer({
      repeatMs: options.repeatMs ?? 1500,
      carryMs: options.carryMs ?? 1000,
    });
  }

  get status(): NfcStatus {
    return this.currentStatus;
  }

  /** Starts watching for pcscd and readers; statuses and cards follow as events. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.setStatus({ state: 'starting' });
    this.schedule(0);
  }

  /** Releases the readers and pcscd; the process can exit afterwards. */
  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.dispose();
  }

  // Read through methods: TypeScript narrows fields as if nothing changed them across an await.
  private isRunning(): boolean {
    return this.running;
  }

  private connected(): boolean {
    return this.nfc !== null;
  }

  private scheduled(): boolean {
    return this.timer !== null;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), delayMs);
  }

  /** One step of the watch: connect when pcscd is up, give the instance up when it went away. */
  private async check(): Promise<void> {
    this.timer = null;
    if (!this.running || this.checking) return;
    this.checking = true;
    try {
      const alive = await probePcscd(this.socketPath);
      // stop() may have come while the probe ran.
      if (!this.isRunning()) return;
      if (!alive) {
        if (this.nfc) this.log('pcscd stopped answering');
        this.dispose();
        this.setStatus({ state: 'no-service' });
      } else if (!this.nfc) {
        await this.connect();
      }
    } catch (error) {
      this.log(`PC/SC: ${describe(error)}`);
      this.dispose();
      this.setStatus({ state: 'no-service' });
    } finally {
      this.checking = false;
      // An nfc-pcsc error during the check may have scheduled the next one already.
      if (this.isRunning() && !this.scheduled()) {
        this.schedule(this.connected() ? this.watchdogMs : this.retryMs);
      }
    }
  }

  private async connect(): Promise<void> {
    const NFC = await this.loadNfc();
    if (!this.running) return;
    const nfc = new NFC();
    this.nfc = nfc;
    nfc.on('reader', (reader) => {
      this.addReader(nfc, reader);
    });
    nfc.on('error', (error) => {
      // The PC/SC context failed (pcscd stopped or restarted): start over with a new instance.
      this.log(`PC/SC: ${error.message}`);
      if (this.nfc !== nfc) return;
      this.dispose();
      this.setStatus({ state: 'no-service' });
      if (this.running && !this.checking) this.schedule(this.retryMs / 4);
    });
    this.graceTimer = setTimeout(() => {
      if (this.nfc === nfc && this.readers.size === 0) this.setStatus({ state: 'no-reader' });
    }, this.readerGraceMs);
  }

  private addReader(nfc: NfcPcsc, reader: NfcPcscReader): void {
    if (this.nfc !== nfc) return;
    const name = reader.name;
    // Read the UID ourselves: nfc-pcsc's own processing refuses ISO 14443-4 cards without an AID.
    reader.autoProcessing = false;
    this.readers.set(name, reader);
    this.debouncer.readerBack(name);
    this.updateReaderStatus();
    reader.on('card', () => void this.readCard(reader));
    reader.on('card.off', () => {
      this.debouncer.cardOff(name);
    });
    reader.on('error', (error) => {
      this.log(`${name}: ${error.message}`);
    });
    reader.on('end', () => {
      this.log(`${name}: removed`);
      this.debouncer.readerGone(name);
      if (this.readers.get(name) === reader) this.readers.delete(name);
      if (this.nfc === nfc) this.updateReaderStatus();
    });
  }

  private async readCard(reader: NfcPcscReader): Promise<void> {
    let response: Buffer | null = null;
    // A card slid over the reader can fail its first exchange; one that was taken away fails all.
    for (let attempt = 1; !response && attempt <= READ_ATTEMPTS; attempt++) {
      try {
        response = await reader.transmit(GET_UID, 12);
      } catch (error) {
        this.log(`${reader.name}: could not read the card (${attempt}): ${describe(error)}`);
        if (attempt < READ_ATTEMPTS) await sleep(100);
        if (this.readers.get(reader.name) !== reader) return;
      }
    }
    if (!response) return;
    const ok = response.length > 2 && response.readUInt16BE(response.length - 2) === 0x9000;
    const uid = response.subarray(0, -2).toString('hex').toUpperCase();
    if (!ok || !HEX.test(uid)) {
      this.log(`${reader.name}: the card did not give its UID`);
      return;
    }
    if (this.readers.get(reader.name) !== reader) return;
    if (this.debouncer.cardOn(reader.name, uid)) this.emit('card', uid);
  }

  private updateReaderStatus(): void {
    const first = this.readers.keys().next();
    this.setStatus(first.done ? { state: 'no-reader' } : { state: 'ready', reader: first.value });
  }

  /** Drops the nfc-pcsc instance and its readers; late errors from them go nowhere. */
  private dispose(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    const nfc = this.nfc;
    if (!nfc) return;
    this.nfc = null;
    this.debouncer.suspend();
    for (const reader of this.readers.values()) {
      reader.removeAllListeners();
      reader.on('error', noop);
      try {
        reader.reader.close();
      } catch (error) {
        this.log(`${reader.name}: close: ${describe(error)}`);
      }
    }
    this.readers.clear();
    nfc.removeAllListeners();
    nfc.on('error', noop);
    try {
      nfc.close();
    } catch (error) {
      this.log(`PC/SC close: ${describe(error)}`);
    }
  }

  private setStatus(status: NfcStatus): void {
    if (JSON.stringify(status) === JSON.stringify(this.currentStatus)) return;
    this.currentStatus = status;
    this.emit('status', status);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
