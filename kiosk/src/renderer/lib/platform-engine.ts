// The engine of this renderer: in Electron the journal is the main process's fsynced file
// (window.punchcardKiosk), in a browser IndexedDB; device records and selfies are in IndexedDB
// on both. The API is always the page's own origin: the API serves the renderer at /kiosk/, and
// Electron's app:// handler forwards /v1 to the server it was started with (no CORS needed).
import type { KioskBridge, KioskBridgeGlobalName } from '../../bridge/kiosk-bridge';
import { createKioskEngine } from '../../core/engine';
import type { KioskEngine } from '../../core/engine-types';
import { openKioskDatabase } from './idb';
import { IdbDeviceStore } from './idb-device-store';
import { IdbJournalStorage } from './idb-journal-storage';
import { IdbSelfieStore } from './idb-selfie-store';

type BridgeWindow = Partial<Record<KioskBridgeGlobalName, KioskBridge>>;

export function platformBridge(): KioskBridge | null {
  return (window as BridgeWindow).punchcardKiosk ?? null;
}

/** The build's version (VITE_APP_VERSION), or the Electron app's when the bridge is there. */
async function appVersion(bridge: KioskBridge | null): Promise<string> {
  if (bridge) return bridge.getAppVersion();
  const built: unknown = import.meta.env.VITE_APP_VERSION;
  return typeof built === 'string' && built ? built : `web-${import.meta.env.MODE}`;
}

export async function createPlatformEngine(): Promise<KioskEngine> {
  const bridge = platformBridge();
  const db = await openKioskDatabase();
  const device = new IdbDeviceStore(db);
  return createKioskEngine({
    baseUrl: '',
    appVersion: await appVersion(bridge),
    journal: bridge?.journal ?? new IdbJournalStorage(db),
    device,
    selfies: new IdbSelfieStore(db),
  });
}
