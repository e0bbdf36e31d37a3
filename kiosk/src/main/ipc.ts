// The one place IPC is registered (STYLE.md): every channel of bridge/channels.ts, each refusing
// senders that are not our window's own page and arguments that do not validate.
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';

import type { IpcArgs, IpcChannel, IpcEvent, IpcEventArgs, IpcResult } from '../bridge/channels.js';
import { isTrustedSender, validateIpcArgs } from './ipc-guards.js';
import { isRendererUrl } from './renderer-origin.js';
import { isKioskWebContents } from './windows.js';

export type IpcHandlers = {
  [C in IpcChannel]: (...args: IpcArgs<C>) => IpcResult<C> | Promise<IpcResult<C>>;
};

function checkSender(channel: IpcChannel, event: IpcMainInvokeEvent): void {
  const frame = event.senderFrame;
  const trusted = isTrustedSender({
    fromKioskWindow: isKioskWebContents(event.sender),
    frameUrl: frame?.url ?? null,
    isMainFrame: frame !== null && frame.parent === null,
  });
  if (!trusted) throw new Error(`IPC "${channel}" refused: the sender is not the kiosk window`);
}

function register<C extends IpcChannel>(channel: C, handler: IpcHandlers[C]): void {
  ipcMain.handle(channel, (event, ...args: unknown[]) => {
    checkSender(channel, event);
    return handler(...validateIpcArgs(channel, args));
  });
}

export function registerIpcHandlers(handlers: IpcHandlers): void {
  for (const channel of Object.keys(handlers) as IpcChannel[]) {
    register(channel, handlers[channel]);
  }
}

/** Sends an event to the renderer, only while it shows our own page. */
export function sendToRenderer<E extends IpcEvent>(
  contents: WebContents,
  event: E,
  ...args: IpcEventArgs<E>
): void {
  if (contents.isDestroyed() || !isRendererUrl(contents.getURL())) return;
  contents.send(event, ...args);
}
