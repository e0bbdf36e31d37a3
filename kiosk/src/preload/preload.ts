// Sandboxed preload: compiled to CommonJS (see ./package.json) and able to require only
// 'electron', so everything it shares with the main process is a type.
import { contextBridge, ipcRenderer } from 'electron';

import type { IpcArgs, IpcChannel, IpcResult } from '../bridge/channels.js';
import type { KioskBridge, KioskBridgeGlobalName } from '../bridge/kiosk-bridge.js';

function invoke<C extends IpcChannel>(channel: C, ...args: IpcArgs<C>): Promise<IpcResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<IpcResult<C>>;
}

const bridge = {
  getAppVersion: () => invoke('app:get-version'),
} satisfies KioskBridge;

const globalName: KioskBridgeGlobalName = 'punchcardKiosk';
contextBridge.exposeInMainWorld(globalName, bridge);
