// A kiosk on a wall has nobody to press reload: a renderer that crashed, was killed (out of
// memory) or hangs is replaced by a fresh load of the kiosk page, with a growing delay while it
// keeps failing. The journal lives in main, so nothing acknowledged is lost by a reload.
import type { BrowserWindow } from 'electron';

import { RestartBackoff } from './restart-backoff.js';

/** How long a hung page may stay unresponsive before its process is killed and reloaded. */
export const UNRESPONSIVE_GRACE_MS = 15_000;
/** Chromium's "aborted": a navigation replaced by another, not a failure. */
const ERR_ABORTED = -3;

export function superviseRenderer(window: BrowserWindow, entryUrl: string): void {
  const backoff = new RestartBackoff();
  const contents = window.webContents;
  let reloadTimer: NodeJS.Timeout | undefined;
  let hangTimer: NodeJS.Timeout | undefined;

  const scheduleReload = (why: string): void => {
    if (reloadTimer !== undefined || window.isDestroyed()) return;
    const delay = backoff.next(Date.now());
    console.error(`The kiosk page ${why}: reloading in ${delay} ms`);
    reloadTimer = setTimeout(() => {
      reloadTimer = undefined;
      if (window.isDestroyed()) return;
      contents.loadURL(entryUrl).catch((error: unknown) => {
        console.error('The kiosk page failed to reload', error);
      });
    }, delay);
  };

  contents.on('render-process-gone', (_event, details) => {
    if (details.reason !== 'clean-exit') scheduleReload(`lost its process (${details.reason})`);
  });
  contents.on('did-fail-load', (_event, errorCode, description, _url, isMainFrame) => {
    if (isMainFrame && errorCode !== ERR_ABORTED) {
      scheduleReload(`failed to load (${description})`);
    }
  });
  window.on('unresponsive', () => {
    hangTimer ??= setTimeout(() => {
      hangTimer = undefined;
      // Ends in 'render-process-gone' (killed), which reloads.
      if (!window.isDestroyed()) contents.forcefullyCrashRenderer();
    }, UNRESPONSIVE_GRACE_MS);
  });
  window.on('responsive', () => {
    clearTimeout(hangTimer);
    hangTimer = undefined;
  });
  window.on('closed', () => {
    clearTimeout(reloadTimer);
    clearTimeout(hangTimer);
  });
}
