// The kiosk engine on files: what the headless reader runs on. The same engine as the screens,
// with the journal, the device records and the selfies in one data directory.
import { join } from 'node:path';
import { createKioskEngine } from '../../core/engine.js';
import type { KioskEngine } from '../../core/engine-types.js';
import type { EngineDeps } from '../../core/engine-deps.js';
import { generatePunchKeyPair } from '../../core/web-crypto.js';
import { FileDeviceStore } from '../device/file-device-store.js';
import { FileSelfieStore } from '../device/file-selfie-store.js';
import { FileJournalStorage } from '../journal/file-journal-storage.js';

export interface ReaderEngine {
  engine: KioskEngine;
  device: FileDeviceStore;
  journal: FileJournalStorage;
  /** Stops the engine and closes the journal file. */
  close(): Promise<void>;
}

export interface ReaderEngineOptions {
  dataDir: string;
  /** The API's origin; the one stored at pairing when omitted. */
  serverUrl?: string;
  appVersion: string;
  /** Engine settings to change (tests shorten the intervals). */
  overrides?: Partial<Pick<EngineDeps, 'intervals' | 'fetch' | 'reportError'>>;
}

/** Opens the data directory (created when missing) and builds an engine on it, not started. */
export async function openReaderEngine(options: ReaderEngineOptions): Promise<ReaderEngine> {
  const device = await FileDeviceStore.open(join(options.dataDir, 'device'));
  const selfies = await FileSelfieStore.open(join(options.dataDir, 'selfies'));
  const journal = await FileJournalStorage.open(join(options.dataDir, 'journal.jsonl'));
  const stored = await device.get('server_url');
  const serverUrl = (options.serverUrl ?? stored ?? '').replace(/\/+$/, '');
  if (!serverUrl) {
    await journal.close();
    throw new Error('No server: pass --server URL (it is remembered after pairing)');
  }
  if (serverUrl !== stored) await device.set('server_url', serverUrl);
  const engine = createKioskEngine({
    ...options.overrides,
    baseUrl: serverUrl,
    appVersion: options.appVersion,
    journal,
    device,
    selfies,
    // The key goes to a file (mode 0600), so it must be exportable once, when it is generated;
    // the device store imports it back non-extractable.
    generateKeyPair: () => generatePunchKeyPair(true),
  });
  return {
    engine,
    device,
    journal,
    close: async () => {
      engine.stop();
      await journal.close();
    },
  };
}
