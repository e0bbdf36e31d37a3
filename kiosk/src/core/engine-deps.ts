// What an engine is built from: storage, the API's origin, the clock and timers, so the renderer
// (IndexedDB), the Electron shell (its journal file) and the headless reader (files) share it.
import type { FetchLike } from './api-client.js';
import type { JournalStorage } from './engine-types.js';
import type { DeviceStore, SelfieStore } from './storage-types.js';
import type { EngineTimers } from './timers.js';
import type { PunchKeyPair } from './web-crypto.js';

export interface EngineIntervals {
  /** POST /v1/kiosk/heartbeat (and a sync when entries wait). */
  heartbeatMs: number;
  /** GET /v1/kiosk/presence while ready. */
  presenceMs: number;
  /** The first retry after the API did not answer; doubles up to retryMaxMs. */
  retryMs: number;
  retryMaxMs: number;
}

export const DEFAULT_INTERVALS: EngineIntervals = {
  heartbeatMs: 30_000,
  presenceMs: 30_000,
  retryMs: 2_000,
  retryMaxMs: 15_000,
};

export interface EngineDeps {
  /** The API's origin ('' for the page's own). */
  baseUrl: string;
  appVersion: string;
  journal: JournalStorage;
  device: DeviceStore;
  selfies: SelfieStore;
  fetch?: FetchLike;
  /** Milliseconds since the epoch (Date.now). */
  now?: () => number;
  timers?: EngineTimers;
  /** Defaults to a non-extractable WebCrypto pair; a store that writes files needs extractable. */
  generateKeyPair?: () => Promise<PunchKeyPair>;
  intervals?: Partial<EngineIntervals>;
  /** Where a background failure that is not the API's goes (a bug or broken storage). */
  reportError?: (error: unknown) => void;
}
