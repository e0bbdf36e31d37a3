// What the preload exposes to the renderer, and under which global name. The renderer also runs
// in a plain browser at /kiosk/, where the bridge is absent and it falls back to IndexedDB, the
// keyboard-wedge reader and Web NFC.
import type { JournalStorage } from '../core/engine-types.js';

/** The PC/SC reader as the NFC service sees it. */
export type NfcStatus =
  | { state: 'starting' }
  /** pcscd is not running (or restarting): the service retries on its own. */
  | { state: 'no-service' }
  /** pcscd runs but no reader is plugged in. */
  | { state: 'no-reader' }
  | { state: 'ready'; reader: string };

export interface KioskBridge {
  getAppVersion(): Promise<string>;
  /** The durable journal file of the main process (appended and fsynced before answering). */
  journal: JournalStorage;
  nfc: {
    /** A card's UID (upper-case hex) each time one is tapped; returns the unsubscribe. */
    onCard(listener: (uid: string) => void): () => void;
    /** Called at once with the current status when it is known, then on each change. */
    onStatus(listener: (status: NfcStatus) => void): () => void;
  };
}

export type KioskBridgeGlobalName = 'punchcardKiosk';
