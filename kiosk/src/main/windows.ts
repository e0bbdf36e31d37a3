// The kiosk window, locked down: fullscreen kiosk mode (windowed with devtools only with --dev),
// our pages only, no pop-ups, the camera only for our own page, and a fresh page if it dies.
import { fileURLToPath } from 'node:url';

import { app, BrowserWindow, type Session, type WebContents } from 'electron';

import { superviseRenderer } from './renderer-recovery.js';
import { isAllowedNavigation, isAllowedPermission } from './window-policy.js';

const preloadPath = fileURLToPath(new URL('../preload/preload.js', import.meta.url));

let kioskWindow: BrowserWindow | undefined;

export interface KioskWindowOptions {
  /** Windowed, with devtools: for development only. */
  dev: boolean;
  entryUrl: string;
}

export function createKioskWindow(options: KioskWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    show: false,
    title: 'Punchcard Kiosk',
    backgroundColor: '#f1f3f5',
    fullscreen: !options.dev,
    kiosk: !options.dev,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webviewTag: false,
      devTools: options.dev,
      spellcheck: false,
      navigateOnDragDrop: false,
      // The clock, the sync and the heartbeat must run even when the window is covered.
      backgroundThrottling: false,
    },
  });

  window.once('ready-to-show', () => {
    window.show();
  });
  window.on('closed', () => {
    kioskWindow = undefined;
  });
  // A touch screen: a stray pinch must not leave the kiosk zoomed in.
  window.webContents.on('did-finish-load', () => {
    window.webContents.setVisualZoomLevelLimits(1, 1).catch(() => undefined);
  });
  superviseRenderer(window, options.entryUrl);

  kioskWindow = window;
  window.loadURL(options.entryUrl).catch((error: unknown) => {
    // did-fail-load has scheduled a retry (renderer-recovery.ts).
    console.error('The kiosk page failed to load', error);
  });
  return window;
}

/** True only for the web contents of the kiosk window this process created. */
export function isKioskWebContents(contents: WebContents): boolean {
  return (
    kioskWindow !== undefined && !kioskWindow.isDestroyed() && contents === kioskWindow.webContents
  );
}

export function kioskWebContents(): WebContents | undefined {
  return kioskWindow === undefined || kioskWindow.isDestroyed()
    ? undefined
    : kioskWindow.webContents;
}

/** A second launch (a double-click, the login item) brings the running kiosk forward. */
export function focusKioskWindow(): void {
  if (kioskWindow === undefined || kioskWindow.isDestroyed()) return;
  if (kioskWindow.isMinimized()) kioskWindow.restore();
  kioskWindow.focus();
}

/**
 * Applies to every web contents this app ever creates (Electron's security checklist): no new
 * windows, no navigation or redirect away from our pages, no <webview>.
 */
export function lockDownWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-frame-navigate', (event) => {
      if (!isAllowedNavigation(event.url)) event.preventDefault();
    });
    contents.on('will-redirect', (event) => {
      if (!isAllowedNavigation(event.url)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => {
      event.preventDefault();
    });
  });
}

/** The camera for our page; every other permission, request or check, is refused. */
export function restrictPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? (details.mediaTypes ?? []) : [];
    callback(
      isAllowedPermission({
        kind: 'request',
        permission,
        requestingUrl: details.requestingUrl,
        isMainFrame: details.isMainFrame,
        mediaTypes,
      }),
    );
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
    isAllowedPermission({
      kind: 'check',
      permission,
      requestingUrl: details.requestingUrl ?? requestingOrigin,
      isMainFrame: details.isMainFrame,
      mediaTypes: details.mediaType === undefined ? [] : [details.mediaType],
    }),
  );
  session.setDevicePermissionHandler(() => false);
}
