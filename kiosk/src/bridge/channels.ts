// Every IPC channel with its arguments and answer. The main process registers handlers and the
// preload invokes them through this one map, so a renamed channel or a changed answer is a
// compile error on both sides. Types only: the sandboxed preload cannot require our modules.
import type { PunchEntry } from '@punchcard/shared';

import type { SettledPunch } from '../core/engine-types.js';
import type { NfcStatus } from './kiosk-bridge.js';

/** Renderer -> main, answered (ipcRenderer.invoke / ipcMain.handle). */
export interface IpcChannels {
  'app:get-version': { args: []; result: string };
  'journal:append': { args: [entry: PunchEntry]; result: undefined };
  'journal:last': { args: []; result: PunchEntry | null };
  'journal:pending': { args: []; result: PunchEntry[] };
  'journal:settle': { args: [settled: SettledPunch[]]; result: undefined };
  'journal:resign': { args: [entries: PunchEntry[]]; result: undefined };
}

export type IpcChannel = keyof IpcChannels;
export type IpcArgs<C extends IpcChannel> = IpcChannels[C]['args'];
export type IpcResult<C extends IpcChannel> = IpcChannels[C]['result'];

/** Main -> renderer, one way (webContents.send / ipcRenderer.on). */
export interface IpcEvents {
  /** A card was tapped on the PC/SC reader: its UID, upper-case hex. */
  'nfc:card': [uid: string];
  /** The reader's state changed; also sent again each time the renderer (re)loads. */
  'nfc:status': [status: NfcStatus];
}

export type IpcEvent = keyof IpcEvents;
export type IpcEventArgs<E extends IpcEvent> = IpcEvents[E];
