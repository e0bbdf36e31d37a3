import { fileURLToPath } from 'node:url';

import { BrowserWindow, type WebContents } from 'electron';

import { isRendererUrl, rendererUrl } from './renderer-origin.js';

const preloadPath = fileURLToPath(new URL('../preload/preload.js', import.meta.url));

let kioskWindow: BrowserWindow | undefined;

export function createKioskWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    show: false,
    backgroundColor: '#f1f3f5',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
    },
  });

  // The kiosk shows our renderer and nothing else: no pop-ups, no navigating away.
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  window.webContents.on('will-navigate', (event) => {
    if (!isRendererUrl(event.url)) event.preventDefault();
  });
  window.once('ready-to-show', () => {
    window.show();
  });
  window.on('closed', () => {
    kioskWindow = undefined;
  });

  kioskWindow = window;
  window.loadURL(rendererUrl.toString()).catch((error: unknown) => {
    console.error('The kiosk renderer failed to load', error);
  });
  return window;
}

/** True only for the web contents of the kiosk window this process created. */
export function isKioskWebContents(contents: WebContents): boolean {
  return (
    kioskWindow !== undefined && !kioskWindow.isDestroyed() && contents === kioskWindow.webContents
  );
}
