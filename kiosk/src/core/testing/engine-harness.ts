// Builds an engine on the fake server and in-memory storage, with short retries, for the tests.
import { createKioskEngine, type EngineIntervals } from '../engine.js';
import type { KioskEngine } from '../engine-types.js';
import { FakeKioskServer } from './fake-kiosk-server.js';
import { MemoryDeviceStore, MemoryJournalStorage, MemorySelfieStore } from './memory-storage.js';

export interface Harness {
  server: FakeKioskServer;
  journal: MemoryJournalStorage;
  device: MemoryDeviceStore;
  selfies: MemorySelfieStore;
  engine: KioskEngine;
  /** The same device after a restart: storage read back, a new engine. */
  restart(): Harness;
}

export function harness(
  server = new FakeKioskServer(),
  intervals: Partial<EngineIntervals> = {},
  storage = {
    journal: new MemoryJournalStorage(),
    device: new MemoryDeviceStore(),
    selfies: new MemorySelfieStore(),
  },
): Harness {
  const engine = createKioskEngine({
    baseUrl: 'http://kiosk.test',
    appVersion: '1.0.0-test',
    ...storage,
    fetch: server.fetch,
    intervals: {
      heartbeatMs: 3_600_000,
      presenceMs: 3_600_000,
      retryMs: 10,
      retryMaxMs: 40,
      ...intervals,
    },
  });
  return {
    server,
    ...storage,
    engine,
    restart: () => {
      engine.stop();
      return harness(server, intervals, { ...storage, journal: storage.journal.reopened() });
    },
  };
}

/** Polls until the check holds (the engine's background calls settle on their own time). */
export async function waitFor(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('waitFor timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
