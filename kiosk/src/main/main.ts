// The Electron kiosk's entry: one instance, the app:// scheme, the journal, IPC, the locked-down
// window and the NFC process. Run with --server=URL (or PUNCHCARD_SERVER_URL); see shell-options.
import { app, dialog, Menu, session } from 'electron';

import { registerIpcHandlers, sendToRenderer } from './ipc.js';
import { journalHandlers, openJournal } from './journal-host.js';
import { applyStartAtLogin } from './login-item.js';
import { NfcHost } from './nfc-host.js';
import { registerAppProtocol, registerAppScheme } from './protocol.js';
import { APP_SCHEME, rendererUrl } from './renderer-origin.js';
import { entryUrl, loginItemArgs, parseShellOptions, type ShellOptions } from './shell-options.js';
import {
  createKioskWindow,
  focusKioskWindow,
  kioskWebContents,
  lockDownWebContents,
  restrictPermissions,
} from './windows.js';

const title = 'Punchcard Kiosk';

/** Says why the kiosk cannot run, and quits. */
function quitWith(message: string, error?: unknown): void {
  console.error(message, error ?? '');
  // Safe before 'ready'; a kiosk started at login shows why it is not running.
  dialog.showErrorBox(title, message);
  app.exit(1);
}

function readOptions(): ShellOptions | null {
  try {
    return parseShellOptions(process.argv, process.env);
  } catch (error) {
    quitWith(error instanceof Error ? error.message : String(error));
    return null;
  }
}

const nfc = new NfcHost((message) => {
  const contents = kioskWebContents();
  if (contents === undefined) return;
  if (message.type === 'card') sendToRenderer(contents, 'nfc:card', message.uid);
  else sendToRenderer(contents, 'nfc:status', message.status);
});

async function start(options: ShellOptions): Promise<void> {
  Menu.setApplicationMenu(null);
  // The built renderer calls the API through app:// (protocol.ts): it needs to know where.
  if (rendererUrl.protocol === `${APP_SCHEME}:` && options.server === null) {
    quitWith(
      'No Punchcard server: start the kiosk with --server=https://your-server ' +
        '(or set PUNCHCARD_SERVER_URL).',
    );
    return;
  }
  if (options.startAtLogin !== null) {
    await applyStartAtLogin(options.startAtLogin, loginItemArgs(options));
  }
  const journal = await openJournal(app.getPath('userData'));
  restrictPermissions(session.defaultSession);
  registerAppProtocol(options.server);
  registerIpcHandlers({ 'app:get-version': () => app.getVersion(), ...journalHandlers(journal) });
  const window = createKioskWindow({ dev: options.dev, entryUrl: entryUrl(rendererUrl, options) });
  // A (re)loaded page starts without the reader's state: tell it (the preload keeps it).
  window.webContents.on('did-finish-load', () => {
    sendToRenderer(window.webContents, 'nfc:status', nfc.currentStatus());
  });
  nfc.start();
}

function run(options: ShellOptions): void {
  if (!app.requestSingleInstanceLock()) {
    // Another kiosk runs (and was told through 'second-instance'): this one leaves at once.
    app.quit();
    return;
  }
  registerAppScheme();
  lockDownWebContents();
  app.on('second-instance', focusKioskWindow);
  app.on('before-quit', () => {
    nfc.stop();
  });
  app.on('window-all-closed', () => {
    app.quit();
  });
  app
    .whenReady()
    .then(() => start(options))
    .catch((error: unknown) => {
      quitWith('The kiosk failed to start', error);
    });
}

const options = readOptions();
if (options !== null) run(options);
