import { app, ipcMain, type IpcMainInvokeEvent } from 'electron';

import type { IpcArgs, IpcChannel, IpcResult } from '../bridge/channels.js';
import { isRendererUrl } from './renderer-origin.js';
import { isKioskWebContents } from './windows.js';

// Arguments arrive from the renderer: a handler that takes any must validate them first.
type IpcHandlers = {
  [C in IpcChannel]: (...args: IpcArgs<C>) => IpcResult<C> | Promise<IpcResult<C>>;
};

const handlers: IpcHandlers = {
  'app:get-version': () => app.getVersion(),
};

function isTrustedSender(event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  return isKioskWebContents(event.sender) && frame !== null && isRendererUrl(frame.url);
}

/** The one place IPC is registered; every channel refuses senders that are not our window. */
export function registerIpcHandlers(): void {
  for (const channel of Object.keys(handlers) as IpcChannel[]) {
    const handler: (...args: never[]) => unknown = handlers[channel];
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      if (!isTrustedSender(event)) {
        throw new Error(`IPC "${channel}" refused: the sender is not the kiosk window`);
      }
      return handler(...(args as never[]));
    });
  }
}
