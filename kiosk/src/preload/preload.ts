// Sandboxed preload: compiled to CommonJS (see ./package.json) and able to require only
// 'electron', so everything it shares with the main process is a type. It exposes exactly the
// KioskBridge and nothing of ipcRenderer itself.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

import type { IpcArgs, IpcChannel, IpcEvent, IpcEventArgs, IpcResult } from '../bridge/channels.js';
import type { KioskBridge, KioskBridgeGlobalName, NfcStatus } from '../bridge/kiosk-bridge.js';

function invoke<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

function listen<E extends IpcEvent>(
  event: E,
  listener: (...args: IpcEventArgs<E>) => void,
): () => void {
  const forward = (_event: IpcRendererEvent, ...args: unknown[]) => {
    listener(...(args as IpcEventArgs<E>));
  };
  ipcRenderer.on(event, forward);
  return () => {
    ipcRenderer.removeListener(event, forward);
  };
}

// Listening from the start, before the page's scripts run: main sends the reader's state once
// per page load, and a screen subscribing later still gets it at once.
let lastStatus: NfcStatus | null = null;
const statusListeners = new Set<(status: NfcStatus) => void>();
listen('nfc:status', (status) => {
  lastStatus = status;
  for (const listener of statusListeners) listener(status);
});

const bridge = {
  getAppVersion: () => invoke('app:get-version'),
  journal: {
    append: (entry) => invoke('journal:append', entry),
    last: () => invoke('journal:last'),
    pending: () => invoke('journal:pending'),
    settle: (settled) => invoke('journal:settle', settled),
    resign: (entries) => invoke('journal:resign', entries),
  },
  nfc: {
    // A tap is an event, never replayed: a late subscriber must not punch for an old card.
    onCard: (listener) => listen('nfc:card', listener),
    onStatus: (listener) => {
      statusListeners.add(listener);
      if (lastStatus !== null) listener(lastStatus);
      return () => {
        statusListeners.delete(listener);
      };
    },
  },
} satisfies KioskBridge;

const globalName: KioskBridgeGlobalName = 'punchcardKiosk';
contextBridge.exposeInMainWorld(globalName, bridge);
